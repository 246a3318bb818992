package io.github.stormmc.worker;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Decides, per task, how its errors reach the log, so a task failing on many tuples cannot flood it: the first error
 * with its stack trace; then at most one line per interval, counting the errors since the previous line; the stack
 * trace again when the error's kind (exception class and top frame) changes or after a quiet period without errors.
 * Thread-safe (errors come from every executor thread and from user threads); times are passed in, so tests drive it
 * with their own clock. Only errors are seen here, never the per-tuple path.
 */
final class ErrorLogLimiter {
    /** What to log for one error: its stack trace, one line with a count, or nothing (counted for a later line). */
    enum Kind { TRACE, LINE, NONE }

    /**
     * @param kind   what to log
     * @param count  for {@link Kind#LINE}: errors since the previous line, this one included; for {@link Kind#TRACE}:
     *               errors counted but not logged before this one (a change of kind or a quiet period ended them)
     */
    record Verdict(Kind kind, long count) {
    }

    /** A line owed for errors counted but not yet logged, once their interval is over. */
    record Summary(String componentId, int taskId, long count, String latestWhere, String latest) {
    }

    /** Longest error text in a counted line. */
    static final int MAX_TEXT = 200;
    private static final Verdict NONE = new Verdict(Kind.NONE, 0);

    private final long intervalNanos;
    private final long quietNanos;
    private final Map<String, TaskErrors> byTask = new HashMap<>();

    ErrorLogLimiter(long intervalMillis, long quietMillis) {
        this.intervalNanos = Math.max(0, intervalMillis) * 1_000_000L;
        this.quietNanos = Math.max(0, quietMillis) * 1_000_000L;
    }

    /** One task's errors since its last logged line. */
    private static final class TaskErrors {
        final String componentId;
        final int taskId;
        String kind;
        long lastLineNanos;
        long lastErrorNanos;
        long unlogged;
        String latestWhere;
        String latest;

        TaskErrors(String componentId, int taskId) {
            this.componentId = componentId;
            this.taskId = taskId;
        }
    }

    synchronized Verdict onError(String componentId, int taskId, String where, Throwable error, long nowNanos) {
        String kind = kindOf(error);
        TaskErrors t = byTask.computeIfAbsent(componentId + '\u0000' + taskId, k -> new TaskErrors(componentId, taskId));
        boolean first = t.kind == null;
        boolean quietEnded = !first && nowNanos - t.lastErrorNanos >= quietNanos;
        t.lastErrorNanos = nowNanos;
        t.latestWhere = where;
        t.latest = describe(error);
        if (first || quietEnded || !kind.equals(t.kind)) {
            long before = t.unlogged;
            t.kind = kind;
            t.unlogged = 0;
            t.lastLineNanos = nowNanos;
            return new Verdict(Kind.TRACE, before);
        }
        t.unlogged++;
        if (nowNanos - t.lastLineNanos >= intervalNanos) {
            long count = t.unlogged;
            t.unlogged = 0;
            t.lastLineNanos = nowNanos;
            return new Verdict(Kind.LINE, count);
        }
        return NONE;
    }

    /** The lines owed by tasks whose last errors were only counted and whose interval is over; now owed none. */
    synchronized List<Summary> due(long nowNanos) {
        return owed(nowNanos, false);
    }

    /** Every line owed, whatever the interval (the topology stops). */
    synchronized List<Summary> drain(long nowNanos) {
        return owed(nowNanos, true);
    }

    /** Whether some task has counted errors not yet in a line. */
    synchronized boolean owesLines() {
        for (TaskErrors t : byTask.values()) {
            if (t.unlogged > 0) {
                return true;
            }
        }
        return false;
    }

    private List<Summary> owed(long nowNanos, boolean all) {
        List<Summary> owed = new ArrayList<>();
        for (TaskErrors t : byTask.values()) {
            if (t.unlogged > 0 && (all || nowNanos - t.lastLineNanos >= intervalNanos)) {
                owed.add(new Summary(t.componentId, t.taskId, t.unlogged, t.latestWhere, t.latest));
                t.unlogged = 0;
                t.lastLineNanos = nowNanos;
            }
        }
        return owed;
    }

    /** The error's kind: its class and where it was thrown, so one bug keeps one kind whatever its message says. */
    static String kindOf(Throwable error) {
        StackTraceElement[] trace = error.getStackTrace();
        return error.getClass().getName() + (trace.length > 0 ? " at " + trace[0] : "");
    }

    /** One line about an error: its toString (cut, as a message may hold a whole tuple) and top frame. */
    static String describe(Throwable error) {
        String text = String.valueOf(error);
        if (text.length() > MAX_TEXT) {
            text = text.substring(0, MAX_TEXT) + "...";
        }
        StackTraceElement[] trace = error.getStackTrace();
        return text.replace('\n', ' ') + (trace.length > 0 ? " at " + trace[0] : "");
    }
}
