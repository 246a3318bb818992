package io.github.stormmc.trident.processor;

import org.apache.storm.trident.tuple.TridentTuple;

/** Forwards tuples unchanged (under its own field names): repartition entry points and {@code merge}. */
public final class PassThroughProcessor implements TridentProcessor {
    private transient ProcessorOutput output;

    @Override
    public void prepare(ProcessorContext context) {
        output = context.output;
    }

    @Override
    public void execute(BatchRun batch, int inputIndex, TridentTuple tuple) {
        output.emit(batch, tuple);
    }
}
