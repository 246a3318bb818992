package io.github.stormmc.status;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.cluster.RunningTopology;
import io.github.stormmc.cluster.TopologyStatus;
import io.github.stormmc.control.ControlToken;
import io.github.stormmc.control.RunDirectory;
import io.github.stormmc.control.RunFile;
import io.github.stormmc.json.Json;
import java.io.File;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.testing.TestWordCounter;
import org.apache.storm.testing.TestWordSpout;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.tuple.Fields;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Storm UI's POST actions: what they do with the token, and that every request without it is refused. */
class StatusControlTest {
    @TempDir
    static Path temp;

    private static LocalCluster cluster;
    private static StatusServer status;
    private static RunDirectory runs;

    @BeforeAll
    static void start() throws Exception {
        // traversable by everyone, so only the run directory's and file's own modes keep other users out
        Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rwxr-xr-x"));
        runs = new RunDirectory(temp.resolve("run"));
        cluster = new LocalCluster();
        submit("ctl");
        status = StatusServer.start(cluster.stormMc(), new StatusSettings("127.0.0.1", 0, 1), runs);
    }

    private static void submit(String name) throws Exception {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("words", new TestWordSpout(), 1);
        builder.setBolt("count", new TestWordCounter(), 1).fieldsGrouping("words", new Fields("word"));
        cluster.submitTopology(name, new Config(), builder.createTopology());
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

    record Reply(int status, String body) {
    }

    /** Raw HTTP/1.1: java.net.http refuses to set Host, and a browser's Origin is what is tested. */
    private static Reply request(String method, String path, Map<String, String> headers, String body)
        throws Exception {
        Map<String, String> all = new LinkedHashMap<>();
        all.put("Host", "127.0.0.1:" + status.port());
        all.putAll(headers);
        byte[] content = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
        StringBuilder head = new StringBuilder(method + " " + path + " HTTP/1.1\r\n");
        all.forEach((k, v) -> head.append(k).append(": ").append(v).append("\r\n"));
        head.append("Content-Length: ").append(content.length).append("\r\nConnection: close\r\n\r\n");
        try (Socket socket = new Socket("127.0.0.1", status.port())) {
            socket.getOutputStream().write(head.toString().getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().write(content);
            String reply = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int code = Integer.parseInt(reply.substring(9, 12));
            return new Reply(code, reply.substring(reply.indexOf("\r\n\r\n") + 4));
        }
    }

    private static Map<String, String> token() {
        return Map.of(ControlToken.HEADER, status.token());
    }

    private static RunningTopology ctl() {
        return cluster.stormMc().byName("ctl");
    }

    @Test
    void runFileNamesThisServerAndOnlyItsOwnerMayReadIt() throws Exception {
        RunFile file = status.runFile();
        assertEquals(List.of(file), runs.live());
        assertEquals(ProcessHandle.current().pid(), file.pid());
        assertEquals(status.url(), file.url());
        assertEquals(status.token(), file.token());
        assertEquals(64, file.token().length());
        Path dir = runs.path();
        assertEquals(System.getProperty("user.name"), Files.getOwner(dir).getName());
        assertEquals(System.getProperty("user.name"), Files.getOwner(file.path()).getName());
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(dir)));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file.path())));
        try (var stream = Files.list(dir)) {
            assertEquals(List.of(file.path()), stream.toList()); // no temporary file left behind
        }
    }

    /** Another OS user really cannot read the token: tried as nobody when this test runs as root. */
    @Test
    void anotherUserCannotReadTheRunFile() throws Exception {
        Assumptions.assumeTrue("root".equals(System.getProperty("user.name")),
            "needs root to run a command as another user (running as " + System.getProperty("user.name") + ")");
        List<String> asNobody = new File("/usr/sbin/runuser").canExecute() || new File("/sbin/runuser").canExecute()
            ? List.of("runuser", "-u", "nobody", "--")
            : new File("/usr/bin/setpriv").canExecute() ? List.of("setpriv", "--reuid=nobody", "--regid=nogroup",
                "--clear-groups") : null;
        Assumptions.assumeTrue(asNobody != null, "neither runuser nor setpriv is installed");
        // the same command reads a world-readable file beside the run directory, so a refusal is the modes' doing
        Path open = temp.resolve("open.txt");
        Files.writeString(open, "public");
        Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rw-r--r--"));
        assertEquals(0, run(asNobody, "cat", open.toString()));
        assertNotEquals(0, run(asNobody, "cat", status.runFile().path().toString()));
        assertNotEquals(0, run(asNobody, "ls", runs.path().toString()));
    }

    private static int run(List<String> prefix, String... command) throws Exception {
        List<String> all = new java.util.ArrayList<>(prefix);
        all.addAll(List.of(command));
        Process p = new ProcessBuilder(all).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .start();
        return p.waitFor();
    }

    @Test
    void actionsWithoutTheRightTokenOriginHostOrMethodAreRefused() throws Exception {
        String path = "/api/v1/topology/ctl/deactivate";
        Reply noToken = request("POST", path, Map.of(), "");
        assertEquals(403, noToken.status(), noToken.body());
        assertTrue(noToken.body().contains("needs the X-Storm-MC-Token header"), noToken.body());
        Reply wrong = request("POST", path, Map.of(ControlToken.HEADER, "0".repeat(64)), "");
        assertEquals(403, wrong.status(), wrong.body());
        assertEquals("{\"error\":\"Forbidden\",\"errorMessage\":\"Wrong X-Storm-MC-Token\"}", wrong.body());
        Map<String, String> foreignOrigin = new LinkedHashMap<>(token());
        foreignOrigin.put("Origin", "http://attacker.example");
        Reply cross = request("POST", path, foreignOrigin, "");
        assertEquals(403, cross.status(), cross.body());
        assertTrue(cross.body().contains("Origin 'http://attacker.example' is not this status page"), cross.body());
        Map<String, String> otherPort = new LinkedHashMap<>(token());
        otherPort.put("Origin", "http://127.0.0.1:1");
        assertEquals(403, request("POST", path, otherPort, "").status());
        Map<String, String> foreignHost = new LinkedHashMap<>(token());
        foreignHost.put("Host", "attacker.example:" + status.port());
        Reply rebound = request("POST", path, foreignHost, "");
        assertEquals(403, rebound.status(), rebound.body());
        assertTrue(rebound.body().contains("is not this status page's address"), rebound.body());
        Reply get = request("GET", path, token(), null);
        assertEquals(405, get.status(), get.body());
        assertEquals(405, request("GET", "/api/v1/topology/ctl/kill/0", token(), null).status());
        assertEquals(405, request("PUT", path, token(), "").status());
        assertEquals(TopologyStatus.ACTIVE, ctl().status()); // nothing refused changed anything
    }

    @Test
    void deactivateAndActivateByNameOrIdAnswerAsStormUi() throws Exception {
        String id = ctl().id();
        Map<String, String> sameOrigin = new LinkedHashMap<>(token());
        sameOrigin.put("Origin", "http://127.0.0.1:" + status.port());
        Reply off = request("POST", "/api/v1/topology/ctl/deactivate", sameOrigin, "");
        assertEquals(200, off.status(), off.body());
        assertEquals("{\"topologyOperation\":\"deactivate\",\"topologyId\":\"" + id + "\",\"status\":\"success\"}",
            off.body());
        assertEquals(TopologyStatus.INACTIVE, ctl().status());
        assertFalse(ctl().worker().isActive());
        Reply on = request("POST", "/api/v1/topology/" + id + "/activate", token(), "");
        assertEquals("{\"topologyOperation\":\"activate\",\"topologyId\":\"" + id + "\",\"status\":\"success\"}",
            on.body());
        assertEquals(TopologyStatus.ACTIVE, ctl().status());
        assertTrue(ctl().worker().isActive());
        Reply missing = request("POST", "/api/v1/topology/nope/activate", token(), "");
        assertEquals(404, missing.status());
        assertEquals(400, request("POST", "/api/v1/topology/ctl/rebalance/0", token(), "").status());
    }

    @Test
    @SuppressWarnings("unchecked")
    void logConfigSetsAndRemovesALoggerLevel() throws Exception {
        Reply set = request("POST", "/api/v1/topology/ctl/logconfig", token(),
            "{\"namedLoggerLevels\": {\"stormmc.test.rest\": {\"target_level\": \"DEBUG\", \"timeout\": 600}}}");
        assertEquals(200, set.status(), set.body());
        Map<String, Object> level = (Map<String, Object>) ((Map<String, Object>) Json.readMap(set.body())
            .get("namedLoggerLevels")).get("stormmc.test.rest");
        assertEquals("DEBUG", level.get("target_level"));
        // the level it had before: inherited from the root logger
        assertEquals(org.apache.logging.log4j.LogManager.getRootLogger().getLevel().name(), level.get("reset_level"));
        assertEquals(600L, ((Number) level.get("timeout")).longValue());
        assertTrue(org.slf4j.LoggerFactory.getLogger("stormmc.test.rest").isDebugEnabled());
        Reply read = request("GET", "/api/v1/topology/ctl/logconfig", Map.of(), null);
        assertEquals(set.body(), read.body());
        Reply remove = request("POST", "/api/v1/topology/ctl/logconfig", token(),
            "{\"namedLoggerLevels\": {\"stormmc.test.rest\": {\"timeout\": 0}}}");
        assertEquals("{\"namedLoggerLevels\":{}}", remove.body());
        assertFalse(org.slf4j.LoggerFactory.getLogger("stormmc.test.rest").isDebugEnabled());
        assertEquals(400, request("POST", "/api/v1/topology/ctl/logconfig", token(), "{}").status());
    }

    @Test
    void killStopsTheTopologyAfterItsWait() throws Exception {
        submit("doomed");
        String id = cluster.stormMc().byName("doomed").id();
        Reply kill = request("POST", "/api/v1/topology/doomed/kill/0", token(), "");
        assertEquals("{\"topologyOperation\":\"kill\",\"topologyId\":\"" + id + "\",\"status\":\"success\"}",
            kill.body());
        assertNull(cluster.stormMc().byName("doomed")); // a wait of 0 stops before answering
        assertEquals(400, request("POST", "/api/v1/topology/ctl/kill/soon", token(), "").status());
    }

    @Test
    void threadAndHeapDumpsAreWrittenOnlyForTheTokenHolder() throws Exception {
        String jstack = "/api/v1/topology/ctl/profiling/dumpjstack/localhost:1024";
        String heap = "/api/v1/topology/ctl/profiling/dumpheap/localhost:1024";
        assertEquals(403, request("POST", jstack, Map.of(), "").status());
        assertEquals(403, request("POST", heap, Map.of(ControlToken.HEADER, "0".repeat(64)), "").status());
        assertEquals(405, request("GET", jstack, token(), null).status());
        assertEquals(405, request("GET", heap, token(), null).status());

        Reply threads = request("POST", jstack, token(), "");
        assertEquals(200, threads.status(), threads.body());
        Path threadFile = Path.of((String) Json.readMap(threads.body()).get("file"));
        try {
            assertEquals("dumpjstack", Json.readMap(threads.body()).get("topologyOperation"));
            String dump = Files.readString(threadFile);
            assertTrue(dump.contains("stormmc-ctl-"), "the topology's executor threads are in the dump");
        } finally {
            Files.deleteIfExists(threadFile);
        }
        Reply heapReply = request("POST", heap, token(), "");
        assertEquals(200, heapReply.status(), heapReply.body());
        Path heapFile = Path.of((String) Json.readMap(heapReply.body()).get("file"));
        try {
            byte[] header = new byte[18];
            try (java.io.InputStream in = Files.newInputStream(heapFile)) {
                assertEquals(18, in.readNBytes(header, 0, 18));
            }
            assertEquals("JAVA PROFILE 1.0.2", new String(header, StandardCharsets.US_ASCII));
        } finally {
            Files.deleteIfExists(heapFile);
        }
    }

    @Test
    void closingTheServerDeletesItsRunFile() throws Exception {
        RunDirectory other = new RunDirectory(temp.resolve("other"));
        StatusServer second = StatusServer.start(cluster.stormMc(), new StatusSettings("127.0.0.1", 0, 1), other);
        Path file = second.runFile().path();
        assertTrue(Files.exists(file));
        second.close();
        assertFalse(Files.exists(file));
        assertEquals(List.of(), other.live());
    }

    @Test
    void runFilesOfDeadJvmsAreIgnoredAndRemoved() throws Exception {
        RunDirectory dir = new RunDirectory(temp.resolve("stale"));
        Process dead = new ProcessBuilder("true").start();
        dead.waitFor();
        RunFile written = dir.publish("http://127.0.0.1:1/", 1, "t", 0);
        Path stale = dir.path().resolve(dead.pid() + "-1.json");
        Files.writeString(written.path(), Files.readString(written.path())
            .replace("\"pid\":" + ProcessHandle.current().pid(), "\"pid\":" + dead.pid()));
        Files.move(written.path(), stale);
        assertEquals(List.of(), dir.live());
        assertFalse(Files.exists(stale));
    }
}
