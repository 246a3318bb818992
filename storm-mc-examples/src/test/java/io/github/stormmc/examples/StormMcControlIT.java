package io.github.stormmc.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Operates a background {@code bin/storm-mc jar} run from other processes, as a user would from another shell:
 * list, deactivate, activate, the REST API with the run file's token, and kill -w draining every tuple.
 */
class StormMcControlIT {
    private static final Path REPO = Paths.get(System.getProperty("stormmc.repo", "..")).toAbsolutePath().normalize();
    private static final String EXAMPLES_JAR = System.getProperty("stormmc.examples.jar");
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @TempDir
    Path runDir;

    private ProcessBuilder stormMc(String... args) {
        List<String> command = new ArrayList<>();
        command.add(REPO.resolve("bin/storm-mc").toString());
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).directory(REPO.toFile());
        pb.environment().put("STORM_MC_NO_BUILD", "1");
        pb.environment().put("STORM_MC_CDS", "0");
        pb.environment().put("STORM_MC_RUN_DIR", runDir.toString());
        return pb;
    }

    record Result(int exitCode, String stdout, String stderr) {
    }

    private Result cli(String... args) throws Exception {
        Process p = stormMc(args).start();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Thread o = StreamPump.start(p.getInputStream(), out);
        Thread e = StreamPump.start(p.getErrorStream(), err);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), String.join(" ", args) + " did not finish");
        o.join(10_000);
        e.join(10_000);
        return new Result(p.exitValue(), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static void await(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!condition.getAsBoolean()) {
            assertTrue(System.nanoTime() < deadline, "timed out waiting until " + what);
            Thread.sleep(20);
        }
    }

    /** A GET's JSON body (this module compiles against Apache Storm only, so fields are read with a pattern). */
    private static String get(String url) {
        try {
            return HTTP.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString())
                .body();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** The first value of a field (a string or a whole number) in flat JSON. */
    private static String field(String json, String key) {
        Matcher m = Pattern.compile("\"" + Pattern.quote(key) + "\":(\"([^\"]*)\"|(-?\\d+))").matcher(json);
        assertTrue(m.find(), key + " in " + json);
        return m.group(2) != null ? m.group(2) : m.group(3);
    }

    private static HttpResponse<String> post(String url, String token) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url)).POST(HttpRequest.BodyPublishers.noBody());
        if (token != null) {
            b.header("X-Storm-MC-Token", token);
        }
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The first spout's entry of a topology page. */
    private static String spout(String topology) {
        return topology.substring(topology.indexOf("\"spouts\":"));
    }

    private static long number(String json, String key) {
        return Long.parseLong(field(json, key));
    }

    @Test
    void aBackgroundRunIsListedDeactivatedActivatedAndKilledWithoutLosingATuple() throws Exception {
        Process run = stormMc("jar", EXAMPLES_JAR, "io.github.stormmc.examples.WordCountTopology", "wc",
            "-c", "topology.message.timeout.secs=5", "-c", "stormmc.status.port=0", "--progress-secs", "60").start();
        List<String> lines = Collections.synchronizedList(new ArrayList<>());
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        StreamPump.start(run.getErrorStream(), err);
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(run.getInputStream(),
                StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    lines.add(line);
                }
            } catch (java.io.IOException e) {
                // the run ended
            }
        });
        reader.start();
        try {
            await("the run starts", () -> lines.stream().anyMatch(l -> l.startsWith("Storm-MC running wc")));

            Result list = cli("list");
            assertEquals(0, list.exitCode(), list.stderr());
            String row = list.stdout().lines().filter(l -> l.startsWith("wc ")).findFirst().orElse("");
            assertTrue(row.matches("wc +ACTIVE +5 +\\d+ +wc-\\S+ +" + run.pid() + " +http://127\\.0\\.0\\.1:\\d+/"),
                list.stdout());

            List<Path> files;
            try (var s = Files.list(runDir)) {
                files = s.filter(p -> p.toString().endsWith(".json")).toList();
            }
            assertEquals(1, files.size());
            String runFile = Files.readString(files.get(0));
            String url = field(runFile, "url");
            String token = field(runFile, "token");
            String id = row.split(" +")[4];
            String topologyUrl = url + "api/v1/topology/" + id;

            Result off = cli("deactivate", "wc");
            assertEquals(0, off.exitCode(), off.stderr());
            assertEquals("Deactivated topology: wc\n", off.stdout());
            // every tree in flight completes; then, a server-clock second later, the spout has emitted nothing more
            await("the in-flight lines are acked", () -> {
                String s = spout(get(topologyUrl));
                return number(s, "acked") == number(s, "emitted");
            });
            String before = get(topologyUrl);
            await("a second passes", () -> number(get(topologyUrl), "uptimeSeconds")
                >= number(before, "uptimeSeconds") + 2);
            String after = get(topologyUrl);
            assertEquals("INACTIVE", field(after, "status"));
            assertEquals(number(spout(before), "emitted"), number(spout(after), "emitted"));

            Result on = cli("activate", "wc");
            assertEquals(0, on.exitCode(), on.stderr());
            await("the spout emits again", () -> number(spout(get(topologyUrl)), "emitted")
                > number(spout(after), "emitted"));

            // the same through Storm UI's REST API, with the token from the run file; none without it
            assertEquals(403, post(topologyUrl + "/deactivate", null).statusCode());
            HttpResponse<String> restOff = post(topologyUrl + "/deactivate", token);
            assertEquals("{\"topologyOperation\":\"deactivate\",\"topologyId\":\"" + id + "\",\"status\":\"success\"}",
                restOff.body());
            assertEquals("INACTIVE", field(get(topologyUrl), "status"));
            HttpResponse<String> restOn = post(url + "api/v1/topology/wc/activate", token);
            assertEquals(200, restOn.statusCode(), restOn.body());
            assertEquals("ACTIVE", field(get(topologyUrl), "status"));

            Result kill = cli("kill", "-w", "5", "wc");
            assertEquals(0, kill.exitCode(), kill.stderr());
            assertEquals("Killed topology: wc (it stops in 5 s)\n", kill.stdout());
            assertTrue(run.waitFor(60, TimeUnit.SECONDS), String.join("\n", lines));
            reader.join(10_000);
            assertEquals(0, run.exitValue(), String.join("\n", lines) + err);
            String last = lines.get(lines.size() - 1);
            assertTrue(last.matches("Storm-MC stopped \\(all topologies killed\\): cluster closed in \\S+ s; "
                + "0 tuples were still pending"), String.join("\n", lines));

            Result none = cli("list");
            assertEquals("No topologies running (no Storm-MC JVM of this user is running).\n", none.stdout());
            Result gone = cli("kill", "wc");
            assertEquals(1, gone.exitCode());
            assertTrue(gone.stderr().startsWith("storm-mc kill: no running topology is named 'wc'"), gone.stderr());
        } finally {
            run.destroyForcibly();
        }
    }
}
