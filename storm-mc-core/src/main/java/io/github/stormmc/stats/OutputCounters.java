package io.github.stormmc.stats;

/** The counters of one output stream of an executor, resolved once per stream instead of per emit. */
public final class OutputCounters {
    public final Counter emitted;
    public final Counter transferred;

    OutputCounters(ExecutorStats stats, String streamId) {
        this.emitted = stats.emitted().get(streamId);
        this.transferred = stats.transferred().get(streamId);
    }
}
