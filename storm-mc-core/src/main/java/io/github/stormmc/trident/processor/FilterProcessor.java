package io.github.stormmc.trident.processor;

import org.apache.storm.trident.operation.Filter;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.trident.tuple.TridentTupleView.ProjectionFactory;
import org.apache.storm.tuple.Fields;

/** {@code each(inputFields, filter)}: passes the whole tuple on when the filter keeps its projection. */
public final class FilterProcessor implements TridentProcessor {
    private final Fields inputFields;
    private final Filter filter;
    private transient ProjectionFactory projection;
    private transient ProcessorOutput output;

    public FilterProcessor(Fields inputFields, Filter filter) {
        this.inputFields = inputFields;
        this.filter = filter;
    }

    @Override
    public void prepare(ProcessorContext context) {
        projection = new ProjectionFactory(context.input(), inputFields);
        output = context.output;
        filter.prepare(context.conf, context.operationContext());
    }

    @Override
    public void execute(BatchRun batch, int inputIndex, TridentTuple tuple) {
        if (filter.isKeep(projection.create(tuple))) {
            output.emit(batch, tuple);
        }
    }

    @Override
    public void cleanup() {
        filter.cleanup();
    }
}
