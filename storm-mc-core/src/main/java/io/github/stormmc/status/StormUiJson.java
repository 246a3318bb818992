package io.github.stormmc.status;

import io.github.stormmc.cluster.StormMcVersion;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Storm UI's REST API responses ({@code /api/v1/...}) built from views, with Storm UI's field names so scripts
 * written for Storm UI read them unchanged. Fields that only make sense on a cluster (resources, log viewer links,
 * profiling) are left out; docs/status-page.md lists what is filled.
 */
final class StormUiJson {
    static final String ALL_TIME = ":all-time";
    private static final int[] WINDOWS = {600, 10800, 86400};
    static final String HOST = "localhost";
    static final int PORT = 1024;

    private StormUiJson() {
    }

    static Map<String, Object> clusterSummary(List<TopologyView> topologies) {
        int executors = 0;
        int tasks = 0;
        for (TopologyView t : topologies) {
            executors += t.executorCount();
            tasks += t.tasks();
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("stormVersion", StormMcVersion.STORM_API_VERSION);
        m.put("supervisors", 1);
        m.put("topologies", topologies.size());
        m.put("slotsTotal", Math.max(1, topologies.size()));
        m.put("slotsUsed", topologies.size());
        m.put("slotsFree", Math.max(1, topologies.size()) - topologies.size());
        m.put("executorsTotal", executors);
        m.put("tasksTotal", tasks);
        m.put("schedulerDisplayResource", false);
        return m;
    }

    static Map<String, Object> topologySummary(List<TopologyView> topologies) {
        List<Object> list = new ArrayList<>();
        for (TopologyView t : topologies) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", t.id());
            m.put("encodedId", encode(t.id()));
            m.put("name", t.name());
            m.put("status", t.status());
            m.put("uptime", prettyUptime(t.uptimeSecs()));
            m.put("uptimeSeconds", t.uptimeSecs());
            m.put("tasksTotal", t.tasks());
            m.put("workersTotal", 1);
            m.put("executorsTotal", t.executorCount());
            m.put("replicationCount", 1);
            m.put("owner", owner());
            m.put("stormVersion", StormMcVersion.STORM_API_VERSION);
            list.add(m);
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("topologies", list);
        m.put("schedulerDisplayResource", false);
        return m;
    }

    static Map<String, Object> topology(TopologyView t, String window) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", t.id());
        m.put("encodedId", encode(t.id()));
        m.put("name", t.name());
        m.put("owner", owner());
        m.put("uptime", prettyUptime(t.uptimeSecs()));
        m.put("uptimeSeconds", t.uptimeSecs());
        m.put("status", t.status());
        m.put("tasksTotal", t.tasks());
        m.put("workersTotal", 1);
        m.put("executorsTotal", t.executorCount());
        m.put("msgTimeout", t.msgTimeoutSecs());
        m.put("window", window);
        m.put("windowHint", windowPretty(window));
        m.put("schedulerDisplayResource", false);
        m.put("replicationCount", 1);
        m.put("debug", t.debug());
        m.put("stormVersion", StormMcVersion.STORM_API_VERSION);
        List<Object> stats = new ArrayList<>();
        for (String w : windows(t.uptimeSecs())) {
            Map<String, Object> s = windowStats(w);
            s.put("emitted", t.emitted());
            s.put("transferred", t.transferred());
            s.put("completeLatency", fixed3(t.completeLatencyMs()));
            s.put("acked", t.acked());
            s.put("failed", t.failed());
            stats.add(s);
        }
        m.put("topologyStats", stats);
        m.put("workers", List.of(worker(t)));
        List<Object> spouts = new ArrayList<>();
        for (ComponentView c : t.spouts()) {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("spoutId", c.id());
            s.put("encodedSpoutId", encode(c.id()));
            s.put("executors", c.executors().size());
            s.put("tasks", c.tasks());
            s.put("emitted", c.emitted());
            s.put("transferred", c.transferred());
            s.put("completeLatency", fixed3(c.latencyMs()));
            s.put("acked", c.acked());
            s.put("failed", c.failed());
            lastError(s, c);
            spouts.add(s);
        }
        m.put("spouts", spouts);
        List<Object> bolts = new ArrayList<>();
        for (ComponentView c : t.bolts()) {
            Map<String, Object> b = new LinkedHashMap<>();
            b.put("boltId", c.id());
            b.put("encodedBoltId", encode(c.id()));
            b.put("executors", c.executors().size());
            b.put("tasks", c.tasks());
            b.put("emitted", c.emitted());
            b.put("transferred", c.transferred());
            b.put("capacity", fixed3(c.capacity()));
            b.put("executeLatency", fixed3(c.latencyMs()));
            b.put("executed", c.executed());
            b.put("processLatency", fixed3(c.latencyMs()));
            b.put("acked", c.acked());
            b.put("failed", c.failed());
            lastError(b, c);
            bolts.add(b);
        }
        m.put("bolts", bolts);
        m.put("configuration", t.conf());
        return m;
    }

    static Map<String, Object> component(TopologyView t, ComponentView c, String window) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("user", owner());
        m.put("id", c.id());
        m.put("encodedId", encode(c.id()));
        m.put("name", t.name());
        m.put("executors", c.executors().size());
        m.put("tasks", c.tasks());
        m.put("topologyId", t.id());
        m.put("topologyStatus", t.status());
        m.put("encodedTopologyId", encode(t.id()));
        m.put("window", window);
        m.put("componentType", c.spout() ? "spout" : "bolt");
        m.put("windowHint", windowPretty(window));
        m.put("debug", t.debug());
        m.put("schedulerDisplayResource", false);
        m.put("profilingAndDebuggingCapable", false);
        m.put("profileActionEnabled", false);
        m.put("profilerActive", List.of());
        long now = System.currentTimeMillis();
        List<Object> errors = new ArrayList<>();
        for (int i = c.errors().size() - 1; i >= 0; i--) { // newest first, as Storm UI lists them
            ErrorView e = c.errors().get(i);
            Map<String, Object> em = new LinkedHashMap<>();
            em.put("errorTime", e.timeSecs() * 1000L);
            em.put("errorHost", e.host());
            em.put("errorPort", e.port());
            em.put("errorWorkerLogLink", "");
            em.put("errorLapsedSecs", e.lapsedSecs(now));
            em.put("error", e.trace());
            errors.add(em);
        }
        m.put("componentErrors", errors);
        List<Object> summary = new ArrayList<>();
        for (String w : windows(t.uptimeSecs())) {
            Map<String, Object> s = windowStats(w);
            s.put("emitted", c.emitted());
            s.put("transferred", c.transferred());
            if (c.spout()) {
                s.put("completeLatency", fixed3(c.latencyMs()));
            } else {
                s.put("executeLatency", fixed3(c.latencyMs()));
                s.put("processLatency", fixed3(c.latencyMs()));
                s.put("executed", c.executed());
                s.put("capacity", fixed3(c.capacity()));
            }
            s.put("acked", c.acked());
            s.put("failed", c.failed());
            summary.add(s);
        }
        m.put(c.spout() ? "spoutSummary" : "boltStats", summary);
        if (!c.spout()) {
            List<Object> inputs = new ArrayList<>();
            for (Map.Entry<StreamKey, Long> in : c.executedByInput().entrySet()) {
                StreamKey k = in.getKey();
                Map<String, Object> s = new LinkedHashMap<>();
                s.put("component", k.component());
                s.put("encodedComponentId", encode(k.component()));
                s.put("stream", k.stream());
                s.put("executeLatency", fixed3(c.latencyMsByKey().getOrDefault(k, 0.0)));
                s.put("processLatency", fixed3(c.latencyMsByKey().getOrDefault(k, 0.0)));
                s.put("executed", in.getValue());
                s.put("acked", c.ackedByKey().getOrDefault(k, 0L));
                s.put("failed", c.failedByKey().getOrDefault(k, 0L));
                inputs.add(s);
            }
            m.put("inputStats", inputs);
        }
        List<Object> outputs = new ArrayList<>();
        for (Map.Entry<StreamKey, Long> out : c.emittedByStream().entrySet()) {
            StreamKey k = out.getKey();
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("stream", k.stream());
            s.put("emitted", out.getValue());
            s.put("transferred", c.transferredByStream().getOrDefault(k, 0L));
            if (c.spout()) {
                s.put("completeLatency", fixed3(c.latencyMsByKey().getOrDefault(k, 0.0)));
                s.put("acked", c.ackedByKey().getOrDefault(k, 0L));
                s.put("failed", c.failedByKey().getOrDefault(k, 0L));
            }
            outputs.add(s);
        }
        m.put("outputStats", outputs);
        List<Object> executors = new ArrayList<>();
        for (ExecutorView e : c.executors()) {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("id", e.id());
            s.put("encodedId", encode(e.id()));
            s.put("uptime", prettyUptime(e.uptimeSecs()));
            s.put("uptimeSeconds", e.uptimeSecs());
            s.put("host", HOST);
            s.put("port", PORT);
            s.put("emitted", e.emitted());
            s.put("transferred", e.transferred());
            if (e.spout()) {
                s.put("completeLatency", fixed3(e.latencyMs()));
            } else {
                s.put("capacity", fixed3(e.capacity()));
                s.put("executeLatency", fixed3(e.latencyMs()));
                s.put("executed", e.executed());
                s.put("processLatency", fixed3(e.latencyMs()));
            }
            s.put("acked", e.acked());
            s.put("failed", e.failed());
            s.put("workerLogLink", "");
            executors.add(s);
        }
        m.put("executorStats", executors);
        return m;
    }

    /** The windows Storm UI reports: each of 10 min, 3 h and 1 day the uptime still fits in, then all time. */
    static List<String> windows(long uptimeSecs) {
        List<String> result = new ArrayList<>();
        for (int w : WINDOWS) {
            if (uptimeSecs <= w) {
                result.add(String.valueOf(w));
            }
        }
        result.add(ALL_TIME);
        return result;
    }

    /** Whether counts since the start answer for this window: all time, or any window the uptime still fits in. */
    static boolean supportsWindow(String window, long uptimeSecs) {
        if (ALL_TIME.equals(window)) {
            return true;
        }
        try {
            return uptimeSecs <= Long.parseLong(window);
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static Map<String, Object> windowStats(String window) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("windowPretty", windowPretty(window));
        s.put("window", window);
        return s;
    }

    private static Map<String, Object> worker(TopologyView t) {
        Map<String, Object> w = new LinkedHashMap<>();
        w.put("topologyName", t.name());
        w.put("topologyId", t.id());
        w.put("host", HOST);
        w.put("supervisorId", "stormmc-local-supervisor");
        w.put("port", PORT);
        w.put("uptime", prettyUptime(t.uptimeSecs()));
        w.put("uptimeSeconds", t.uptimeSecs());
        w.put("executorsTotal", t.executorCount());
        Map<String, Integer> tasks = new LinkedHashMap<>();
        for (ComponentView c : t.components()) {
            tasks.put(c.id(), c.tasks());
        }
        w.put("componentNumTasks", tasks);
        w.put("workerLogLink", "");
        return w;
    }

    private static void lastError(Map<String, Object> m, ComponentView c) {
        ErrorView e = c.lastError();
        m.put("lastError", e == null ? "" : e.trace());
        m.put("errorHost", e == null ? "" : e.host());
        m.put("errorPort", e == null ? null : e.port());
        m.put("errorWorkerLogLink", "");
        m.put("errorTime", e == null ? null : e.timeSecs());
        m.put("errorLapsedSecs", e == null ? null : e.lapsedSecs(System.currentTimeMillis()));
    }

    static String windowPretty(String window) {
        if (ALL_TIME.equals(window)) {
            return "All time";
        }
        return prettyUptime(Long.parseLong(window));
    }

    /** Storm UI's duration format: "5s", "6m 5s", "3h 0m 0s", "1d 0h 0m 0s". */
    static String prettyUptime(long secs) {
        long days = secs / 86400;
        long hours = secs % 86400 / 3600;
        long minutes = secs % 3600 / 60;
        long seconds = secs % 60;
        if (days > 0) {
            return days + "d " + hours + "h " + minutes + "m " + seconds + "s";
        }
        if (hours > 0) {
            return hours + "h " + minutes + "m " + seconds + "s";
        }
        if (minutes > 0) {
            return minutes + "m " + seconds + "s";
        }
        return seconds + "s";
    }

    static String fixed3(double v) {
        return String.format(Locale.ROOT, "%.3f", v);
    }

    private static String encode(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    private static String owner() {
        return System.getProperty("user.name", "");
    }
}
