package io.github.stormmc.cluster;

import io.github.stormmc.config.StormConfigLoader;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Moves one-time JVM work of the first topology start onto a background thread, so it runs on another core while
 * the submitting thread reads the configuration, builds and plans the topology.
 *
 * <p>Two pieces of work, in the order the submitting thread needs them: parsing defaults.yaml (SnakeYAML,
 * interpreted, tens of milliseconds; {@link StormConfigLoader} keeps the parsed file, so the cluster's read finds
 * it done), then log4j2's classes: the first logger anyone asks for makes log4j2 load and link several hundred
 * classes (all of its plugins, the XML parser, the pattern layout). {@link Log4jWarmup} does that on a private
 * configuration that is never installed, so the real initialisation, whichever thread triggers it and whenever, is
 * unchanged in what it does and only finds the work already done. Nothing here logs, changes logging state or runs
 * user code; a failure only means no warm-up.
 *
 * <p>Started once per JVM, as early as a topology's main touches the engine: when {@code Config} or
 * {@code TopologyBuilder} is first used, or by the first cluster. {@code -Dstormmc.startup.warmup=false} turns it
 * off.
 */
public final class StartupWarmup {
    /** System property that turns the warm-up off (it is on unless set to {@code false}). */
    public static final String ENABLED_PROPERTY = "stormmc.startup.warmup";

    private static final AtomicBoolean STARTED = new AtomicBoolean();

    private StartupWarmup() {
    }

    /** Starts the warm-up thread unless it ran already or is turned off; returns at once. */
    public static void start() {
        if ("false".equalsIgnoreCase(System.getProperty(ENABLED_PROPERTY)) || !STARTED.compareAndSet(false, true)) {
            return;
        }
        Thread thread = new Thread(StartupWarmup::run, "stormmc-warmup");
        thread.setDaemon(true);
        // finds defaults.yaml where the starting thread would (a launcher may have set its own class loader)
        thread.setContextClassLoader(Thread.currentThread().getContextClassLoader());
        thread.start();
    }

    private static void run() {
        StormConfigLoader.preloadDefaultConfig();
        if (present("org.apache.logging.log4j.core.config.AbstractConfiguration")
            && present("org.apache.logging.slf4j.SLF4JServiceProvider")) {
            try {
                Log4jWarmup.run();
            } catch (Exception | LinkageError e) {
                // another log4j2 version or a trimmed classpath: the real initialisation just does all the work
            }
        }
    }

    private static boolean present(String className) {
        try {
            Class.forName(className, false, StartupWarmup.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }
}
