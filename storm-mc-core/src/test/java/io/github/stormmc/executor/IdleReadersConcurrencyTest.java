package io.github.stormmc.executor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.RepeatedTest;

/**
 * No lost wake-up between the writers of a source and its readers idling in ten-minute parks: readers register, poll,
 * and park when they find nothing; writers add, then wake. Every item is read, so no reader is ever left parked with
 * an item waiting (that would hold the run for ten minutes, past the joins' limit).
 */
class IdleReadersConcurrencyTest {
    private static final int READERS = 4;
    private static final int WRITERS = 3;
    private static final int PER_WRITER = 5_000;
    private static final long LONG_PARK = TimeUnit.MINUTES.toNanos(10);

    @RepeatedTest(5)
    void everyItemIsReadWhileReadersParkLong() throws Exception {
        IdleReaders readers = new IdleReaders();
        ConcurrentLinkedQueue<Integer> source = new ConcurrentLinkedQueue<>();
        int total = WRITERS * PER_WRITER;
        AtomicInteger read = new AtomicInteger();
        List<Thread> threads = new ArrayList<>();
        for (int r = 0; r < READERS; r++) {
            threads.add(new Thread(() -> {
                while (read.get() < total) {
                    readers.register();
                    if (source.poll() != null) {
                        read.incrementAndGet();
                    } else if (read.get() < total) {
                        LockSupport.parkNanos(LONG_PARK);
                    }
                }
                readers.wakeAll(); // the last item read: release the readers still parked
            }, "reader-" + r));
        }
        for (int w = 0; w < WRITERS; w++) {
            threads.add(new Thread(() -> {
                for (int i = 0; i < PER_WRITER; i++) {
                    source.add(i);
                    readers.wakeAll();
                    if (i % 64 == 0) {
                        Thread.yield(); // let readers drain the source and park now and then
                    }
                }
            }, "writer-" + w));
        }
        threads.forEach(Thread::start);
        for (Thread t : threads) {
            t.join(TimeUnit.MINUTES.toMillis(2));
            assertFalse(t.isAlive(), t.getName() + " still running: a reader missed a wake-up");
        }
        assertEquals(total, read.get());
    }
}
