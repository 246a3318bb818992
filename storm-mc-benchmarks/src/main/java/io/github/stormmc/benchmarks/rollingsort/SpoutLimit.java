package io.github.stormmc.benchmarks.rollingsort;

import io.github.stormmc.benchmarks.common.LimitLoop;

/**
 * RollingSort's bottleneck limit: the random-message spout's own code (a message picked from the pool per emit), the
 * slowest component on every engine, alone on one thread. The sort bolt only appends a reference per message.
 */
public final class SpoutLimit implements LimitLoop {
    private final RandomMessages messages = new RandomMessages(RandomMessageSpout.POOL_SIZE,
            RandomMessageSpout.MESSAGE_LENGTH, 7);
    private long count;
    private long sink;

    @Override
    public long run(int n) {
        for (int i = 0; i < n; i++) {
            sink += messages.next().charAt(i % RandomMessageSpout.MESSAGE_LENGTH);
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
        return sink;
    }
}
