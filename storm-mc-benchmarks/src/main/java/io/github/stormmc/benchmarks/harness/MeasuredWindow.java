package io.github.stormmc.benchmarks.harness;

import io.github.stormmc.benchmarks.common.LatencyMeters;
import io.github.stormmc.benchmarks.common.Meters;
import io.github.stormmc.benchmarks.common.MeteredSpout;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.HdrHistogram.Histogram;

/**
 * The measured part of a timed run, the same for every engine: wait until the topology runs (its first tuple at the
 * sink, or for idle runs every task started), warm up until the run is steady ({@link SteadyState}: at least the
 * warm-up, at most the warm-up plus the settle time), then measure exact per-component counts from {@link Meters},
 * CPU, RSS, threads and (at a fixed offered rate) latency over the window. Engine-neutral: the caller has deployed
 * the topology however its engine does.
 */
public final class MeasuredWindow {

    /** How long the engine may take from submit to the first tuple at the end of the topology. */
    private static final long FIRST_TUPLE_TIMEOUT_NANOS = 120_000_000_000L;

    private final BenchmarkOptions options;
    private final String spout;
    private final String sink;
    private final List<String> components;

    /**
     * @param spout the component whose emits are the offered load
     * @param sink the component at the end of the measured path: its count is the throughput
     * @param components every component, each counted over the window
     */
    public MeasuredWindow(BenchmarkOptions options, String spout, String sink, List<String> components) {
        this.options = options;
        this.spout = spout;
        this.sink = sink;
        this.components = components;
    }

    /**
     * Waits, warms up and measures, adding the figures to {@code result}.
     *
     * @param allTasksStarted for idle runs: true once every task has been opened or prepared
     * @param baselineThreads live threads before the engine started anything
     * @param mainStartNanos {@link System#nanoTime()} at the start of main
     */
    public void measure(Map<String, Object> result, BooleanSupplier allTasksStarted, int baselineThreads,
            long mainStartNanos) throws InterruptedException {
        if (options.idle) {
            await(allTasksStarted, "not every task started");
            result.put("tasks_started_ms", (System.nanoTime() - mainStartNanos) / 1e6);
        } else {
            // Warm-up starts when the first tuple reaches the end of the topology, not at submit: Apache Storm
            // starts its worker asynchronously, seconds after submitTopology returns.
            await(() -> Meters.firstNanos(List.of(sink)) != 0, "no tuple reached '" + sink + "'");
        }
        SteadyState.Outcome steady = null;
        if (options.idle) {
            // nothing flows, so nothing to settle: the warm-up only
            warmUp(options.warmupSecs, Thread::sleep, MeasuredWindow::dropLatencies);
        } else {
            steady = SteadyState.await(options.warmupSecs, options.warmupSecs + options.settleSecs,
                    SteadyState.probe(() -> Meters.totals().getOrDefault(sink, 0L)), Thread::sleep,
                    MeasuredWindow::dropLatencies);
        }
        dropLatencies();
        ProcessSampler sampler = new ProcessSampler();
        Window start = Window.now();
        if (steady != null) {
            // from the first tuple at the sink, as the warm-up counts: the wait is a result, not only a delay
            result.put("steady_s", round((start.nanos() - Meters.firstNanos(List.of(sink))) / 1e9, 2));
            result.put("steady_capped", steady.capped());
        }
        ThreadCpu threadsStart = ThreadCpu.now(components);
        long end = start.nanos() + options.measureSecs * 1_000_000_000L;
        Window previous = start;
        for (long next = start.nanos() + 1_000_000_000L; ; next += 1_000_000_000L) {
            long wait = Math.min(next, end) - System.nanoTime();
            if (wait > 0) {
                Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
            }
            if (next >= end) {
                break;
            }
            sampler.sample();
            if (TRACE) {
                previous = trace(previous);
            }
        }
        Window stop = Window.now();
        ThreadCpu threadsStop = ThreadCpu.now(components);
        sampler.sample();
        Histogram latency = LatencyMeters.takeInterval();
        Histogram firstHop = LatencyMeters.takeFirstHopInterval();
        double secs = stop.seconds(start);
        result.put("warmup_s", options.warmupSecs);
        result.put("measured_s", round(secs, 3));
        result.put("sink", sink);
        result.put("throughput", round(stop.delta(start, sink) / secs, 1));
        result.put("spout_rate", round(stop.delta(start, spout) / secs, 1));
        for (String c : components) {
            result.put("count." + c, stop.delta(start, c));
        }
        result.put("acked", stop.delta(start, spout + MeteredSpout.ACKED_SUFFIX));
        result.put("failed", stop.delta(start, spout + MeteredSpout.FAILED_SUFFIX));
        result.put("cpu_pct", round(stop.cpuPercent(start), 1));
        result.put("cpu_ns_per_tuple", round(stop.cpuNanosPerTuple(start, sink), 1));
        Map<String, Long> handled = new java.util.TreeMap<>();
        components.forEach(c -> handled.put(c, stop.delta(start, c)));
        threadsStop.nanosPerTupleSince(threadsStart, handled)
                .forEach((c, nanos) -> result.put("thread_cpu_ns." + c, round(nanos, 1)));
        result.put("sys_cpu_pct", round(stop.systemCpuPercent(start), 1));
        result.put("ctx_switches_per_ktuple", round(stop.contextSwitchesPerThousand(start, sink), 2));
        result.put("rss_mb_avg", round(sampler.rssMbAverage(), 1));
        result.put("rss_mb_max", round(sampler.rssMbMax(), 1));
        result.put("threads_avg", round(sampler.threadsAverage(), 1));
        result.put("threads_max", sampler.threadsMax());
        result.put("engine_threads", sampler.threadsMax() - baselineThreads);
        result.put("alloc_bytes_per_tuple", round(stop.allocatedPerTuple(start, sink), 1));
        result.put("live_heap_mb", round(ProcessSampler.liveHeapMbAfterGc(), 1));
        if (options.rate > 0) {
            result.put("lat_count", latency.getTotalCount());
            result.put("lat_p50_us", round(latency.getValueAtPercentile(50) / 1e3, 1));
            result.put("lat_p99_us", round(latency.getValueAtPercentile(99) / 1e3, 1));
            result.put("lat_p999_us", round(latency.getValueAtPercentile(99.9) / 1e3, 1));
            result.put("lat_max_us", round(latency.getMaxValue() / 1e3, 1));
            if (firstHop.getTotalCount() > 0) {
                result.put("lat_hop1_p50_us", round(firstHop.getValueAtPercentile(50) / 1e3, 1));
                result.put("lat_hop1_p99_us", round(firstHop.getValueAtPercentile(99) / 1e3, 1));
            }
        }
    }

    /**
     * Sleeps through the warm-up a second at a time, running {@code eachSecond} after each (as
     * {@link SteadyState#await} does for runs that are not idle): the harness passes
     * {@link #dropLatencies}, which drops what the latency recorders hold. Taking an
     * interval flips a recorder's phase, and the recording thread then takes a branch on its way out of the record
     * (in HdrHistogram's {@code WriterReaderPhaser.writerCriticalSectionExit}) that it never took before. Seen first at
     * the window's start, that branch was an uncommon trap in the compiled sink: the JIT threw away the engine's whole
     * receive loop, into which the sink is inlined, and the C2 compiler thread recompiled it inside the measured
     * window, holding a core for 3-4 ms slices while the stages waited behind it (-XX:+LogCompilation: reason
     * {@code unstable_if}, at the first flip). Flipping every second of the warm-up gets the branch profiled before
     * the hot path is compiled, for every engine alike.
     */
    static void warmUp(int secs, Sleep sleep, Runnable eachSecond) throws InterruptedException {
        for (int s = 0; s < secs; s++) {
            sleep.millis(1000);
            eachSecond.run();
        }
    }

    static void dropLatencies() {
        LatencyMeters.takeInterval();
        LatencyMeters.takeFirstHopInterval();
    }

    /** {@link Thread#sleep(long)}, replaceable in tests. */
    @FunctionalInterface
    interface Sleep {
        void millis(long millis) throws InterruptedException;
    }

    /** -Dstormmc.bench.trace=true: one line per second of the window on stderr, to see a run change pace. */
    private static final boolean TRACE = Boolean.getBoolean("stormmc.bench.trace");

    private Window trace(Window previous) {
        Window now = Window.now();
        System.err.printf("trace: %.1f s %s/s at %s, cpu %.0f%% (sys %.0f%%), %.2f context switches per 1k%n",
                now.seconds(previous), Math.round(now.delta(previous, sink) / now.seconds(previous)), sink,
                now.cpuPercent(previous), now.systemCpuPercent(previous),
                now.contextSwitchesPerThousand(previous, sink));
        return now;
    }

    /** Live threads of this JVM now. */
    public static int liveThreads() {
        return ProcessSampler.liveThreads();
    }

    /** Milliseconds from main to the first tuple any of the components handled, or null if none has. */
    public static Double startupMillis(List<String> components, long mainStartNanos) {
        long first = Meters.firstNanos(components);
        return first == 0 ? null : (first - mainStartNanos) / 1e6;
    }

    private static void await(BooleanSupplier condition, String failure) throws InterruptedException {
        long deadline = System.nanoTime() + FIRST_TUPLE_TIMEOUT_NANOS;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                throw new IllegalStateException(failure + " within " + FIRST_TUPLE_TIMEOUT_NANOS / 1_000_000_000L
                        + " s of submitting; counts: " + Meters.totals());
            }
            Thread.sleep(5);
        }
    }

    static double round(double v, int digits) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return v;
        }
        double scale = Math.pow(10, digits);
        return Math.round(v * scale) / scale;
    }
}
