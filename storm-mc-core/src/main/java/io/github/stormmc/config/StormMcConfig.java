package io.github.stormmc.config;

/** Keys of Storm-MC's own settings (all prefixed {@code stormmc.}); their defaults are in defaults.yaml. */
public final class StormMcConfig {

    /**
     * How an idle executor waits on its empty receive queue: one of {@link #WAIT_BLOCKING}, {@link #WAIT_SLEEPING},
     * {@link #WAIT_YIELDING}, {@link #WAIT_BUSY_SPIN}, {@link #WAIT_PROGRESSIVE}. Default "blocking".
     */
    public static final String EXECUTOR_WAIT_STRATEGY = "stormmc.executor.wait.strategy";

    /** Milliseconds a shutdown lets queues drain after deactivating spouts. Default 1000. */
    public static final String SHUTDOWN_DRAIN_MILLIS = "stormmc.shutdown.drain.millis";

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
