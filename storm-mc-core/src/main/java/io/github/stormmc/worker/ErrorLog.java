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

    public ErrorLog(String topologyName, String host, int port) {
        this(topologyName, host, port, 10_000L, 300_000L, System::nanoTime);
    }

    /**
     * @param intervalMillis least time between two lines about one task's errors after its first
     * @param quietMillis    time without errors after which a task's next error is logged with its trace again
     * @param clock          nanoseconds, for the intervals
     */
    public ErrorLog(String topologyName, String host, int port, long intervalMillis, long quietMillis,
                    LongSupplier clock) {
        this.topologyName = topologyName;
        this.host = host;
        this.port = port;
        this.limiter = new ErrorLogLimiter(intervalMillis, quietMillis);
        this.clock = clock;
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
        }
    }

    /** Logs the counted lines whose interval is over (the worker calls it once per interval). */
    public void logDue() {
        for (ErrorLogLimiter.Summary s : limiter.due(clock.getAsLong())) {
            logCounted(s.componentId(), s.taskId(), s.count(), s.latestWhere(), s.latest());
        }
    }

    /** Logs every counted line still owed, whatever the interval; when the topology stops. */
    public void logOwed() {
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

    public synchronized long total() {
        return total;
    }
}
