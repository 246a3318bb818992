package io.github.stormmc.benchmarks.common;

/**
 * A topology's "limit": its slowest component's own code, or all of its work, run in a plain loop on one thread with
 * no framework. An engine at p=1 cannot beat it; how close it gets is what the engine costs.
 */
public interface LimitLoop {

    /**
     * Runs n more steps (lines, messages, emails; looping over the input); returns what the topology's throughput
     * counts (words counted, messages sorted, emails written) so far.
     */
    long run(int n);

    /** What the loop counts, as the topology's throughput does (e.g. "count" for words counted). */
    String sink();

    /** A value depending on every unit's result, so the JIT cannot drop the work. */
    long checksum();
}
