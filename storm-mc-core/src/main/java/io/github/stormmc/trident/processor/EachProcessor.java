package io.github.stormmc.trident.processor;

import org.apache.storm.trident.operation.Function;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.trident.tuple.TridentTupleView.ProjectionFactory;
import org.apache.storm.tuple.Fields;

/** {@code each(inputFields, function, functionFields)}: the function's emits are appended to the input tuple. */
public final class EachProcessor implements TridentProcessor {
    private final Fields inputFields;
    private final Function function;
    private transient ProjectionFactory projection;
    private transient BatchCollector collector;

    public EachProcessor(Fields inputFields, Function function) {
        this.inputFields = inputFields;
        this.function = function;
    }

    @Override
    public void prepare(ProcessorContext context) {
        projection = new ProjectionFactory(context.input(), inputFields);
        collector = new BatchCollector(context.output, context.errors);
        function.prepare(context.conf, context.operationContext());
    }

    @Override
    public void execute(BatchRun batch, int inputIndex, TridentTuple tuple) {
        function.execute(projection.create(tuple), collector.at(batch, tuple));
    }

    @Override
    public void cleanup() {
        function.cleanup();
    }
}
