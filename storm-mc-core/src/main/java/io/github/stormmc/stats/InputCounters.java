package io.github.stormmc.stats;

/**
 * The counters of one bolt input (source component and stream), resolved once so that the per-tuple path does no map
 * lookup and builds no key. The same {@link Counter}s are reachable through {@link ExecutorStats}'s maps for readers.
 */
public final class InputCounters {
    public final Counter executed;
    public final Counter acked;
    public final Counter failed;
    public final Counter latencyNanos;
    public final Counter latencySamples;
    public final Counter processNanos;
    public final Counter processSamples;

    InputCounters(ExecutorStats stats, String key) {
        this.executed = stats.executed().get(key);
        this.acked = stats.acked().get(key);
        this.failed = stats.failed().get(key);
        this.latencyNanos = stats.latencyNanos().get(key);
        this.latencySamples = stats.latencySamples().get(key);
        this.processNanos = stats.processNanos().get(key);
        this.processSamples = stats.processSamples().get(key);
    }
}
