package io.github.stormmc.config;

/**
 * Loads a class a configuration value names. The thread's context class loader comes first because an
 * application's classes may live in a loader below storm-mc-core's (e.g. {@code bin/storm-mc jar --jars}).
 */
public final class ApplicationClasses {

    private ApplicationClasses() {
    }

    public static Class<?> forName(String name) throws ClassNotFoundException {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        if (context != null) {
            try {
                return Class.forName(name, false, context);
            } catch (ClassNotFoundException e) {
                // fall through to storm-mc-core's own loader
            }
        }
        return Class.forName(name, false, ApplicationClasses.class.getClassLoader());
    }

    /**
     * Like {@link #forName}, also for a nested class named by its canonical name: Storm's {@code Config.register*}
     * helpers record {@code a.Outer.Inner}, which only loads as {@code a.Outer$Inner}.
     */
    public static Class<?> forCanonicalName(String name) throws ClassNotFoundException {
        String candidate = name;
        while (true) {
            try {
                return forName(candidate);
            } catch (ClassNotFoundException e) {
                int dot = candidate.lastIndexOf('.');
                if (dot < 0) {
                    throw new ClassNotFoundException(name, e);
                }
                candidate = candidate.substring(0, dot) + '$' + candidate.substring(dot + 1);
            }
        }
    }
}
