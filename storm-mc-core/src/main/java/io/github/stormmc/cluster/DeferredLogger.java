package io.github.stormmc.cluster;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.helpers.SubstituteLogger;

/**
 * A logger that asks the logging backend for the real one at its first use, for Storm's public {@code LOG}
 * constants ({@code Utils.LOG}, {@code BasicBoltExecutor.LOG}). Storm initialises them when the class loads, and
 * both classes load while main builds the topology: that would start log4j2 (150 ms on two cores) on the path to
 * the first tuple even when nothing is logged. SLF4J's {@link SubstituteLogger} forwards every call to
 * {@link #delegate()}; this one resolves it once. A pattern that prints the caller's location shows the
 * forwarding frame for these two loggers.
 */
public final class DeferredLogger extends SubstituteLogger {
    private volatile Logger resolved;

    private DeferredLogger(String name) {
        super(name, null, true);
    }

    /** A logger named after the class, resolved when first used. */
    public static Logger of(Class<?> type) {
        return new DeferredLogger(type.getName());
    }

    @Override
    public Logger delegate() {
        Logger logger = resolved;
        if (logger == null) {
            // benign race: two first callers get the same logger from the backend's registry
            logger = LoggerFactory.getLogger(getName());
            resolved = logger;
        }
        return logger;
    }
}
