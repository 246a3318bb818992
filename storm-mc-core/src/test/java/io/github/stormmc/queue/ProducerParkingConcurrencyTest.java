package io.github.stormmc.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

/**
 * Producers that park on a full ring ({@link ReceiveQueue#awaitCapacity}) while a parking consumer drains it: both
 * sides sleep, so a lost wake-up on either side would leave a thread parked until its guard timeout. The guard here
 * is an hour: a run that finishes at all proved every wake-up arrived. Single messages and batches of several sizes
 * (one entry each, {@link ReceiveQueue#tryPublishBatch}) share the ring; every message must arrive exactly once, in
 * each producer's order.
 */
class ProducerParkingConcurrencyTest {
    private static final int PRODUCERS = 4;
    private static final int PER_PRODUCER = 40_000;
    private static final long GUARD_NANOS = TimeUnit.HOURS.toNanos(1);

    @RepeatedTest(5)
    void parkedProducersAndConsumerNeverMissAWakeUp() throws Exception {
        ReceiveQueue queue = new ReceiveQueue("parking", 16, true);
        int total = PRODUCERS * PER_PRODUCER;
        ProducerOrderCheck check = new ProducerOrderCheck(PRODUCERS);
        Thread consumer = new Thread(() -> {
            while (check.received() < total) {
                if (queue.drain(check) == 0) {
                    queue.parkUntilPublished(GUARD_NANOS);
                }
            }
        }, "consumer");
        consumer.start();
        List<Thread> producers = new ArrayList<>();
        for (int p = 0; p < PRODUCERS; p++) {
            int id = p;
            int batch = 1 + p * 2; // 1, 3, 5, 7 messages: one entry of the 16 each
            Thread t = new Thread(() -> {
                int[] tasks = new int[batch];
                Object[] payloads = new Object[batch];
                Arrays.fill(tasks, id);
                for (long i = 0; i < PER_PRODUCER; i += batch) {
                    int n = (int) Math.min(batch, PER_PRODUCER - i);
                    for (int k = 0; k < n; k++) {
                        payloads[k] = i + k;
                    }
                    while (!queue.tryPublishBatch(tasks, payloads, n)) {
                        queue.awaitCapacity(1, GUARD_NANOS);
                    }
                }
            }, "producer-" + p);
            producers.add(t);
            t.start();
        }
        for (Thread t : producers) {
            t.join();
        }
        consumer.join();
        assertNull(check.failure());
        for (int p = 0; p < PRODUCERS; p++) {
            assertEquals(PER_PRODUCER - 1, check.lastSeen(p), "last message of producer " + p);
        }
        assertTrue(queue.isEmpty());
    }

    @Test
    void awaitCapacityReturnsAtOnceWhenThereIsRoom() {
        ReceiveQueue queue = new ReceiveQueue("room", 4, true);
        assertTrue(queue.tryPublish(1, "a"));
        queue.awaitCapacity(3, GUARD_NANOS); // three slots free: must not park for the guard's hour
        assertTrue(queue.tryPublishBatch(new int[] {1, 1, 1}, new Object[] {"b", "c", "d"}, 3));
    }

    @Test
    void wakeProducersReleasesAParkedProducer() throws Exception {
        ReceiveQueue queue = new ReceiveQueue("stop", 2, true);
        assertTrue(queue.tryPublish(1, "a"));
        assertTrue(queue.tryPublish(1, "b"));
        Thread producer = parkedProducer(queue);
        queue.wakeProducers(); // what a stopping worker does for producers blocked on a queue nobody drains
        producer.join();
        assertEquals(2, queue.population());
    }

    @Test
    void aDrainWakesTheProducersOncePerWaitNotOnEveryDrain() throws Exception {
        ReceiveQueue queue = new ReceiveQueue("answered", 2, true);
        assertTrue(queue.tryPublish(1, "a"));
        assertTrue(queue.tryPublish(1, "b"));
        Thread producer = parkedProducer(queue);
        List<Object> taken = new ArrayList<>();
        assertEquals(2, queue.drain((task, payload) -> taken.add(payload)));
        assertTrue(queue.drainSawWaitingProducers, "the first drain after the wait began answers it");
        producer.join(); // woken by that drain, not by the hour's guard
        assertTrue(queue.tryPublish(1, "c"));
        assertEquals(1, queue.drain((task, payload) -> taken.add(payload)));
        assertFalse(queue.drainSawWaitingProducers, "no new wait: the next drain leaves the producers alone");
        assertTrue(queue.tryPublish(1, "d"));
        assertFalse(queue.registerWaitingThenHasRoom(2), "one slot free, two asked for");
        assertEquals(1, queue.drain((task, payload) -> taken.add(payload)));
        assertTrue(queue.drainSawWaitingProducers, "a new wait is answered by the next drain");
        assertEquals(List.of("a", "b", "c", "d"), taken);
    }

    /** A producer thread parked in {@link ReceiveQueue#awaitCapacity} for one entry of a full queue. */
    private static Thread parkedProducer(ReceiveQueue queue) {
        Thread producer = new Thread(() -> queue.awaitCapacity(1, GUARD_NANOS), "parked-producer");
        producer.start();
        long deadline = System.nanoTime() + 30_000_000_000L; // bounds a broken run only
        while (producer.getState() != Thread.State.TIMED_WAITING) {
            if (System.nanoTime() > deadline || !producer.isAlive()) {
                throw new AssertionError("the producer did not park: the queue was not full");
            }
            Thread.onSpinWait();
        }
        return producer;
    }
}
