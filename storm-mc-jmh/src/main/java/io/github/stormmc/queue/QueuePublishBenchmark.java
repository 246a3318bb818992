package io.github.stormmc.queue;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * Isolates the producer-side cost of putting messages on a {@link ReceiveQueue}: {@code tryPublish} per message (the
 * unbatched transfer, {@code stormmc.transfer.batch.size: 1}) against {@code tryPublishBatch} of 8 or 64 messages,
 * which pays the claim CAS, the publish and the consumer wake-up check once per batch.
 *
 * <p>One producer (the JMH thread) and one consumer (a background thread that busy-drains, so it never parks and the
 * producer's speed is what is measured). {@code wakeOnPublish=true} adds the full fence and sleeper read each publish
 * does when consumers may park (Storm-MC's default blocking idle strategy); with a busy consumer there is never a
 * sleeper to unpark, so this is the check's fixed cost only. Neither side parks: a full ring or an empty one makes
 * the waiting thread yield, not spin, so that on a machine with fewer free cores than these two threads the other
 * one gets to run instead of a spinner burning its time slice. Score: messages published per second.
 * {@link #publishInline} repeats the comparison on one thread, for machines too busy for the two-thread score.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class QueuePublishBenchmark {

    /** Messages per invocation; a multiple of every batch size so each invocation publishes whole batches. */
    static final int MESSAGES = 4096;
    /** Storm-MC's default receive queue size. */
    static final int QUEUE_SIZE = 1024;

    /** 1: {@code tryPublish} per message; otherwise {@code tryPublishBatch} of this many. */
    @Param({"1", "8", "64"})
    public int batch;

    @Param({"false", "true"})
    public boolean wakeOnPublish;

    private ReceiveQueue queue;
    private int[] taskIds;
    private Object[] payloads;
    private Consumer consumer;
    private final InlineSink inlineSink = new InlineSink();

    @Setup(Level.Trial)
    public void start(BenchmarkParams params) {
        queue = new ReceiveQueue("bench", QUEUE_SIZE, wakeOnPublish);
        taskIds = new int[Math.max(batch, 1)];
        payloads = new Object[taskIds.length];
        Object message = new Object(); // one shared payload: the benchmark must not measure allocation
        for (int i = 0; i < payloads.length; i++) {
            taskIds[i] = 1;
            payloads[i] = message;
        }
        if (!params.getBenchmark().endsWith("Inline")) {
            consumer = new Consumer(queue);
            consumer.start();
        }
    }

    @TearDown(Level.Trial)
    public void stop() throws InterruptedException {
        if (consumer != null) {
            consumer.running = false;
            consumer.join();
        }
    }

    @Benchmark
    @OperationsPerInvocation(MESSAGES)
    public void publish() {
        if (batch == 1) {
            for (int i = 0; i < MESSAGES; i++) {
                while (!queue.tryPublish(1, payloads[0])) {
                    Thread.yield();
                }
            }
        } else {
            for (int i = 0; i < MESSAGES; i += batch) {
                while (!queue.tryPublishBatch(taskIds, payloads, batch)) {
                    Thread.yield();
                }
            }
        }
    }

    /**
     * The same publishes with no second thread: the producer drains the ring itself whenever it is full. There is no
     * cross-core traffic and no scheduling, so on a busy machine this shows the producer-side difference (the drain
     * costs the same in every variant) when the two-thread score is lost in noise.
     */
    @Benchmark
    @OperationsPerInvocation(MESSAGES)
    public void publishInline() {
        // After a drain the ring is empty and a batch never exceeds it, so each retry succeeds.
        if (batch == 1) {
            for (int i = 0; i < MESSAGES; i++) {
                if (!queue.tryPublish(1, payloads[0])) {
                    queue.drain(inlineSink);
                    queue.tryPublish(1, payloads[0]);
                }
            }
        } else {
            for (int i = 0; i < MESSAGES; i += batch) {
                if (!queue.tryPublishBatch(taskIds, payloads, batch)) {
                    queue.drain(inlineSink);
                    queue.tryPublishBatch(taskIds, payloads, batch);
                }
            }
        }
    }

    /** Consumer of {@link #publishInline}: keeps a checksum so the handler is not dead code. */
    static final class InlineSink implements MessageHandler {
        long sum;

        @Override
        public void onMessage(int taskId, Object payload) {
            sum += taskId;
        }
    }

    /** Drains without ever parking; keeps a checksum so the handler is not dead code. */
    static final class Consumer extends Thread implements MessageHandler {
        private final ReceiveQueue queue;
        volatile boolean running = true;
        long sum;

        Consumer(ReceiveQueue queue) {
            super("bench-consumer");
            setDaemon(true);
            this.queue = queue;
        }

        @Override
        public void onMessage(int taskId, Object payload) {
            sum += taskId;
        }

        @Override
        public void run() {
            while (running) {
                if (queue.drain(this) == 0) {
                    Thread.yield();
                }
            }
        }
    }
}
