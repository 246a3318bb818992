package io.github.stormmc.trident.processor;

import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.trident.tuple.TridentTupleView.ProjectionFactory;
import org.apache.storm.tuple.Fields;

/** {@code project(fields)}: keeps only the named fields. */
public final class ProjectProcessor implements TridentProcessor {
    private final Fields fields;
    private transient ProjectionFactory projection;
    private transient ProcessorOutput output;

    public ProjectProcessor(Fields fields) {
        this.fields = fields;
    }

    @Override
    public void prepare(ProcessorContext context) {
        projection = new ProjectionFactory(context.input(), fields);
        output = context.output;
    }

    @Override
    public void execute(BatchRun batch, int inputIndex, TridentTuple tuple) {
        output.emit(batch, projection.create(tuple));
    }
}
