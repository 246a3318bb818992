package io.github.stormmc.config;

/** Keys of Storm-MC's own settings (all prefixed {@code stormmc.}); their defaults are in defaults.yaml. */
public final class StormMcConfig {

    /**
     * How an idle executor waits on its empty receive queue: one of {@link #WAIT_BLOCKING}, {@link #WAIT_SLEEPING},
     * {@link #WAIT_YIELDING}, {@link #WAIT_BUSY_SPIN}, {@link #WAIT_PROGRESSIVE}. Default "blocking".
     */
    public static final String EXECUTOR_WAIT_STRATEGY = "stormmc.executor.wait.strategy";

    /**
     * With the blocking wait: microseconds an executor whose queue has just emptied keeps polling it, on its core,
     * before it parks. A tuple that arrives meanwhile needs no wake-up. Default 0 (park after a brief spin).
     */
    public static final String EXECUTOR_WAIT_POLL_MICROS = "stormmc.executor.wait.poll.micros";

    /**
     * How a producer waits for room on a full receive queue: {@link #WAIT_BLOCKING} (default) parks until the
     * consumer drains; {@link #WAIT_PROGRESSIVE} uses Storm's {@code topology.backpressure.wait.strategy} and its
     * {@code topology.backpressure.wait.progressive.*} levels.
     */
    public static final String BACKPRESSURE_WAIT_STRATEGY = "stormmc.backpressure.wait.strategy";

    /**
     * Entries of an executor's receive queue (a tuple, or one producer's batch) when
     * {@code topology.executor.receive.buffer.size} is left at Storm's default (see {@link ReceiveQueueSize}). Default
     * 256.
     */
    public static final String EXECUTOR_RECEIVE_BUFFER_SIZE = "stormmc.executor.receive.buffer.size";

    /**
     * Tuples an executor collects per target queue before publishing them as one batch (when a partial batch goes out:
     * docs/configuration.md, "When tuples are published"). 1 publishes each tuple on its own. Default 64.
     */
    public static final String TRANSFER_BATCH_SIZE = "stormmc.transfer.batch.size";

    /**
     * Milliseconds a spout may stay idle (rounds of {@code nextTuple} emitting nothing) before it waits longer than
     * Storm's progressive spout wait strategy does. Default 1000.
     */
    public static final String SPOUT_IDLE_BACKOFF_AFTER_MILLIS = "stormmc.spout.idle.backoff.after.millis";

    /**
     * Longest wait of a spout idle beyond {@link #SPOUT_IDLE_BACKOFF_AFTER_MILLIS}, in milliseconds: the most latency
     * the back-off adds for a source Storm-MC cannot see. 0 keeps Storm's wait strategy throughout. Default 50.
     */
    public static final String SPOUT_IDLE_BACKOFF_MAX_MILLIS = "stormmc.spout.idle.backoff.max.millis";

    /**
     * Whether a bolt whose only input is a shuffle or local-or-shuffle grouping from a component with no other
     * subscriber, at equal parallelism, runs in its upstream executor's thread (see {@code plan.Chaining}), as Flink
     * chains operators: true, false, or "auto" (the default): when the topology has more executors than the JVM has
     * processors.
     */
    public static final String CHAINING = "stormmc.chaining";

    /**
     * Linux scheduling policy of executor threads: "batch" (default) runs them under SCHED_BATCH, whose woken threads
     * do not preempt a running one, so a producer is not switched out each time it wakes a consumer; "normal" keeps
     * SCHED_OTHER. See {@link ThreadPolicy}.
     */
    public static final String EXECUTOR_THREAD_POLICY = "stormmc.executor.thread.policy";

    /** Milliseconds a shutdown lets queues drain after deactivating spouts. Default 1000. */
    public static final String SHUTDOWN_DRAIN_MILLIS = "stormmc.shutdown.drain.millis";

    /**
     * What happens when user code throws from a spout or bolt callback: {@link #FAULT_RESTART} (default) reports the
     * error and restarts the task from a fresh deserialised copy; {@link #FAULT_HALT} halts the JVM as Storm's
     * "Worker died" does.
     */
    public static final String FAULT_POLICY = "stormmc.fault.policy";

    /** Delay before the second consecutive restart of a task, doubled for each further one. Default 10. */
    public static final String RESTART_BACKOFF_INITIAL_MILLIS = "stormmc.task.restart.backoff.initial.millis";

    /** The longest delay between consecutive restarts of a task. Default 1000. */
    public static final String RESTART_BACKOFF_MAX_MILLIS = "stormmc.task.restart.backoff.max.millis";

    /**
     * A task's failures count towards its restart backoff until it has run this many milliseconds without failing
     * (successful tuples in between do not reset it); then its next failure restarts it at once again. Default 10000.
     */
    public static final String RESTART_BACKOFF_WINDOW_MILLIS = "stormmc.task.restart.backoff.window.millis";

    /**
     * Milliseconds between two log lines about errors of one task after its first: errors of the same kind
     * (exception class and top frame) in between are counted, not logged one by one. Default 10000.
     */
    public static final String ERROR_LOG_INTERVAL_MILLIS = "stormmc.error.log.interval.millis";

    /** Milliseconds without errors of a task after which its next error is logged with its stack trace again. Default 300000. */
    public static final String ERROR_LOG_QUIET_MILLIS = "stormmc.error.log.quiet.millis";

    /** Consecutive failures of prepare/open after which a task is given up (and reported). Default 10. */
    public static final String RESTART_MAX_ATTEMPTS = "stormmc.task.restart.max.attempts";

    /** Address the status page binds to. Default "127.0.0.1" (this machine only). */
    public static final String STATUS_HOST = "stormmc.status.host";

    /** Port of the status page; 0 picks any free port. If the port is taken, a free one is used instead. Default 8080. */
    public static final String STATUS_PORT = "stormmc.status.port";

    /** Seconds between the status page's rate samples and its auto-refresh. Default 2. */
    public static final String STATUS_REFRESH_SECS = "stormmc.status.refresh.secs";

    /**
     * Register Storm's built-in metrics in each topology's v2 registry even without a v2 reporter or the v2 metrics
     * tick. Set when a status page starts, so that its {@code /metrics} serves them. Default false.
     */
    public static final String METRICS_V2_BUILTIN = "stormmc.metrics.v2.builtin";

    /** Restart failed tasks. */
    /**
     * What a JVM-threatening error from user code does ({@code OutOfMemoryError}, {@code InternalError},
     * {@code UnknownError}; a {@code StackOverflowError} restarts the task like an exception):
     * {@link #FAULT_HALT} (default) halts the process with exit code {@value #FATAL_EXIT_CODE} after saying why on
     * stderr; {@link #FAULT_KILL_TOPOLOGY} kills that topology, reports the error and keeps the JVM running.
     */
    public static final String FAULT_FATAL = "stormmc.fault.fatal";
    /**
     * What happens when a task gives up (its {@code prepare}/{@code open} failed {@link #RESTART_MAX_ATTEMPTS} times
     * in a row): {@link #FAULT_KILL_TOPOLOGY} (default) kills the topology with an error, since tuples routed to the
     * dead task (fields grouping sends a key's replays back to it) could never complete; {@link #FAULT_KEEP_RUNNING}
     * keeps the rest running and fails every tuple sent to the dead task at once.
     */
    public static final String FAULT_GIVE_UP = "stormmc.fault.giveup";
    public static final String FAULT_KILL_TOPOLOGY = "kill-topology";
    public static final String FAULT_KEEP_RUNNING = "keep-running";
    /** Exit code of a process halted by {@link #FAULT_FATAL} {@code halt}. */
    public static final int FATAL_EXIT_CODE = 20;
    /**
     * Seconds an executor may stay inside user code (one callback, or one drained batch of them) before the watchdog
     * reports it once, with its thread's stack, on the log and among the topology's errors; the topology keeps
     * running. Default 30; 0 turns the watchdog off.
     */
    public static final String STUCK_REPORT_SECS = "stormmc.executor.stuck.report.secs";
    public static final String FAULT_RESTART = "restart";
    /** Halt the process, as Storm does. */
    public static final String FAULT_HALT = "halt";

    /** Park until a producer signals. */
    public static final String WAIT_BLOCKING = "blocking";
    /** Poll with short sleeps. */
    public static final String WAIT_SLEEPING = "sleeping";
    /** Poll with {@code Thread.yield()}. */
    public static final String WAIT_YIELDING = "yielding";
    /** Poll continuously. */
    public static final String WAIT_BUSY_SPIN = "busy-spin";
    /** Storm's {@code topology.bolt.wait.strategy} with its {@code topology.bolt.wait.progressive.*} levels. */
    public static final String WAIT_PROGRESSIVE = "progressive";

    private StormMcConfig() {
    }
}
