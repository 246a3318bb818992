package io.github.stormmc.queue;

import java.util.Arrays;

/**
 * A consumer's handler for concurrency tests whose producers each send 0, 1, 2, ... tagged with their producer
 * number (the task id slot): records the first message that arrives out of its producer's order. Consumer thread
 * only; read the results after joining it.
 */
final class ProducerOrderCheck implements MessageHandler {
    private final long[] lastSeen;
    private String failure;
    private int received;

    ProducerOrderCheck(int producers) {
        lastSeen = new long[producers];
        Arrays.fill(lastSeen, -1);
    }

    @Override
    public void onMessage(int producer, Object payload) {
        long seq = (Long) payload;
        if (seq != lastSeen[producer] + 1 && failure == null) {
            failure = "producer " + producer + " sent " + seq + " after " + lastSeen[producer];
        }
        lastSeen[producer] = seq;
        received++;
    }

    int received() {
        return received;
    }

    /** The first order violation seen, or null. */
    String failure() {
        return failure;
    }

    long lastSeen(int producer) {
        return lastSeen[producer];
    }
}
