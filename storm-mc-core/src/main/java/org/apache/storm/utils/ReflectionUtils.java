package org.apache.storm.utils;

import java.lang.reflect.Constructor;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;

/** Instantiates classes named in configuration; the instance used can be swapped in tests. */
public class ReflectionUtils {
    private static ReflectionUtils instance = new ReflectionUtils();

    public ReflectionUtils() {
    }

    /** Replaces the instance {@link #newInstance(Class)} delegates to; returns the previous one. */
    public static ReflectionUtils setInstance(ReflectionUtils u) {
        ReflectionUtils previous = instance;
        instance = u;
        return previous;
    }

    public static <T> T newInstance(String klass) {
        return newInstance(ReflectionUtils.<T>load(klass));
    }

    public static <T> T newInstance(Class<T> klass) {
        return instance.newInstanceImpl(klass);
    }

    public static <T> T newInstance(String klass, Map<String, Object> conf) {
        return newInstance(ReflectionUtils.<T>load(klass), conf);
    }

    /** Uses a constructor taking the configuration map when the class has one, else the no-argument one. */
    public static <T> T newInstance(Class<T> klass, Map<String, Object> conf) {
        Constructor<T> withConf;
        try {
            withConf = klass.getConstructor(Map.class);
        } catch (NoSuchMethodException e) {
            return newInstance(klass);
        }
        try {
            return withConf.newInstance(conf);
        } catch (ReflectiveOperationException e) {
            throw new RuntimeException("cannot instantiate " + klass.getName() + " with the configuration", e);
        }
    }

    /** Instantiates a scheduling strategy, refusing one that {@code nimbus.scheduler.strategy.class.whitelist} omits. */
    public static <T> T newSchedulerStrategyInstance(String klass, Map<String, Object> conf) {
        Object allowed = conf == null ? null : conf.get(Config.NIMBUS_SCHEDULER_STRATEGY_CLASS_WHITELIST);
        if (allowed instanceof List<?> list && !list.contains(klass)) {
            throw new DisallowedStrategyException(klass, list.stream().map(String::valueOf).toList());
        }
        return newInstance(klass);
    }

    public <T> T newInstanceImpl(Class<T> klass) {
        try {
            return klass.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new RuntimeException("cannot instantiate " + klass.getName()
                + " (it needs an accessible no-argument constructor)", e);
        }
    }

    @SuppressWarnings("unchecked")
    private static <T> Class<T> load(String klass) {
        try {
            return (Class<T>) Class.forName(klass);
        } catch (ClassNotFoundException e) {
            throw new RuntimeException("class " + klass + " not found", e);
        }
    }
}
