package io.github.stormmc.logging;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.Marker;
import org.slf4j.event.Level;
import org.slf4j.spi.LocationAwareLogger;
import org.slf4j.spi.LoggingEventBuilder;

/**
 * An SLF4J logger that asks {@link LoggerFactory} for the real logger only when it is first used. For loggers that
 * Storm's API exposes as {@code public static final} fields (e.g. {@code Utils.LOG}): creating the real one while
 * the class initialises would start the logging backend (log4j2: a few hundred milliseconds) as soon as a topology is
 * built, long before anything is logged.
 *
 * <p>Every call reaches the same logger {@code LoggerFactory.getLogger(type)} returns, with the same level checks,
 * message formatting and trailing-exception handling. Calls go through the real logger's
 * {@link LocationAwareLogger} interface (log4j2's and Logback's loggers have it) naming this class as the wrapper,
 * so caller location in patterns ({@code %C}, {@code %M}, {@code %L}) still shows the code that logged.
 */
public final class DeferredLogger implements LocationAwareLogger {
    private static final String FQCN = DeferredLogger.class.getName();

    private final Class<?> type;
    private volatile Logger delegate;

    private DeferredLogger(Class<?> type) {
        this.type = type;
    }

    /** A logger for {@code type} that is resolved on first use. */
    public static Logger forClass(Class<?> type) {
        return new DeferredLogger(type);
    }

    private Logger delegate() {
        Logger d = delegate;
        if (d == null) {
            d = LoggerFactory.getLogger(type);
            delegate = d;
        }
        return d;
    }

    @Override
    public String getName() {
        return type.getName();
    }

    @Override
    public LoggingEventBuilder makeLoggingEventBuilder(Level level) {
        return delegate().makeLoggingEventBuilder(level);
    }

    @Override
    public boolean isEnabledForLevel(Level level) {
        return delegate().isEnabledForLevel(level);
    }

    @Override
    public void log(Marker marker, String fqcn, int level, String message, Object[] argArray, Throwable t) {
        Logger d = delegate();
        if (d instanceof LocationAwareLogger locationAware) {
            locationAware.log(marker, fqcn, level, message, argArray, t);
        } else {
            plain(d, marker, level, message, argArray, t);
        }
    }

    private void log(Marker marker, int level, String message, Object[] arguments, Throwable t) {
        log(marker, FQCN, level, message, arguments, t);
    }

    /** For a real logger without location support: the matching plain call. */
    private static void plain(Logger d, Marker marker, int level, String message, Object[] arguments, Throwable t) {
        if (arguments == null && t == null) {
            plain(d, marker, level, message);
        } else if (arguments == null) {
            plain(d, marker, level, message, new Object[] {t});
        } else {
            plain(d, marker, level, message, t == null ? arguments : append(arguments, t));
        }
    }

    private static void plain(Logger d, Marker marker, int level, String message) {
        boolean m = marker != null;
        switch (level) {
            case TRACE_INT -> {
                if (m) {
                    d.trace(marker, message);
                } else {
                    d.trace(message);
                }
            }
            case DEBUG_INT -> {
                if (m) {
                    d.debug(marker, message);
                } else {
                    d.debug(message);
                }
            }
            case INFO_INT -> {
                if (m) {
                    d.info(marker, message);
                } else {
                    d.info(message);
                }
            }
            case WARN_INT -> {
                if (m) {
                    d.warn(marker, message);
                } else {
                    d.warn(message);
                }
            }
            default -> {
                if (m) {
                    d.error(marker, message);
                } else {
                    d.error(message);
                }
            }
        }
    }

    /** A trailing Throwable among {@code args} is logged as the exception, as SLF4J specifies. */
    private static void plain(Logger d, Marker marker, int level, String message, Object[] args) {
        boolean m = marker != null;
        switch (level) {
            case TRACE_INT -> {
                if (m) {
                    d.trace(marker, message, args);
                } else {
                    d.trace(message, args);
                }
            }
            case DEBUG_INT -> {
                if (m) {
                    d.debug(marker, message, args);
                } else {
                    d.debug(message, args);
                }
            }
            case INFO_INT -> {
                if (m) {
                    d.info(marker, message, args);
                } else {
                    d.info(message, args);
                }
            }
            case WARN_INT -> {
                if (m) {
                    d.warn(marker, message, args);
                } else {
                    d.warn(message, args);
                }
            }
            default -> {
                if (m) {
                    d.error(marker, message, args);
                } else {
                    d.error(message, args);
                }
            }
        }
    }

    private static Object[] append(Object[] arguments, Throwable t) {
        Object[] args = java.util.Arrays.copyOf(arguments, arguments.length + 1);
        args[arguments.length] = t;
        return args;
    }

    @Override
    public boolean isTraceEnabled() {
        return delegate().isTraceEnabled();
    }

    @Override
    public boolean isTraceEnabled(Marker marker) {
        return delegate().isTraceEnabled(marker);
    }

    @Override
    public void trace(String msg) {
        log(null, TRACE_INT, msg, null, null);
    }

    @Override
    public void trace(String format, Object arg) {
        log(null, TRACE_INT, format, new Object[] {arg}, null);
    }

    @Override
    public void trace(String format, Object arg1, Object arg2) {
        log(null, TRACE_INT, format, new Object[] {arg1, arg2}, null);
    }

    @Override
    public void trace(String format, Object... arguments) {
        log(null, TRACE_INT, format, arguments, null);
    }

    @Override
    public void trace(String msg, Throwable t) {
        log(null, TRACE_INT, msg, null, t);
    }

    @Override
    public void trace(Marker marker, String msg) {
        log(marker, TRACE_INT, msg, null, null);
    }

    @Override
    public void trace(Marker marker, String format, Object arg) {
        log(marker, TRACE_INT, format, new Object[] {arg}, null);
    }

    @Override
    public void trace(Marker marker, String format, Object arg1, Object arg2) {
        log(marker, TRACE_INT, format, new Object[] {arg1, arg2}, null);
    }

    @Override
    public void trace(Marker marker, String format, Object... arguments) {
        log(marker, TRACE_INT, format, arguments, null);
    }

    @Override
    public void trace(Marker marker, String msg, Throwable t) {
        log(marker, TRACE_INT, msg, null, t);
    }

    @Override
    public boolean isDebugEnabled() {
        return delegate().isDebugEnabled();
    }

    @Override
    public boolean isDebugEnabled(Marker marker) {
        return delegate().isDebugEnabled(marker);
    }

    @Override
    public void debug(String msg) {
        log(null, DEBUG_INT, msg, null, null);
    }

    @Override
    public void debug(String format, Object arg) {
        log(null, DEBUG_INT, format, new Object[] {arg}, null);
    }

    @Override
    public void debug(String format, Object arg1, Object arg2) {
        log(null, DEBUG_INT, format, new Object[] {arg1, arg2}, null);
    }

    @Override
    public void debug(String format, Object... arguments) {
        log(null, DEBUG_INT, format, arguments, null);
    }

    @Override
    public void debug(String msg, Throwable t) {
        log(null, DEBUG_INT, msg, null, t);
    }

    @Override
    public void debug(Marker marker, String msg) {
        log(marker, DEBUG_INT, msg, null, null);
    }

    @Override
    public void debug(Marker marker, String format, Object arg) {
        log(marker, DEBUG_INT, format, new Object[] {arg}, null);
    }

    @Override
    public void debug(Marker marker, String format, Object arg1, Object arg2) {
        log(marker, DEBUG_INT, format, new Object[] {arg1, arg2}, null);
    }

    @Override
    public void debug(Marker marker, String format, Object... arguments) {
        log(marker, DEBUG_INT, format, arguments, null);
    }

    @Override
    public void debug(Marker marker, String msg, Throwable t) {
        log(marker, DEBUG_INT, msg, null, t);
    }

    @Override
    public boolean isInfoEnabled() {
        return delegate().isInfoEnabled();
    }

    @Override
    public boolean isInfoEnabled(Marker marker) {
        return delegate().isInfoEnabled(marker);
    }

    @Override
    public void info(String msg) {
        log(null, INFO_INT, msg, null, null);
    }

    @Override
    public void info(String format, Object arg) {
        log(null, INFO_INT, format, new Object[] {arg}, null);
    }

    @Override
    public void info(String format, Object arg1, Object arg2) {
        log(null, INFO_INT, format, new Object[] {arg1, arg2}, null);
    }

    @Override
    public void info(String format, Object... arguments) {
        log(null, INFO_INT, format, arguments, null);
    }

    @Override
    public void info(String msg, Throwable t) {
        log(null, INFO_INT, msg, null, t);
    }

    @Override
    public void info(Marker marker, String msg) {
        log(marker, INFO_INT, msg, null, null);
    }

    @Override
    public void info(Marker marker, String format, Object arg) {
        log(marker, INFO_INT, format, new Object[] {arg}, null);
    }

    @Override
    public void info(Marker marker, String format, Object arg1, Object arg2) {
        log(marker, INFO_INT, format, new Object[] {arg1, arg2}, null);
    }

    @Override
    public void info(Marker marker, String format, Object... arguments) {
        log(marker, INFO_INT, format, arguments, null);
    }

    @Override
    public void info(Marker marker, String msg, Throwable t) {
        log(marker, INFO_INT, msg, null, t);
    }

    @Override
    public boolean isWarnEnabled() {
        return delegate().isWarnEnabled();
    }

    @Override
    public boolean isWarnEnabled(Marker marker) {
        return delegate().isWarnEnabled(marker);
    }

    @Override
    public void warn(String msg) {
        log(null, WARN_INT, msg, null, null);
    }

    @Override
    public void warn(String format, Object arg) {
        log(null, WARN_INT, format, new Object[] {arg}, null);
    }

    @Override
    public void warn(String format, Object arg1, Object arg2) {
        log(null, WARN_INT, format, new Object[] {arg1, arg2}, null);
    }

    @Override
    public void warn(String format, Object... arguments) {
        log(null, WARN_INT, format, arguments, null);
    }

    @Override
    public void warn(String msg, Throwable t) {
        log(null, WARN_INT, msg, null, t);
    }

    @Override
    public void warn(Marker marker, String msg) {
        log(marker, WARN_INT, msg, null, null);
    }

    @Override
    public void warn(Marker marker, String format, Object arg) {
        log(marker, WARN_INT, format, new Object[] {arg}, null);
    }

    @Override
    public void warn(Marker marker, String format, Object arg1, Object arg2) {
        log(marker, WARN_INT, format, new Object[] {arg1, arg2}, null);
    }

    @Override
    public void warn(Marker marker, String format, Object... arguments) {
        log(marker, WARN_INT, format, arguments, null);
    }

    @Override
    public void warn(Marker marker, String msg, Throwable t) {
        log(marker, WARN_INT, msg, null, t);
    }

    @Override
    public boolean isErrorEnabled() {
        return delegate().isErrorEnabled();
    }

    @Override
    public boolean isErrorEnabled(Marker marker) {
        return delegate().isErrorEnabled(marker);
    }

    @Override
    public void error(String msg) {
        log(null, ERROR_INT, msg, null, null);
    }

    @Override
    public void error(String format, Object arg) {
        log(null, ERROR_INT, format, new Object[] {arg}, null);
    }

    @Override
    public void error(String format, Object arg1, Object arg2) {
        log(null, ERROR_INT, format, new Object[] {arg1, arg2}, null);
    }

    @Override
    public void error(String format, Object... arguments) {
        log(null, ERROR_INT, format, arguments, null);
    }

    @Override
    public void error(String msg, Throwable t) {
        log(null, ERROR_INT, msg, null, t);
    }

    @Override
    public void error(Marker marker, String msg) {
        log(marker, ERROR_INT, msg, null, null);
    }

    @Override
    public void error(Marker marker, String format, Object arg) {
        log(marker, ERROR_INT, format, new Object[] {arg}, null);
    }

    @Override
    public void error(Marker marker, String format, Object arg1, Object arg2) {
        log(marker, ERROR_INT, format, new Object[] {arg1, arg2}, null);
    }

    @Override
    public void error(Marker marker, String format, Object... arguments) {
        log(marker, ERROR_INT, format, arguments, null);
    }

    @Override
    public void error(Marker marker, String msg, Throwable t) {
        log(marker, ERROR_INT, msg, null, t);
    }

    @Override
    public String toString() {
        return "DeferredLogger[" + type.getName() + "]";
    }
}
