package io.github.stormmc.cluster;

import io.github.stormmc.timer.SharedTimer;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.storm.generated.LogConfig;
import org.apache.storm.generated.LogLevel;
import org.apache.storm.generated.LogLevelAction;

/**
 * Storm's dynamic log levels ({@code storm set_log_level}, {@code LocalCluster.setLogConfig}) on this JVM's log4j2:
 * a logger's level changes at once and goes back to what it was when its timeout expires (on the cluster's timer)
 * or when it is removed. All topologies of a JVM share log4j2, so a level set for one applies to the whole JVM.
 */
final class LogLevels {
    /** Storm's name for the root logger; log4j2 names it "". */
    static final String ROOT = "ROOT";

    /** A level set by a request: what to restore, and the timer task that will. */
    private record Change(long seq, String target, boolean hadOwnConfig, Level previous, int timeoutSecs,
                          long resetEpochMillis, SharedTimer.Handle reset) {
    }

    private final SharedTimer timer;
    private final Map<String, Change> changes = new HashMap<>();
    /** Numbers each change, so a reset that fires late never undoes a newer change of the same logger. */
    private long seq;

    LogLevels(SharedTimer timer) {
        this.timer = timer;
    }

    /** Applies each UPDATE (level, with a reset after its timeout when positive) and each REMOVE (reset now). */
    synchronized void apply(LogConfig config) {
        if (config == null || !config.is_set_named_logger_level()) {
            return;
        }
        for (Map.Entry<String, LogLevel> e : config.get_named_logger_level().entrySet()) {
            String logger = e.getKey() == null || e.getKey().isBlank() ? ROOT : e.getKey();
            LogLevel request = e.getValue();
            if (request.get_action() == LogLevelAction.REMOVE) {
                reset(logger);
            } else if (request.get_action() == LogLevelAction.UPDATE) {
                update(logger, request);
            } else {
                // UNCHANGED: Storm's own no-op
            }
        }
    }

    private void update(String logger, LogLevel request) {
        Level level = Level.toLevel(request.get_target_log_level(), null);
        if (level == null) {
            throw new IllegalArgumentException("Unknown log level '" + request.get_target_log_level() + "' for "
                + logger + "; use one of OFF, FATAL, ERROR, WARN, INFO, DEBUG, TRACE, ALL");
        }
        LoggerContext context = context();
        Configuration conf = context.getConfiguration();
        String name = log4jName(logger);
        Change earlier = changes.remove(logger);
        boolean hadOwnConfig;
        Level previous;
        if (earlier != null) {
            // the level to restore is the one before the first change, not an intermediate one
            if (earlier.reset() != null) {
                earlier.reset().cancel();
            }
            hadOwnConfig = earlier.hadOwnConfig();
            previous = earlier.previous();
        } else {
            LoggerConfig own = conf.getLoggerConfig(name);
            hadOwnConfig = own.getName().equals(name);
            previous = hadOwnConfig ? own.getLevel() : null;
        }
        LoggerConfig own = conf.getLoggerConfig(name);
        if (own.getName().equals(name)) {
            own.setLevel(level);
        } else {
            // additive, so the logger still writes to its parents' appenders
            conf.addLogger(name, new LoggerConfig(name, level, true));
        }
        context.updateLoggers();
        int timeout = request.is_set_reset_log_level_timeout_secs() ? request.get_reset_log_level_timeout_secs() : 0;
        SharedTimer.Handle reset = null;
        long epoch = 0;
        long mySeq = ++seq;
        if (timeout > 0) {
            epoch = System.currentTimeMillis() + timeout * 1000L;
            reset = timer.schedule(() -> expire(logger, mySeq), timeout * 1000L);
        }
        changes.put(logger, new Change(mySeq, level.name(), hadOwnConfig, previous, timeout, epoch, reset));
    }

    /** The timer's reset, unless a later request replaced the change it belongs to. */
    private synchronized void expire(String logger, long changeSeq) {
        Change c = changes.get(logger);
        if (c != null && c.seq() == changeSeq) {
            reset(logger);
        }
    }

    private void reset(String logger) {
        Change c = changes.remove(logger);
        if (c == null) {
            return;
        }
        if (c.reset() != null) {
            c.reset().cancel();
        }
        LoggerContext context = context();
        Configuration conf = context.getConfiguration();
        String name = log4jName(logger);
        if (c.hadOwnConfig()) {
            conf.getLoggerConfig(name).setLevel(c.previous());
        } else {
            conf.removeLogger(name);
        }
        context.updateLoggers();
    }

    /** Storm's LogConfig of the changes in force: target, reset level, timeout and its end. */
    synchronized LogConfig current() {
        LogConfig config = new LogConfig();
        config.set_named_logger_level(new HashMap<>());
        Configuration conf = context().getConfiguration();
        changes.forEach((logger, c) -> {
            LogLevel l = new LogLevel(LogLevelAction.UPDATE);
            l.set_target_log_level(c.target());
            Level previous = c.previous() != null ? c.previous()
                : conf.getLoggerConfig(log4jName(logger)).getParent() != null
                ? conf.getLoggerConfig(log4jName(logger)).getParent().getLevel() : Level.ERROR;
            l.set_reset_log_level(previous.name());
            l.set_reset_log_level_timeout_secs(c.timeoutSecs());
            l.set_reset_log_level_timeout_epoch(c.resetEpochMillis());
            config.put_to_named_logger_level(logger, l);
        });
        return config;
    }

    /** Resets every change: the JVM's log levels outlive a closed cluster otherwise. */
    synchronized void resetAll() {
        for (String logger : new java.util.ArrayList<>(changes.keySet())) {
            reset(logger);
        }
    }

    private static String log4jName(String logger) {
        return logger.toUpperCase(Locale.ROOT).equals(ROOT) ? LogManager.ROOT_LOGGER_NAME : logger;
    }

    private static LoggerContext context() {
        if (LogManager.getContext(false) instanceof LoggerContext context) {
            return context;
        }
        throw new UnsupportedOperationException("Log levels can only be changed when log4j2 (log4j-core) is the "
            + "logging backend, as in Storm; this JVM logs through " + LogManager.getContext(false).getClass().getName());
    }
}
