package io.github.stormmc.testkit;

import io.github.stormmc.executor.IdleReaders;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;

/**
 * The channel between a test feeding a {@code FeederSpout} and the spout's running copies: a queue of (values,
 * message id) pairs and a flag raised once some copy has been opened and reads from it.
 */
public final class Feed {
    private static final long READER_WAIT_MILLIS = 20_000L;
    private final ConcurrentLinkedQueue<Item> items = new ConcurrentLinkedQueue<>();
    private final IdleReaders readers = new IdleReaders();
    private volatile boolean hasReader;

    public static Feed of(String spoutId) {
        return SharedState.get("feeder-" + spoutId, Feed::new);
    }

    public void offer(List<Object> values, Object messageId) {
        items.add(new Item(values, messageId));
        readers.wakeAll(); // a spout idle for long parks; it should not wait to see the tuple
    }

    public Item poll() {
        return items.poll();
    }

    /** Called by each running copy of the spout, on its own thread, before it polls. */
    public void readerArrived() {
        readers.register();
        hasReader = true;
    }

    /**
     * Waits (in real time, polling) until a running copy of the spout reads the feed, for at most 20 seconds: a test
     * that feeds before submitting its topology must not hang forever.
     *
     * @return whether a reader arrived in time
     */
    public boolean awaitReader() {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(READER_WAIT_MILLIS);
        while (!hasReader && System.nanoTime() < deadline) {
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return hasReader;
    }

    /** One fed tuple. */
    public record Item(List<Object> values, Object messageId) {
    }
}
