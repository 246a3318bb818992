package io.github.stormmc.trident;

import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.storm.topology.FailedException;
import org.apache.storm.trident.operation.BaseFilter;
import org.apache.storm.trident.operation.TridentOperationContext;
import org.apache.storm.trident.tuple.TridentTuple;

/**
 * Keeps every tuple, but fails its batch at random, once in {@code oneIn} tuples on average. Each partition draws from
 * its own seeded generator, so a run injects failures at the same points every time.
 */
final class RandomFailure extends BaseFilter {
    static final AtomicInteger THROWN = new AtomicInteger();
    private final int oneIn;
    private transient Random random;

    RandomFailure(int oneIn) {
        this.oneIn = oneIn;
    }

    @Override
    public void prepare(Map<String, Object> conf, TridentOperationContext context) {
        random = new Random(42 + context.getPartitionIndex());
    }

    @Override
    public boolean isKeep(TridentTuple tuple) {
        if (random.nextInt(oneIn) == 0) {
            THROWN.incrementAndGet();
            throw new FailedException("injected failure at " + tuple);
        }
        return true;
    }
}
