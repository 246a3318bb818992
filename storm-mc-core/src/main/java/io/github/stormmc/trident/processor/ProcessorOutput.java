package io.github.stormmc.trident.processor;

import java.util.ArrayList;
import java.util.List;
import org.apache.storm.trident.tuple.TridentTuple;

/** Fans a processor's emitted values out to its sinks as tuples of its output layout. */
public final class ProcessorOutput {
    private final TupleLayout layout;
    private final List<TupleSink> sinks = new ArrayList<>();

    public ProcessorOutput(TupleLayout layout) {
        this.layout = layout;
    }

    public void addSink(TupleSink sink) {
        sinks.add(sink);
    }

    public TupleLayout layout() {
        return layout;
    }

    public void emit(BatchRun batch, List<Object> values) {
        TridentTuple tuple = layout.tuple(values);
        for (TupleSink sink : sinks) {
            sink.accept(batch, tuple);
        }
    }
}
