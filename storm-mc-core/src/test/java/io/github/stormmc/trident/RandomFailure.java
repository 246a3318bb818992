package io.github.stormmc.trident;

import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.storm.topology.FailedException;
import org.apache.storm.trident.operation.BaseFilter;
import org.apache.storm.trident.tuple.TridentTuple;

/** Keeps every tuple, but fails its batch at random, once in {@code oneIn} tuples. */
final class RandomFailure extends BaseFilter {
    static final AtomicInteger THROWN = new AtomicInteger();
    private final int oneIn;

    RandomFailure(int oneIn) {
        this.oneIn = oneIn;
    }

    @Override
    public boolean isKeep(TridentTuple tuple) {
        if (ThreadLocalRandom.current().nextInt(oneIn) == 0) {
            THROWN.incrementAndGet();
            throw new FailedException("injected failure at " + tuple);
        }
        return true;
    }
}
