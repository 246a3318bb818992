package io.github.stormmc.executor;

import io.github.stormmc.config.StormMcConfig;
import io.github.stormmc.queue.BlockingIdleStrategy;
import io.github.stormmc.queue.BusySpinIdleStrategy;
import io.github.stormmc.queue.IdleStrategy;
import io.github.stormmc.queue.ReceiveQueue;
import io.github.stormmc.queue.SleepingIdleStrategy;
import io.github.stormmc.queue.YieldingIdleStrategy;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.policy.IWaitStrategy;

/** Builds the wait strategies an executor uses, from the effective configuration. */
public final class WaitStrategies {
    private WaitStrategies() {
    }

    /** True if consumers of this configuration may park and need producers to wake them. */
    public static boolean needsWakeUp(Map<String, Object> conf) {
        return "blocking".equals(receiveStrategyName(conf));
    }

    static IdleStrategy receive(Map<String, Object> conf, ReceiveQueue queue) {
        String name = receiveStrategyName(conf);
        switch (name) {
            case "blocking":
                return new BlockingIdleStrategy(queue, pollNanos(conf));
            case "sleeping":
                return new SleepingIdleStrategy(100_000L);
            case "yielding":
                return new YieldingIdleStrategy();
            case "busy-spin":
                return new BusySpinIdleStrategy();
            case "progressive":
                IWaitStrategy storm = stormStrategy(conf, Config.TOPOLOGY_BOLT_WAIT_STRATEGY,
                    IWaitStrategy.WaitSituation.BOLT_WAIT);
                return storm::idle;
            default:
                throw new IllegalArgumentException("Unknown " + StormMcConfig.EXECUTOR_WAIT_STRATEGY + " '" + name
                    + "': expected one of blocking, sleeping, yielding, busy-spin, progressive");
        }
    }

    /** Storm's spout wait strategy; the default one with Storm-MC's back-off after long idleness (see there). */
    static IWaitStrategy spout(Map<String, Object> conf) {
        return SpoutIdleBackoff.wrap(
            stormStrategy(conf, Config.TOPOLOGY_SPOUT_WAIT_STRATEGY, IWaitStrategy.WaitSituation.SPOUT_WAIT), conf);
    }

    /**
     * How a producer waits on a full queue: null means park until the consumer makes room (Storm-MC's default,
     * {@code stormmc.backpressure.wait.strategy: blocking}); "progressive" uses Storm's
     * {@code topology.backpressure.wait.strategy} with its levels.
     */
    static IWaitStrategy backpressure(Map<String, Object> conf) {
        Object value = conf.get(StormMcConfig.BACKPRESSURE_WAIT_STRATEGY);
        String name = value == null ? StormMcConfig.WAIT_BLOCKING : value.toString().trim().toLowerCase(java.util.Locale.ROOT);
        switch (name) {
            case StormMcConfig.WAIT_BLOCKING:
                return null;
            case StormMcConfig.WAIT_PROGRESSIVE:
                return IWaitStrategy.createBackPressureWaitStrategy(conf);
            default:
                throw new IllegalArgumentException("Unknown " + StormMcConfig.BACKPRESSURE_WAIT_STRATEGY + " '" + value
                    + "': expected blocking or progressive");
        }
    }

    /** {@code stormmc.executor.wait.poll.micros} in nanoseconds; a bad value names the key. */
    static long pollNanos(Map<String, Object> conf) {
        Object value = conf.get(StormMcConfig.EXECUTOR_WAIT_POLL_MICROS);
        if (value == null) {
            return 0L;
        }
        long micros;
        try {
            micros = org.apache.storm.utils.ObjectReader.getInt(value);
        } catch (IllegalArgumentException e) {
            micros = -1;
        }
        if (micros < 0) {
            throw new IllegalArgumentException(StormMcConfig.EXECUTOR_WAIT_POLL_MICROS
                + " must be a whole number of microseconds, 0 or more; got '" + value + "'");
        }
        return micros * 1_000L;
    }

    private static String receiveStrategyName(Map<String, Object> conf) {
        Object value = conf.get(StormMcConfig.EXECUTOR_WAIT_STRATEGY);
        return value == null ? "blocking" : value.toString().trim().toLowerCase(java.util.Locale.ROOT);
    }

    private static IWaitStrategy stormStrategy(Map<String, Object> conf, String key, IWaitStrategy.WaitSituation situation) {
        Object className = conf.get(key);
        if (className == null) {
            throw new IllegalArgumentException("Config " + key + " is not set; it must name an IWaitStrategy class");
        }
        IWaitStrategy strategy;
        try {
            Class<?> type = Class.forName(className.toString(), true, contextLoader());
            strategy = (IWaitStrategy) type.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new IllegalArgumentException("Config " + key + " names '" + className
                + "', which is not an instantiable org.apache.storm.policy.IWaitStrategy: " + e, e);
        }
        strategy.prepare(conf, situation);
        return strategy;
    }

    private static ClassLoader contextLoader() {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        return loader != null ? loader : WaitStrategies.class.getClassLoader();
    }
}
