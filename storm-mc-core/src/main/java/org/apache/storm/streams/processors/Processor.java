package org.apache.storm.streams.processors;

import java.io.Serializable;

/**
 * One operation of a Streams pipeline as it runs inside a bolt: it receives values, hands results to its
 * {@link ProcessorContext}, and on {@link #punctuate} completes the batch (window) it has seen.
 *
 * @param <T> the type of the values it receives
 */
public interface Processor<T> extends Serializable {
    /** Called once, when the bolt is prepared, with the context results go to. */
    void init(ProcessorContext context);

    /** Processes one value that arrived on {@code streamId}. */
    void execute(T input, String streamId);

    /** Ends the current batch; {@code stream} is the parent stream whose batch ended, or null for all of them. */
    void punctuate(String stream);
}
