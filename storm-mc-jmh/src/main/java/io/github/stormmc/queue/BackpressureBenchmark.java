package io.github.stormmc.queue;

import io.github.stormmc.config.StormConfigLoader;
import io.github.stormmc.jmh.CpuClock;
import java.util.concurrent.TimeUnit;
import org.apache.storm.policy.IWaitStrategy;
import org.openjdk.jmh.annotations.AuxCounters;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * Isolates how a producer waits on a full receive queue. The consumer does a fixed amount of CPU work per message, so
 * it is the bottleneck and the producer spends most of its time waiting for room. {@code blocking} parks in
 * {@link ReceiveQueue#awaitCapacity} until a drain wakes it (Storm-MC's default,
 * {@code stormmc.backpressure.wait.strategy: blocking}); {@code progressive} is Storm's
 * {@code WaitStrategyProgressive} with the levels of Storm's defaults.yaml, retried as the engine's transfer does.
 * The producer publishes in batches of 64, the engine's default, and the consumer idles as an executor does by
 * default (spin, then park until a producer publishes).
 *
 * <p>Throughput alone cannot show the difference: the consumer bounds it either way. What blocking saves is CPU, which
 * on a machine with fewer cores than busy threads belongs to some other thread. So the secondary results report CPU
 * nanoseconds per message for the producer thread, the consumer thread and the whole process (JIT and GC included).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class BackpressureBenchmark {

    static final int MESSAGES = 4096;
    static final int BATCH = 64;
    static final int QUEUE_SIZE = 1024;
    /** As the engine's transfer: wake-ups are signalled, the timeout only guards against a missed stop. */
    static final long PARK_GUARD_NANOS = 10_000_000L;

    @Param({"blocking", "progressive"})
    public String strategy;

    /** Blackhole.consumeCPU tokens the consumer spends per message. */
    @Param({"100"})
    public int work;

    private ReceiveQueue queue;
    private IWaitStrategy progressive;
    private Consumer consumer;
    private final int[] taskIds = new int[BATCH];
    private final Object[] payloads = new Object[BATCH];

    /** CPU spent per message in the current iteration, updated after every invocation so it is current when read. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class Cpu {
        public double producerNsPerMsg;
        public double consumerNsPerMsg;
        public double processNsPerMsg;
        long messages;
        long producerStart;
        long consumerStart;
        long processStart;

        @Setup(Level.Iteration)
        public void reset() {
            messages = 0;
            producerNsPerMsg = 0;
            consumerNsPerMsg = 0;
            processNsPerMsg = 0;
            producerStart = -1; // the producer's clock is read on the producer thread, in the first invocation
        }
    }

    @Setup(Level.Trial)
    public void start() {
        queue = new ReceiveQueue("bench", QUEUE_SIZE, true); // the consumer parks when idle, so it must be woken
        if ("progressive".equals(strategy)) {
            progressive = IWaitStrategy.createBackPressureWaitStrategy(StormConfigLoader.readDefaultConfig());
        } else if (!"blocking".equals(strategy)) {
            throw new IllegalArgumentException("strategy must be blocking or progressive: " + strategy);
        }
        Object message = new Object();
        for (int i = 0; i < BATCH; i++) {
            taskIds[i] = 1;
            payloads[i] = message;
        }
        consumer = new Consumer(queue, work);
        consumer.start();
    }

    @TearDown(Level.Trial)
    public void stop() throws InterruptedException {
        consumer.running = false;
        queue.wakeConsumer();
        consumer.join();
    }

    @Benchmark
    @OperationsPerInvocation(MESSAGES)
    public void publish(Cpu cpu) throws InterruptedException {
        if (cpu.producerStart < 0) {
            cpu.producerStart = CpuClock.threadNanos(Thread.currentThread());
            cpu.consumerStart = CpuClock.threadNanos(consumer);
            cpu.processStart = CpuClock.processNanos();
        }
        for (int sent = 0; sent < MESSAGES; sent += BATCH) {
            int idle = 0;
            while (!queue.tryPublishBatch(taskIds, payloads, BATCH)) {
                if (progressive == null) {
                    queue.awaitCapacity(BATCH, PARK_GUARD_NANOS);
                } else {
                    idle = progressive.idle(idle);
                }
            }
        }
        cpu.messages += MESSAGES;
        double n = cpu.messages;
        cpu.producerNsPerMsg = (CpuClock.threadNanos(Thread.currentThread()) - cpu.producerStart) / n;
        cpu.consumerNsPerMsg = (CpuClock.threadNanos(consumer) - cpu.consumerStart) / n;
        cpu.processNsPerMsg = (CpuClock.processNanos() - cpu.processStart) / n;
    }

    /** An executor-like consumer: drains, works on each message, and idles with the engine's default strategy. */
    static final class Consumer extends Thread implements MessageHandler {
        private final ReceiveQueue queue;
        private final int work;
        private final BlockingIdleStrategy idle;
        volatile boolean running = true;

        Consumer(ReceiveQueue queue, int work) {
            super("bench-consumer");
            setDaemon(true);
            this.queue = queue;
            this.work = work;
            this.idle = new BlockingIdleStrategy(queue);
        }

        @Override
        public void onMessage(int taskId, Object payload) {
            Blackhole.consumeCPU(work);
        }

        @Override
        public void run() {
            int idleCount = 0;
            while (running) {
                if (queue.drain(this) > 0) {
                    idleCount = 0;
                } else {
                    idleCount = idle.idle(idleCount);
                }
            }
        }
    }
}
