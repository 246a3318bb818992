package io.github.stormmc.executor;

import io.github.stormmc.stats.ExecutorStats;
import io.github.stormmc.stats.InputCounters;
import org.apache.storm.tuple.Tuple;

/**
 * Finds the counters of a tuple's input (source component and stream) without building a key per tuple. A bolt has
 * few inputs, so a handful of entries compared by identity (component ids and stream ids are the same String
 * instances tuple after tuple) answers almost every lookup; a miss falls back to {@link ExecutorStats#input}.
 *
 * <p>Entries are immutable and published by a plain reference store: a bolt that acks from another thread (not
 * supported by Storm's collector contract, but seen in the wild) can at worst miss the cache, never read a torn entry.
 */
final class InputStatsCache {
    private static final int SIZE = 4;
    private final ExecutorStats stats;
    private final Entry[] entries = new Entry[SIZE];
    private int nextVictim;
    /** The entry that answered the last lookup. */
    private Entry last;

    InputStatsCache(ExecutorStats stats) {
        this.stats = stats;
    }

    ExecutorStats stats() {
        return stats;
    }

    InputCounters of(Tuple tuple) {
        String component = tuple.getSourceComponent();
        String stream = tuple.getSourceStreamId();
        Entry last = this.last;
        if (last != null && last.component == component && last.stream == stream) {
            return last.counters; // most bolts have one input: answered without the loop
        }
        for (Entry e : entries) {
            if (e != null && e.component == component && e.stream == stream) {
                this.last = e;
                return e.counters;
            }
        }
        InputCounters counters = stats.input(component, stream);
        Entry added = new Entry(component, stream, counters);
        entries[nextVictim] = added;
        nextVictim = (nextVictim + 1) % SIZE;
        this.last = added;
        return counters;
    }

    private record Entry(String component, String stream, InputCounters counters) {
    }
}
