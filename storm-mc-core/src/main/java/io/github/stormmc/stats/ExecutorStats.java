package io.github.stormmc.stats;

/**
 * Running totals of one executor, exact rather than sampled. Written only by the executor's thread; read by the
 * cluster for {@code getTopologyInfo} and by the launcher's progress line.
 *
 * <p>Keys: {@code emitted}/{@code transferred}/spout {@code acked}/{@code failed} by stream id; bolt
 * {@code executed}/{@code acked}/{@code failed} and latencies by {@link #inputKey source component and stream}.
 */
public final class ExecutorStats {
    private final CounterMap emitted = new CounterMap();
    private final CounterMap transferred = new CounterMap();
    private final CounterMap executed = new CounterMap();
    private final CounterMap acked = new CounterMap();
    private final CounterMap failed = new CounterMap();
    private final CounterMap latencyNanos = new CounterMap();
    private final CounterMap latencySamples = new CounterMap();
    private final CounterMap processNanos = new CounterMap();
    private final CounterMap processSamples = new CounterMap();
    private final CounterMap ackerMessages = new CounterMap();
    private final CounterMap ackerOutcomes = new CounterMap();
    private final Counter skippedMaxSpoutNanos = new Counter();
    private final Counter skippedInactiveNanos = new Counter();
    private final Counter backpressureNanos = new Counter();
    private final CounterMap restarts = new CounterMap();
    private final CounterMap failures = new CounterMap();
    private final Counter emits = new Counter();
    private final java.util.concurrent.ConcurrentHashMap<String, InputCounters> inputs =
        new java.util.concurrent.ConcurrentHashMap<>();
    private final java.util.concurrent.ConcurrentHashMap<String, OutputCounters> outputs =
        new java.util.concurrent.ConcurrentHashMap<>();
    private final long startNanos = System.nanoTime();

    /** Key of a bolt input: {@code component + '\u0000' + stream}; split with {@link #splitInputKey}. */
    public static String inputKey(String component, String stream) {
        return component + '\u0000' + stream;
    }

    public static String[] splitInputKey(String key) {
        int at = key.indexOf('\u0000');
        return new String[] {key.substring(0, at), key.substring(at + 1)};
    }

    /** The counters of one input, created on first use; callers cache the result (see {@code InputCounters}). */
    public InputCounters input(String component, String stream) {
        String key = inputKey(component, stream);
        InputCounters c = inputs.get(key);
        return c != null ? c : inputs.computeIfAbsent(key, k -> new InputCounters(this, k));
    }

    /** The counters of one output stream, created on first use; callers cache the result. */
    public OutputCounters output(String stream) {
        OutputCounters c = outputs.get(stream);
        return c != null ? c : outputs.computeIfAbsent(stream, k -> new OutputCounters(this, k));
    }

    public CounterMap emitted() {
        return emitted;
    }

    /** All emits of the executor, every stream: what a spout round checks to decide whether it was idle. */
    public Counter emits() {
        return emits;
    }

    public CounterMap transferred() {
        return transferred;
    }

    public CounterMap executed() {
        return executed;
    }

    public CounterMap acked() {
        return acked;
    }

    public CounterMap failed() {
        return failed;
    }

    /** Sum of sampled latencies in nanoseconds (execute latency for bolts, complete latency for spouts). */
    public CounterMap latencyNanos() {
        return latencyNanos;
    }

    public CounterMap latencySamples() {
        return latencySamples;
    }

    /**
     * Bolts: sum of sampled process latencies (from the start of {@code execute} to the input's ack), whole
     * milliseconds in nanoseconds, by input; as Storm measures them, on sampled tuples only.
     */
    public CounterMap processNanos() {
        return processNanos;
    }

    public CounterMap processSamples() {
        return processSamples;
    }

    /**
     * The messages Storm's tasks would send to an acker task, by acking stream: a spout's {@code __ack_init} (one per
     * tree started), a bolt's {@code __ack_ack} and {@code __ack_fail} (one per tree of each anchored input acked or
     * failed). Storm-MC updates its trees in place instead of sending them.
     */
    public CounterMap ackerMessages() {
        return ackerMessages;
    }

    /**
     * Spouts: trees whose outcome reached the spout from the bolts, by the stream an acker would have announced it
     * on: {@code __ack_ack} (completed) or {@code __ack_fail} (failed by a bolt). Timeouts are not among them: a
     * spout detects those itself, in Storm too.
     */
    public CounterMap ackerOutcomes() {
        return ackerOutcomes;
    }

    /** Spouts: time spent waiting because every task had {@code topology.max.spout.pending} trees in flight. */
    public Counter skippedMaxSpoutNanos() {
        return skippedMaxSpoutNanos;
    }

    /** Spouts: time spent parked while the topology was deactivated. */
    public Counter skippedInactiveNanos() {
        return skippedInactiveNanos;
    }

    /** Time the executor's thread spent waiting for room in a full receive queue downstream (backpressure). */
    public Counter backpressureNanos() {
        return backpressureNanos;
    }

    /** Restarts after a crash, by task id. */
    public CounterMap restarts() {
        return restarts;
    }

    /** User callbacks of a task that threw (a crash, or a failed prepare/open), by task id. */
    public CounterMap failures() {
        return failures;
    }

    public long uptimeSecs() {
        return (System.nanoTime() - startNanos) / 1_000_000_000L;
    }
}
