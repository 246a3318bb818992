package io.github.stormmc.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

/**
 * Many producers, one parking consumer, a ring much smaller than the traffic: every message arrives exactly once,
 * each producer's messages in order, and the consumer is never left parked with data waiting (the blocking wait has
 * no timeout, so a lost wake-up would leave it parked for good and the wait for it to finish would fail).
 */
class ReceiveQueueConcurrencyTest {
    private static final int PRODUCERS = 4;
    private static final int PER_PRODUCER = 50_000;

    @RepeatedTest(5)
    void everyMessageArrivesOnceAndInProducerOrder() throws Exception {
        ReceiveQueue queue = new ReceiveQueue("test", 64, true);
        int total = PRODUCERS * PER_PRODUCER;
        ProducerOrderCheck check = new ProducerOrderCheck(PRODUCERS);
        CountDownLatch done = new CountDownLatch(1);
        Thread consumer = new Thread(() -> {
            int idle = 0;
            BlockingIdleStrategy wait = new BlockingIdleStrategy(queue);
            while (check.received() < total) {
                if (queue.drain(check) == 0) {
                    idle = wait.idle(idle);
                } else {
                    idle = 0;
                }
            }
            done.countDown();
        });
        consumer.start();
        List<Thread> producers = new ArrayList<>();
        for (int p = 0; p < PRODUCERS; p++) {
            int id = p;
            Thread t = new Thread(() -> {
                for (long i = 0; i < PER_PRODUCER; i++) {
                    while (!queue.tryPublish(id, i)) {
                        Thread.onSpinWait();
                    }
                }
            });
            producers.add(t);
            t.start();
        }
        for (Thread t : producers) {
            t.join();
        }
        assertTrue(done.await(60, TimeUnit.SECONDS), "consumer did not receive everything");
        consumer.join();
        assertEquals(null, check.failure());
        for (int p = 0; p < PRODUCERS; p++) {
            assertEquals(PER_PRODUCER - 1, check.lastSeen(p));
        }
        assertTrue(queue.isEmpty());
    }

    @Test
    void aBatchTakesOneEntryAndIsPublishedWholeOrNotAtAll() {
        ReceiveQueue queue = new ReceiveQueue("batch", 4, false);
        assertTrue(queue.tryPublishBatch(new int[] {1, 2, 3}, new Object[] {"a", "b", "c"}, 3));
        assertTrue(queue.tryPublish(4, "d"));
        assertTrue(queue.tryPublishBatch(new int[] {5, 6, 7, 8, 9}, new Object[] {"e", "f", "g", "h", "i"}, 5));
        assertTrue(queue.tryPublishBatch(new int[] {10}, new Object[] {"j"}, 1));
        assertEquals(4, queue.population(), "four entries: two batches and two messages");
        assertFalse(queue.tryPublishBatch(new int[] {11, 12}, new Object[] {"k", "l"}, 2), "the ring is full");
        List<String> seen = new ArrayList<>();
        assertEquals(10, queue.drain((task, payload) -> seen.add(task + "=" + payload)));
        assertEquals(List.of("1=a", "2=b", "3=c", "4=d", "5=e", "6=f", "7=g", "8=h", "9=i", "10=j"), seen);
        assertTrue(queue.tryPublishBatch(new int[] {11, 12}, new Object[] {"k", "l"}, 2));
    }

    @Test
    void aBatchIsACopyTheProducerMayReuseItsArraysAfter() {
        ReceiveQueue queue = new ReceiveQueue("copy", 4, false);
        int[] tasks = {1, 2, 3};
        Object[] payloads = {"a", "b", "c"};
        assertTrue(queue.tryPublishBatch(tasks, payloads, 2));
        tasks[0] = 9;
        payloads[0] = "overwritten";
        List<String> seen = new ArrayList<>();
        queue.drain((task, payload) -> seen.add(task + "=" + payload));
        assertEquals(List.of("1=a", "2=b"), seen);
    }

    @Test
    void capacityIsRoundedUpToAPowerOfTwo() {
        assertEquals(32768, new ReceiveQueue("q", 32768, false).capacity());
        assertEquals(1024, new ReceiveQueue("q", 1000, false).capacity());
        assertEquals(2, new ReceiveQueue("q", 1, false).capacity());
    }

    @Test
    void parkedConsumerWakesOnPublish() throws Exception {
        ReceiveQueue queue = new ReceiveQueue("wake", 8, true);
        CountDownLatch parked = new CountDownLatch(1);
        CountDownLatch woke = new CountDownLatch(1);
        Thread consumer = new Thread(() -> {
            parked.countDown();
            while (queue.isEmpty()) {
                queue.parkUntilPublished(TimeUnit.SECONDS.toNanos(30));
            }
            woke.countDown();
        });
        consumer.start();
        parked.await();
        queue.tryPublish(1, "x");
        assertTrue(woke.await(20, TimeUnit.SECONDS));
        consumer.join();
    }

    @Test
    void theBlockingWaitParksWithoutATimerAndWakesOnPublishAndOnWakeConsumer() throws Exception {
        ReceiveQueue queue = new ReceiveQueue("untimed", 8, true);
        List<Object> received = new CopyOnWriteArrayList<>();
        AtomicBoolean stop = new AtomicBoolean();
        Thread consumer = new Thread(() -> {
            BlockingIdleStrategy wait = new BlockingIdleStrategy(queue);
            int idle = 0;
            while (!stop.get()) {
                idle = queue.drain((task, payload) -> received.add(payload)) > 0 ? 0 : wait.idle(idle);
            }
        });
        consumer.start();
        // WAITING, not TIMED_WAITING: the park arms no timer
        awaitState(consumer, Thread.State.WAITING);
        queue.tryPublish(1, "x");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (received.isEmpty() && System.nanoTime() - deadline < 0) {
            Thread.sleep(1);
        }
        assertEquals(List.of("x"), received, "the publish woke the parked consumer");
        awaitState(consumer, Thread.State.WAITING);
        stop.set(true);
        queue.wakeConsumer();
        consumer.join(TimeUnit.SECONDS.toMillis(30));
        assertEquals(Thread.State.TERMINATED, consumer.getState(), "a stop request with a wake-up ends the wait");
    }

    @Test
    void aBlockingWaitNeedsAQueueThatWakesItsConsumer() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> new BlockingIdleStrategy(new ReceiveQueue("silent", 4, false)));
        assertTrue(e.getMessage().startsWith("ReceiveQueue[silent, capacity=4, population=0] does not wake its"
            + " consumer on publish"), e.getMessage());
    }

    @Test
    void aTimedParkNeedsAPositiveTimeout() {
        ReceiveQueue queue = new ReceiveQueue("timed", 4, true);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> queue.parkUntilPublished(0));
        assertEquals("timeout must be positive, got 0 ns", e.getMessage());
    }

    /** Waits (up to 30 s, then fails) until the thread is in the state, parked in the wait strategy. */
    private static void awaitState(Thread t, Thread.State state) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (t.getState() != state) {
            assertTrue(System.nanoTime() - deadline < 0, t.getName() + " never reached " + state + ": " + t.getState());
            Thread.sleep(1);
        }
    }
}
