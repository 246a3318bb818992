package io.github.stormmc.multilang;

import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.multilang.ISerializer;
import org.apache.storm.multilang.JsonSerializer;
import org.apache.storm.utils.DefaultShellLogHandler;
import org.apache.storm.utils.ObjectReader;
import org.apache.storm.utils.ShellLogHandler;

/** The multilang settings of a topology conf, with Storm's defaults and fallbacks. */
public final class MultilangSettings {
    static final int DEFAULT_MAX_PENDING = 100;
    static final int DEFAULT_TIMEOUT_SECS = 30;

    private MultilangSettings() {
    }

    /** {@code topology.shellbolt.max.pending}: tuples a shell bolt queues for its subprocess before execute blocks. */
    public static int maxPending(Map<String, Object> conf) {
        int maxPending = ObjectReader.getInt(conf.get(Config.TOPOLOGY_SHELLBOLT_MAX_PENDING), DEFAULT_MAX_PENDING);
        if (maxPending < 1) {
            throw new IllegalArgumentException(Config.TOPOLOGY_SHELLBOLT_MAX_PENDING + " must be at least 1, was "
                + maxPending);
        }
        return maxPending;
    }

    /**
     * How long a subprocess may stay silent before it is considered hung: {@code topology.subprocess.timeout.secs},
     * or {@code supervisor.worker.timeout.secs} when that is unset, as in Storm.
     */
    public static long timeoutMillis(Map<String, Object> conf) {
        Object secs = conf.get(Config.TOPOLOGY_SUBPROCESS_TIMEOUT_SECS);
        if (secs == null) {
            secs = conf.get(Config.SUPERVISOR_WORKER_TIMEOUT_SECS);
        }
        return ObjectReader.getInt(secs, DEFAULT_TIMEOUT_SECS) * 1000L;
    }

    /** A fresh serializer of the class named by {@code topology.multilang.serializer} (default JSON). */
    public static ISerializer serializer(Map<String, Object> conf) {
        return instantiate(conf, Config.TOPOLOGY_MULTILANG_SERIALIZER, JsonSerializer.class, ISerializer.class);
    }

    /** A fresh log handler of the class named by {@code topology.multilang.log.handler} (default slf4j). */
    public static ShellLogHandler logHandler(Map<String, Object> conf) {
        return instantiate(conf, Config.TOPOLOGY_MULTILANG_LOG_HANDLER, DefaultShellLogHandler.class,
            ShellLogHandler.class);
    }

    private static <T> T instantiate(Map<String, Object> conf, String key, Class<? extends T> fallback,
                                     Class<T> type) {
        Object name = conf.get(key);
        String className = name == null ? fallback.getName() : name.toString();
        try {
            Class<?> cls = Class.forName(className, true, classLoader());
            if (!type.isAssignableFrom(cls)) {
                throw new IllegalArgumentException(key + " names " + className + ", which does not implement "
                    + type.getName());
            }
            return type.cast(cls.getDeclaredConstructor().newInstance());
        } catch (ReflectiveOperationException e) {
            throw new IllegalArgumentException(key + " names " + className
                + ", which cannot be instantiated with a public no-argument constructor: " + e, e);
        }
    }

    private static ClassLoader classLoader() {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        return context != null ? context : MultilangSettings.class.getClassLoader();
    }
}
