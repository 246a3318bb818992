package io.github.stormmc.launcher;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/** Finds and calls a topology's {@code public static void main(String[])}, as {@code storm jar} does. */
public final class MainInvoker {

    private MainInvoker() {
    }

    public static Method findMain(String className, ClassLoader loader) throws LaunchException {
        Class<?> type;
        try {
            // Do not initialise yet: static initialisers belong to the user's run, after the cluster is up.
            type = Class.forName(className, false, loader);
        } catch (ClassNotFoundException e) {
            throw new LaunchException("main class " + className + " not found on the classpath"
                    + " (is it in the topology jar, spelled with its package?)");
        } catch (LinkageError e) {
            throw new LaunchException("main class " + className + " could not be loaded: " + e, e);
        }
        Method main;
        try {
            main = type.getMethod("main", String[].class);
        } catch (NoSuchMethodException e) {
            throw new LaunchException(noMain(className));
        }
        if (!Modifier.isStatic(main.getModifiers()) || main.getReturnType() != void.class) {
            throw new LaunchException(noMain(className));
        }
        return main;
    }

    /** Runs main on the calling thread and rethrows whatever it threw, unwrapped from reflection. */
    public static void invoke(Method main, String[] args) throws Throwable {
        try {
            main.invoke(null, (Object) args);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof ExceptionInInitializerError && cause.getCause() != null) {
                cause = cause.getCause();
            }
            throw cause;
        } catch (ExceptionInInitializerError e) {
            throw e.getCause() != null ? e.getCause() : e;
        }
    }

    private static String noMain(String className) {
        return "class " + className + " has no public static void main(String[]) method";
    }
}
