package io.github.stormmc.benchmarks.rollingsort;

import java.util.List;
import org.apache.storm.tuple.Values;

import io.github.stormmc.benchmarks.common.LimitLoop;

/**
 * RollingSort's bottleneck limit: the random-message spout's own code (a message picked from the pool and its
 * values list built, as {@code RandomMessageSpout.nextValues} does unpaced), the slowest component on every engine,
 * alone on one thread. The sort bolt only appends a reference per message. Each list is kept in a field, so the
 * compiler cannot drop its allocation as the spout's emit cannot.
 */
public final class SpoutLimit implements LimitLoop {
    private final RandomMessages messages = new RandomMessages(RandomMessageSpout.POOL_SIZE,
            RandomMessageSpout.MESSAGE_LENGTH, 7);
    private long count;
    private long sink;
    private List<Object> last;

    @Override
    public long run(int n) {
        for (int i = 0; i < n; i++) {
            List<Object> values = new Values(messages.next(), 0L); // unpaced tuples carry timestamp 0
            sink += ((String) values.get(0)).charAt(i % RandomMessageSpout.MESSAGE_LENGTH);
            last = values;
        }
        count += n;
        return count;
    }

    @Override
    public String sink() {
        return RollingSortTopology.SORT;
    }

    @Override
    public long checksum() {
        return sink + (last == null ? 0 : last.size());
    }
}
