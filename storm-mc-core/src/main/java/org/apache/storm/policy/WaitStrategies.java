package org.apache.storm.policy;

import java.lang.reflect.InvocationTargetException;

/** Loads wait strategy classes named in the configuration. */
final class WaitStrategies {

    private WaitStrategies() {
    }

    static IWaitStrategy instantiate(String className) {
        try {
            Class<?> clazz = Class.forName(className, true, loader());
            return (IWaitStrategy) clazz.getDeclaredConstructor().newInstance();
        } catch (ClassNotFoundException | NoSuchMethodException | InstantiationException | IllegalAccessException
                 | InvocationTargetException | ClassCastException e) {
            throw new RuntimeException("Cannot create wait strategy " + className, e);
        }
    }

    /** Topology jars may sit on the context loader rather than this library's loader. */
    private static ClassLoader loader() {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        return context != null ? context : WaitStrategies.class.getClassLoader();
    }
}
