package io.github.stormmc.executor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.queue.BlockingIdleStrategy;
import io.github.stormmc.queue.ReceiveQueue;
import io.github.stormmc.timer.SharedTimer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.RepeatedTest;

/**
 * Scheduled work reaches its executor through the receive queue while producers keep that queue full: many threads
 * schedule and cancel, the timer fires a counted number of times, and every firing of every live schedule runs
 * exactly once on the consumer thread, while every producer message still arrives once and in order. Cancelled and
 * stopped schedules never run again.
 */
class ExecutorTimerConcurrencyTest {
    private static final int SCHEDULERS = 8;
    private static final int JOBS_PER_SCHEDULER = 8;
    private static final int JOBS = SCHEDULERS * JOBS_PER_SCHEDULER;
    private static final int PRODUCERS = 4;
    private static final int PER_PRODUCER = 20_000;
    private static final int FIRINGS = 150;

    /** The consumer: one thread draining the queue as an executor does, running jobs between messages. */
    private static final class Consumer extends Thread {
        final ReceiveQueue queue;
        final long[] lastSeen = new long[PRODUCERS];
        final AtomicReference<String> failure = new AtomicReference<>();
        volatile boolean stop;

        Consumer(ReceiveQueue queue) {
            super("timer-test-consumer");
            this.queue = queue;
            java.util.Arrays.fill(lastSeen, -1);
        }

        @Override
        public void run() {
            BlockingIdleStrategy idle = new BlockingIdleStrategy(queue);
            int idleCount = 0;
            while (!stop) {
                int n = queue.drain((task, payload) -> {
                    if (payload instanceof ExecutorTimer.Job job) {
                        job.runIfLive();
                    } else if (payload instanceof CountDownLatch marker) {
                        marker.countDown();
                    } else {
                        long seq = (Long) payload;
                        if (seq != lastSeen[task] + 1) {
                            failure.compareAndSet(null, "producer " + task + " sent " + seq + " after " + lastSeen[task]);
                        }
                        lastSeen[task] = seq;
                    }
                });
                idleCount = n > 0 ? 0 : idle.idle(idleCount);
            }
        }

        /**
         * Waits until everything published before the call is handled. Two markers, one after the other: a message
         * that {@code publishNonBlocking} puts in the overflow can overtake ring messages published just before it,
         * while the consumer is between its ring poll and its overflow drain, but nothing can overtake messages that
         * were already published when the first marker was handled.
         */
        void sync() throws InterruptedException {
            for (int i = 0; i < 2; i++) {
                CountDownLatch marker = new CountDownLatch(1);
                queue.publishNonBlocking(0, marker);
                assertTrue(marker.await(60, TimeUnit.SECONDS), "consumer stalled");
            }
        }
    }

    @RepeatedTest(10)
    void everyFiringRunsOnceUnderAFullQueueAndCancelledWorkNeverRunsAgain() throws Exception {
        ReceiveQueue queue = new ReceiveQueue("timer-test", 16, true);
        SharedTimer timer = SharedTimer.manual();
        ExecutorTimer executorTimer = new ExecutorTimer(timer, queue, 0);
        Consumer consumer = new Consumer(queue);
        consumer.start();
        AtomicLongArray runs = new AtomicLongArray(JOBS);
        List<SharedTimer.Handle> handles = new ArrayList<>();
        for (int i = 0; i < JOBS; i++) {
            handles.add(null);
        }

        // many threads schedule at once
        runAll(SCHEDULERS, s -> {
            for (int j = 0; j < JOBS_PER_SCHEDULER; j++) {
                int job = s * JOBS_PER_SCHEDULER + j;
                SharedTimer.Handle h = executorTimer.every(1, () -> runs.incrementAndGet(job));
                synchronized (handles) {
                    handles.set(job, h);
                }
            }
        });

        // producers keep the ring full while the timer fires
        List<Thread> producers = start(PRODUCERS, p -> {
            for (long i = 0; i < PER_PRODUCER; i++) {
                while (!queue.tryPublish(p, i)) {
                    Thread.onSpinWait();
                }
            }
        });
        for (int f = 0; f < FIRINGS; f++) {
            timer.advance(1);
        }
        join(producers);
        consumer.sync();
        assertNull(consumer.failure.get());
        for (int p = 0; p < PRODUCERS; p++) {
            assertEquals(PER_PRODUCER - 1, consumer.lastSeen[p], "producer " + p);
        }
        for (int j = 0; j < JOBS; j++) {
            assertEquals(FIRINGS, runs.get(j), "runs of job " + j);
        }

        // half the jobs are cancelled from many threads while the timer keeps firing
        Thread firing = new Thread(() -> {
            for (int f = 0; f < FIRINGS; f++) {
                timer.advance(1);
            }
        });
        firing.start();
        runAll(SCHEDULERS, s -> {
            for (int j = 0; j < JOBS_PER_SCHEDULER; j += 2) {
                handles.get(s * JOBS_PER_SCHEDULER + j).cancel();
            }
        });
        firing.join();
        consumer.sync();
        long[] afterCancel = new long[JOBS];
        for (int j = 0; j < JOBS; j++) {
            afterCancel[j] = runs.get(j);
            boolean cancelled = j % JOBS_PER_SCHEDULER % 2 == 0;
            if (cancelled) {
                assertTrue(afterCancel[j] >= FIRINGS && afterCancel[j] <= 2L * FIRINGS, "runs of job " + j);
            } else {
                assertEquals(2L * FIRINGS, afterCancel[j], "runs of job " + j);
            }
        }
        for (int f = 0; f < 10; f++) {
            timer.advance(1);
        }
        consumer.sync();
        for (int j = 0; j < JOBS; j++) {
            boolean cancelled = j % JOBS_PER_SCHEDULER % 2 == 0;
            assertEquals(cancelled ? afterCancel[j] : 2L * FIRINGS + 10, runs.get(j), "runs of job " + j);
        }

        // stopping the executor's timer ends every schedule, including ones made afterwards
        executorTimer.stop();
        long[] stopped = new long[JOBS];
        for (int j = 0; j < JOBS; j++) {
            stopped[j] = runs.get(j);
        }
        long[] late = new long[1];
        executorTimer.every(1, () -> late[0]++);
        for (int f = 0; f < 10; f++) {
            timer.advance(1);
        }
        consumer.sync();
        for (int j = 0; j < JOBS; j++) {
            assertEquals(stopped[j], runs.get(j), "runs of job " + j + " after stop");
        }
        assertEquals(0, late[0]);
        consumer.stop = true;
        queue.wakeConsumer();
        consumer.join();
        timer.shutdown();
    }

    private interface Body {
        void run(int index) throws Exception;
    }

    private static List<Thread> start(int n, Body body) {
        CountDownLatch go = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int index = i;
            Thread t = new Thread(() -> {
                try {
                    go.await();
                    body.run(index);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            threads.add(t);
            t.start();
        }
        go.countDown();
        return threads;
    }

    private static void runAll(int n, Body body) throws InterruptedException {
        join(start(n, body));
    }

    private static void join(List<Thread> threads) throws InterruptedException {
        for (Thread t : threads) {
            t.join();
        }
    }
}
