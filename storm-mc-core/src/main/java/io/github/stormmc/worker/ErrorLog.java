package io.github.stormmc.worker;

import io.github.stormmc.executor.ErrorSink;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;
import org.apache.storm.generated.ErrorInfo;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Errors of one topology. The log gets them through an {@link ErrorLogLimiter} per task (a stack trace, then counted
 * lines at most once per {@code stormmc.error.log.interval.millis}); the most recent ones per component are all kept,
 * with stack traces, for {@code getTopologyInfo} and the status page.
 */
public final class ErrorLog implements ErrorSink {
    /** Created on first use: a logger made at class initialisation would start log4j2 on the submit path. */
    private static final class Log {
        static final Logger LOG = LoggerFactory.getLogger(ErrorLog.class);
    }
    private static final int KEPT_PER_COMPONENT = 10;

    private final String topologyName;
    private final String host;
    private final int port;
    private final Map<String, Deque<ErrorInfo>> byComponent = new HashMap<>();
    private final ErrorLogLimiter limiter;
    private final LongSupplier clock;
    private long total;
    /** Errors reported by each task, ever (Storm's {@code __reported-error-count}). */
    private final Map<Integer, Long> byTask = new HashMap<>();

    /** Lines owed for counted errors are scheduled here, once some are owed: no timer work for a topology without. */
    private final io.github.stormmc.timer.SharedTimer timer;
    private final long intervalMillis;
    private final java.util.concurrent.atomic.AtomicBoolean lineScheduled = new java.util.concurrent.atomic.AtomicBoolean();
    private volatile boolean closed;

    public ErrorLog(String topologyName, String host, int port) {
        this(topologyName, host, port, 10_000L, 300_000L, System::nanoTime, null);
    }

    /**
     * @param intervalMillis least time between two lines about one task's errors after its first
     * @param quietMillis    time without errors after which a task's next error is logged with its trace again
     * @param clock          nanoseconds, for the intervals
     * @param timer          runs the line owed for counted errors when no later error brings it; null: the next error
     *                       or {@link #close()} does
     */
    public ErrorLog(String topologyName, String host, int port, long intervalMillis, long quietMillis,
                    LongSupplier clock, io.github.stormmc.timer.SharedTimer timer) {
        this.topologyName = topologyName;
        this.host = host;
        this.port = port;
        this.limiter = new ErrorLogLimiter(intervalMillis, quietMillis);
        this.clock = clock;
        this.timer = timer;
        this.intervalMillis = Math.max(1, intervalMillis);
    }

    @Override
    public void report(String componentId, int taskId, String where, Throwable error) {
        ErrorLogLimiter.Verdict verdict = limiter.onError(componentId, taskId, where, error, clock.getAsLong());
        if (verdict.kind() == ErrorLogLimiter.Kind.TRACE && verdict.count() == 0) {
            Log.LOG.error("Topology '{}', component '{}', task {}: {} failed", topologyName, componentId, taskId,
                where, error);
        } else if (verdict.kind() == ErrorLogLimiter.Kind.TRACE) {
            Log.LOG.error("Topology '{}', component '{}', task {}: {} failed ({} earlier errors of the task were "
                + "counted but not logged)", topologyName, componentId, taskId, where, verdict.count(), error);
        } else if (verdict.kind() == ErrorLogLimiter.Kind.LINE) {
            logCounted(componentId, taskId, verdict.count(), where, ErrorLogLimiter.describe(error));
        } else {
            scheduleLine();
        }
        StringWriter trace = new StringWriter();
        error.printStackTrace(new PrintWriter(trace));
        ErrorInfo info = new ErrorInfo(trace.toString(), (int) (System.currentTimeMillis() / 1000));
        info.set_host(host);
        info.set_port(port);
        synchronized (this) {
            Deque<ErrorInfo> recent = byComponent.computeIfAbsent(componentId, k -> new ArrayDeque<>());
            if (recent.size() == KEPT_PER_COMPONENT) {
                recent.removeFirst();
            }
            recent.addLast(info);
            total++;
            byTask.merge(taskId, 1L, Long::sum);
        }
    }

    /** Counted errors are owed a line: have the timer log it once the interval is over, unless already asked. */
    private void scheduleLine() {
        if (timer != null && !closed && lineScheduled.compareAndSet(false, true)) {
            timer.schedule(this::logDue, intervalMillis);
        }
    }

    /** On the timer: logs the counted lines whose interval is over; asks again while some are still owed. */
    private void logDue() {
        lineScheduled.set(false);
        for (ErrorLogLimiter.Summary s : limiter.due(clock.getAsLong())) {
            logCounted(s.componentId(), s.taskId(), s.count(), s.latestWhere(), s.latest());
        }
        if (limiter.owesLines()) {
            scheduleLine();
        }
    }

    /** The topology stops: logs every counted line still owed, whatever the interval, and schedules no more. */
    public void close() {
        closed = true;
        for (ErrorLogLimiter.Summary s : limiter.drain(clock.getAsLong())) {
            logCounted(s.componentId(), s.taskId(), s.count(), s.latestWhere(), s.latest());
        }
    }

    private void logCounted(String componentId, int taskId, long count, String where, String latest) {
        Log.LOG.error("Topology '{}', component '{}', task {}: {} more errors of the same kind since the last line; "
            + "the latest: {} failed: {}", topologyName, componentId, taskId, count, where, latest);
    }

    /** Component id to its recent errors, oldest first. */
    public synchronized Map<String, List<ErrorInfo>> snapshot() {
        Map<String, List<ErrorInfo>> copy = new HashMap<>();
        byComponent.forEach((k, v) -> copy.put(k, new ArrayList<>(v)));
        return copy;
    }

    /** Errors reported by the tasks {@code firstTask..lastTask} (one executor's), ever. */
    public synchronized long reported(int firstTask, int lastTask) {
        long sum = 0;
        for (int t = firstTask; t <= lastTask; t++) {
            sum += byTask.getOrDefault(t, 0L);
        }
        return sum;
    }

    public synchronized long total() {
        return total;
    }
}
