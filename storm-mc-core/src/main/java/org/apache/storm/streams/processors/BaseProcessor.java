package org.apache.storm.streams.processors;

import java.util.HashSet;
import java.util.Set;
import java.util.function.Supplier;
import org.apache.storm.streams.WindowNode;

/**
 * Common base of the processors: keeps the context, routes {@link #execute(Object, String)} to
 * {@link #execute(Object)}, and turns punctuation into {@link #finish()} followed by a punctuation downstream.
 */
abstract class BaseProcessor<T> implements Processor<T> {
    /** The parent streams that have punctuated since the last completed batch. */
    private final Set<String> punctuatedStreams = new HashSet<>();
    protected ProcessorContext context;

    @Override
    public void init(ProcessorContext context) {
        this.context = context;
    }

    @Override
    public void execute(T input, String streamId) {
        execute(input);
    }

    /** Handles one value; processors that care about the source stream override the two-argument form instead. */
    protected void execute(T input) {
    }

    /**
     * A null stream ends the batch at once (the bolt has already waited for every upstream task); a named stream
     * ends it only when every windowed parent stream has punctuated.
     */
    @Override
    @SuppressWarnings("unchecked")
    public void punctuate(String stream) {
        if (stream != null) {
            punctuatedStreams.add(stream);
            if (!punctuatedStreams.equals(context.getWindowedParentStreams())) {
                return;
            }
        }
        finish();
        context.forward(WindowNode.PUNCTUATION);
        punctuatedStreams.clear();
    }

    /** Emits what the processor holds for the batch that just ended; per-value processors hold nothing. */
    protected void finish() {
    }

    /** Unwindowed, a batch operation emits its updated result after every value. */
    @SuppressWarnings("unchecked")
    protected final <R> void mayBeForwardAggUpdate(Supplier<R> result) {
        if (!context.isWindowed()) {
            context.forward(result.get());
        }
    }
}
