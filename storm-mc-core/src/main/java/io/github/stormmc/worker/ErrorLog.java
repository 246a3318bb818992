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
import org.apache.storm.generated.ErrorInfo;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Errors of one topology: each is logged once with its topology, component, task and stack trace, and the most
 * recent ones per component are kept (with stack traces) for {@code getTopologyInfo}.
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
    private long total;

    public ErrorLog(String topologyName, String host, int port) {
        this.topologyName = topologyName;
        this.host = host;
        this.port = port;
    }

    @Override
    public void report(String componentId, int taskId, String where, Throwable error) {
        Log.LOG.error("Topology '{}', component '{}', task {}: {} failed", topologyName, componentId, taskId, where,
            error);
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
