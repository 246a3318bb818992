package io.github.stormmc.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.RepeatedTest;

/**
 * Producers that never block ({@link ReceiveQueue#publishNonBlocking}, used on cycle edges and for ticks) switch
 * between the ring and the overflow queue as the tiny ring fills and empties, while others publish to the ring
 * only. A message must never overtake an earlier one of the same producer, whichever of the two queues each took.
 */
class OverflowOrderConcurrencyTest {
    private static final int NON_BLOCKING = 3;
    private static final int RING_ONLY = 2;
    private static final int PER_PRODUCER = 40_000;

    @RepeatedTest(5)
    void noMessageOvertakesAnEarlierOneOfItsProducer() throws Exception {
        ReceiveQueue queue = new ReceiveQueue("overflow-order", 8, true);
        int producers = NON_BLOCKING + RING_ONLY;
        int total = producers * PER_PRODUCER;
        ProducerOrderCheck check = new ProducerOrderCheck(producers);
        Thread consumer = new Thread(() -> {
            BlockingIdleStrategy idle = new BlockingIdleStrategy(queue);
            int idleCount = 0;
            while (check.received() < total) {
                idleCount = queue.drain(check) > 0 ? 0 : idle.idle(idleCount);
            }
        }, "consumer");
        consumer.start();
        List<Thread> threads = new ArrayList<>();
        for (int p = 0; p < producers; p++) {
            int id = p;
            boolean nonBlocking = p < NON_BLOCKING;
            Thread t = new Thread(() -> {
                for (long i = 0; i < PER_PRODUCER; i++) {
                    if (nonBlocking) {
                        queue.publishNonBlocking(id, i);
                    } else {
                        while (!queue.tryPublish(id, i)) {
                            Thread.onSpinWait();
                        }
                    }
                }
            }, "producer-" + p);
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        consumer.join();
        assertNull(check.failure());
        for (int p = 0; p < producers; p++) {
            assertEquals(PER_PRODUCER - 1, check.lastSeen(p), "last message of producer " + p);
        }
        assertTrue(queue.isEmpty());
    }
}
