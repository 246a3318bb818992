package org.apache.storm.streams.processors;

import java.io.Serializable;
import java.util.Set;

/**
 * Where a {@link Processor} sends its results: to the processors after it in the same bolt, out of the bolt, or both.
 *
 * @param <T> the type of the results
 */
public interface ProcessorContext<T> extends Serializable {
    /** Sends a result to every consumer. */
    void forward(T input);

    /** Sends a result only to the consumers of {@code stream}. */
    void forward(T input, String stream);

    /** True when the processor sits downstream of a window, so aggregations emit once per batch. */
    boolean isWindowed();

    /** The parent streams whose punctuations together end a batch. */
    Set<String> getWindowedParentStreams();
}
