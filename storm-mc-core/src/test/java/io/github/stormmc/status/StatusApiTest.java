package io.github.stormmc.status;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.cluster.RunningTopology;
import io.github.stormmc.executor.Executor;
import io.github.stormmc.json.Json;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.ErrorInfo;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The Storm UI REST endpoints, field by field, against a finished finite topology with known counts. */
class StatusApiTest {
    private static final int N = 200;
    private static final long W = SentenceTopology.words(N);
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private static LocalCluster cluster;
    private static RunningTopology topology;
    private static StatusServer status;
    private static ErrorInfo error;

    @BeforeAll
    static void runTopology() throws Exception {
        cluster = new LocalCluster();
        topology = SentenceTopology.submit(cluster, "api-words", N, 0);
        SentenceTopology.awaitDone(topology, N);
        status = StatusServer.start(cluster.stormMc(), new StatusSettings("127.0.0.1", 0, 1));
        List<ErrorInfo> errors = topology.worker().errors().snapshot().get("split");
        assertEquals(1, errors.size());
        error = errors.get(0);
    }

    @AfterAll
    static void stop() throws Exception {
        if (status != null) {
            status.close();
        }
        if (cluster != null) {
            cluster.close();
        }
    }

    private static HttpResponse<String> get(String path) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(status.url() + path.substring(1))).build(),
            HttpResponse.BodyHandlers.ofString());
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> json(String path) throws Exception {
        HttpResponse<String> r = get(path);
        assertEquals(200, r.statusCode(), r.body());
        assertEquals("application/json; charset=utf-8", r.headers().firstValue("Content-Type").orElse(""));
        return (Map<String, Object>) longs(Json.read(r.body()));
    }

    /** Integral numbers as Long, so the figures compare with counts computed here whatever their size. */
    @SuppressWarnings("unchecked")
    private static Object longs(Object value) {
        if (value instanceof Integer i) {
            return i.longValue();
        }
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> result = new java.util.LinkedHashMap<>();
            ((Map<String, Object>) map).forEach((k, v) -> result.put(k, longs(v)));
            return result;
        }
        if (value instanceof List<?> list) {
            return list.stream().map(StatusApiTest::longs).toList();
        }
        return value;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> at(Object list, int i) {
        return (Map<String, Object>) ((List<Object>) list).get(i);
    }

    private static long uptimeChecked(Map<String, Object> m, long before, long after) {
        long uptime = (Long) m.get("uptimeSeconds");
        assertTrue(before <= uptime && uptime <= after, uptime + " not in " + before + ".." + after);
        assertEquals(StormUiJson.prettyUptime(uptime), m.get("uptime"));
        return uptime;
    }

    @Test
    void topologySummaryListsTheTopology() throws Exception {
        long before = topology.uptimeSecs();
        Map<String, Object> body = json("/api/v1/topology/summary");
        long after = topology.uptimeSecs();
        assertEquals(List.of("topologies", "schedulerDisplayResource"), new ArrayList<>(body.keySet()));
        assertEquals(false, body.get("schedulerDisplayResource"));
        Map<String, Object> t = at(body.get("topologies"), 0);
        assertEquals(1, ((List<?>) body.get("topologies")).size());
        uptimeChecked(t, before, after);
        assertEquals(topology.id(), t.get("id"));
        assertEquals(topology.id(), t.get("encodedId"));
        assertEquals("api-words", t.get("name"));
        assertEquals("ACTIVE", t.get("status"));
        assertEquals(6L, t.get("tasksTotal"));
        assertEquals(1L, t.get("workersTotal"));
        assertEquals(6L, t.get("executorsTotal"));
        assertEquals(1L, t.get("replicationCount"));
        assertEquals(System.getProperty("user.name"), t.get("owner"));
        assertEquals("2.8.2", t.get("stormVersion"));
    }

    @Test
    void clusterSummaryCountsOneSupervisorAndTheTopology() throws Exception {
        Map<String, Object> body = json("/api/v1/cluster/summary");
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("stormVersion", "2.8.2");
        expected.put("supervisors", 1L);
        expected.put("topologies", 1L);
        expected.put("slotsTotal", 1L);
        expected.put("slotsUsed", 1L);
        expected.put("slotsFree", 0L);
        expected.put("executorsTotal", 6L);
        expected.put("tasksTotal", 6L);
        expected.put("schedulerDisplayResource", false);
        assertEquals(expected, body);
    }

    @Test
    @SuppressWarnings("unchecked")
    void topologyReportsExactCountsPerComponent() throws Exception {
        long before = topology.uptimeSecs();
        Map<String, Object> body = json("/api/v1/topology/" + topology.id());
        long after = topology.uptimeSecs();
        long uptime = uptimeChecked(body, before, after);
        assertEquals(topology.id(), body.get("id"));
        assertEquals("api-words", body.get("name"));
        assertEquals("ACTIVE", body.get("status"));
        assertEquals(6L, body.get("tasksTotal"));
        assertEquals(1L, body.get("workersTotal"));
        assertEquals(6L, body.get("executorsTotal"));
        assertEquals(30L, body.get("msgTimeout"));
        assertEquals(":all-time", body.get("window"));
        assertEquals("All time", body.get("windowHint"));
        assertEquals(false, body.get("debug"));
        assertEquals(false, body.get("schedulerDisplayResource"));

        List<Object> stats = (List<Object>) body.get("topologyStats");
        assertEquals(StormUiJson.windows(uptime), stats.stream().map(s -> ((Map<String, Object>) s).get("window")).toList());
        Map<String, Object> allTime = at(stats, stats.size() - 1);
        assertEquals("All time", allTime.get("windowPretty"));
        assertEquals(N + W + W, allTime.get("emitted"));
        assertEquals(N + W, allTime.get("transferred"));
        assertEquals((long) N, allTime.get("acked"));
        assertEquals(0L, allTime.get("failed"));
        assertTrue(((String) allTime.get("completeLatency")).matches("\\d+\\.\\d{3}"), allTime.toString());

        Map<String, Object> worker = at(body.get("workers"), 0);
        assertEquals(Map.of("sentences", 1L, "count", 3L, "split", 2L), worker.get("componentNumTasks"));
        assertEquals(6L, worker.get("executorsTotal"));
        assertEquals("localhost", worker.get("host"));
        assertEquals(topology.id(), worker.get("topologyId"));

        Map<String, Object> spout = at(body.get("spouts"), 0);
        assertEquals("sentences", spout.get("spoutId"));
        assertEquals(1L, spout.get("executors"));
        assertEquals(1L, spout.get("tasks"));
        assertEquals((long) N, spout.get("emitted"));
        assertEquals((long) N, spout.get("transferred"));
        assertEquals((long) N, spout.get("acked"));
        assertEquals(0L, spout.get("failed"));
        assertEquals("", spout.get("lastError"));
        assertEquals(null, spout.get("errorTime"));

        Map<String, Object> count = at(body.get("bolts"), 0);
        assertEquals("count", count.get("boltId"));
        assertEquals(3L, count.get("executors"));
        assertEquals(3L, count.get("tasks"));
        assertEquals(W, count.get("executed"));
        assertEquals(W, count.get("emitted"));
        assertEquals(0L, count.get("transferred"));
        assertEquals(W, count.get("acked"));
        assertEquals(0L, count.get("failed"));
        assertEquals("", count.get("lastError"));
        assertTrue(((String) count.get("capacity")).matches("\\d+\\.\\d{3}"), count.toString());

        Map<String, Object> split = at(body.get("bolts"), 1);
        assertEquals("split", split.get("boltId"));
        assertEquals(2L, split.get("executors"));
        assertEquals((long) N, split.get("executed"));
        assertEquals(W, split.get("emitted"));
        assertEquals(W, split.get("transferred"));
        assertEquals((long) N, split.get("acked"));
        assertEquals(error.get_error(), split.get("lastError"));
        assertTrue(((String) split.get("lastError")).startsWith(
            "java.lang.IllegalStateException: boom is not a word we count"), split.toString());
        assertEquals("localhost", split.get("errorHost"));
        assertEquals(1024L, split.get("errorPort"));
        assertEquals((long) error.get_error_time_secs(), split.get("errorTime"));
        assertEquals(topology.id(), ((Map<String, Object>) body.get("configuration")).get("storm.id"));
        assertEquals(500L, ((Map<String, Object>) body.get("configuration")).get("topology.max.spout.pending"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void boltComponentHasInputsOutputsExecutorsAndErrors() throws Exception {
        Map<String, Object> body = json("/api/v1/topology/" + topology.id() + "/component/split");
        assertEquals("split", body.get("id"));
        assertEquals("split", body.get("encodedId"));
        assertEquals("api-words", body.get("name"));
        assertEquals("bolt", body.get("componentType"));
        assertEquals(2L, body.get("executors"));
        assertEquals(2L, body.get("tasks"));
        assertEquals(topology.id(), body.get("topologyId"));
        assertEquals("ACTIVE", body.get("topologyStatus"));
        assertEquals(":all-time", body.get("window"));
        assertEquals(System.getProperty("user.name"), body.get("user"));

        Map<String, Object> err = at(body.get("componentErrors"), 0);
        assertEquals(1, ((List<?>) body.get("componentErrors")).size());
        assertEquals(error.get_error(), err.get("error"));
        assertTrue(((String) err.get("error")).contains("at io.github.stormmc.status.SentenceTopology$SplitBolt.execute"));
        assertEquals(error.get_error_time_secs() * 1000L, err.get("errorTime"));
        assertEquals("localhost", err.get("errorHost"));
        assertEquals(1024L, err.get("errorPort"));

        List<Object> boltStats = (List<Object>) body.get("boltStats");
        Map<String, Object> allTime = at(boltStats, boltStats.size() - 1);
        assertEquals(":all-time", allTime.get("window"));
        assertEquals((long) N, allTime.get("executed"));
        assertEquals(W, allTime.get("emitted"));
        assertEquals(W, allTime.get("transferred"));
        assertEquals((long) N, allTime.get("acked"));
        assertEquals(0L, allTime.get("failed"));

        Map<String, Object> input = at(body.get("inputStats"), 0);
        assertEquals(1, ((List<?>) body.get("inputStats")).size());
        assertEquals("sentences", input.get("component"));
        assertEquals("default", input.get("stream"));
        assertEquals((long) N, input.get("executed"));
        assertEquals((long) N, input.get("acked"));
        assertEquals(0L, input.get("failed"));

        Map<String, Object> output = at(body.get("outputStats"), 0);
        assertEquals(Map.of("stream", "default", "emitted", W, "transferred", W), output);

        List<Object> executors = (List<Object>) body.get("executorStats");
        List<Executor> engine = topology.worker().executors().stream()
            .filter(e -> e.plan().componentId().equals("split")).toList();
        assertEquals(engine.size(), executors.size());
        for (int i = 0; i < engine.size(); i++) {
            Map<String, Object> e = at(executors, i);
            Executor x = engine.get(i);
            assertEquals("[" + x.plan().firstTask() + "-" + x.plan().lastTask() + "]", e.get("id"));
            assertEquals(x.stats().executed().total(), e.get("executed"));
            assertEquals(x.stats().emitted().total(), e.get("emitted"));
            assertEquals(x.stats().acked().total(), e.get("acked"));
            assertEquals("localhost", e.get("host"));
            assertEquals(1024L, e.get("port"));
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void spoutComponentHasSpoutSummaryAndPerStreamOutputs() throws Exception {
        Map<String, Object> body = json("/api/v1/topology/" + topology.id() + "/component/sentences");
        assertEquals("spout", body.get("componentType"));
        assertEquals(List.of(), body.get("componentErrors"));
        List<Object> summary = (List<Object>) body.get("spoutSummary");
        Map<String, Object> allTime = at(summary, summary.size() - 1);
        assertEquals((long) N, allTime.get("emitted"));
        assertEquals((long) N, allTime.get("transferred"));
        assertEquals((long) N, allTime.get("acked"));
        assertEquals(0L, allTime.get("failed"));
        Map<String, Object> output = at(body.get("outputStats"), 0);
        assertEquals("default", output.get("stream"));
        assertEquals((long) N, output.get("emitted"));
        assertEquals((long) N, output.get("acked"));
        assertEquals(0L, output.get("failed"));
        Map<String, Object> executor = at(body.get("executorStats"), 0);
        assertEquals((long) N, executor.get("acked"));
        assertEquals((long) N, executor.get("emitted"));
        assertEquals(null, body.get("inputStats"));
    }

    @Test
    void unknownTopologyAndBadWindowAreJsonErrors() throws Exception {
        HttpResponse<String> missing = get("/api/v1/topology/nope-1-1");
        assertEquals(404, missing.statusCode());
        assertEquals(Map.of("error", "Not Found", "errorMessage", "No running topology has the id nope-1-1"),
            Json.read(missing.body()));
        HttpResponse<String> component = get("/api/v1/topology/" + topology.id() + "/component/nope");
        assertEquals(404, component.statusCode());
        assertEquals("Topology api-words has no component nope", Json.readMap(component.body()).get("errorMessage"));
        HttpResponse<String> window = get("/api/v1/topology/" + topology.id() + "?window=week");
        assertEquals(400, window.statusCode());
        assertTrue(((String) Json.readMap(window.body()).get("errorMessage"))
            .startsWith("Storm-MC keeps exact counts since the start, not rolling windows: window=week"));
    }

    @Test
    void jsonpWrapsTheResponseInTheCallback() throws Exception {
        HttpResponse<String> r = get("/api/v1/topology/summary?callback=show");
        assertEquals(200, r.statusCode());
        assertEquals("application/javascript; charset=utf-8", r.headers().firstValue("Content-Type").orElse(""));
        assertTrue(r.body().startsWith("show({\"topologies\":[{\"id\":\"" + topology.id() + "\""), r.body());
        assertTrue(r.body().endsWith("});"), r.body());
    }

    /** Raw HTTP/1.1, since java.net.http refuses to set Host: what a rebinding attacker's browser would send. */
    private static String rawGet(String hostHeader) throws Exception {
        try (java.net.Socket socket = new java.net.Socket("127.0.0.1", status.port())) {
            socket.getOutputStream().write(("GET /api/v1/topology/summary HTTP/1.1\r\nHost: " + hostHeader
                + "\r\nConnection: close\r\n\r\n").getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            return new String(socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    @Test
    void requestsForAnotherHostNameAreRefusedAgainstDnsRebinding() throws Exception {
        String refused = rawGet("attacker.example:" + status.port());
        assertTrue(refused.startsWith("HTTP/1.1 403"), refused);
        assertTrue(refused.contains("Host 'attacker.example:" + status.port() + "' is not this status page's address"),
            refused);
        assertTrue(rawGet("localhost:" + status.port()).startsWith("HTTP/1.1 200"));
        assertTrue(rawGet("127.0.0.1:" + status.port()).startsWith("HTTP/1.1 200"));
    }
}
