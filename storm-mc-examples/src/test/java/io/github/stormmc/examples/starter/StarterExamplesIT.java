package io.github.stormmc.examples.starter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.examples.StreamPump;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Apache Storm's own storm-starter examples at the mirrored release, compiled against Apache's storm-client into a
 * topology jar and run unchanged with {@code bin/storm-mc jar}, as a user would. Each test asserts what the example
 * prints on Apache Storm 2.8.2: exact lines where the example is deterministic, the exact shape and invariants
 * (values, parity, ranges) where it draws random numbers.
 *
 * <p>Skipped, saying why, when no storm-starter sources are on this machine (see {@link StarterSources}).
 */
class StarterExamplesIT {

    private static final Path REPO = Paths.get(System.getProperty("stormmc.repo", "..")).toAbsolutePath().normalize();
    private static final Path TARGET = REPO.resolve("storm-mc-examples/target");
    private static final String STARTER = "org/apache/storm/starter/";
    private static final List<String> SOURCES = List.of(
        STARTER + "spout/RandomIntegerSpout.java",
        STARTER + "spout/RandomSentenceSpout.java",
        STARTER + "spout/RandomNumberGeneratorSpout.java",
        STARTER + "streams/AggregateExample.java",
        STARTER + "streams/BranchExample.java",
        STARTER + "streams/GroupByKeyAndWindowExample.java",
        STARTER + "streams/JoinExample.java",
        STARTER + "streams/StateQueryExample.java",
        STARTER + "streams/StatefulWordCount.java",
        STARTER + "streams/TypedTupleExample.java",
        STARTER + "streams/WindowedWordCount.java",
        STARTER + "trident/DebugMemoryMapState.java",
        STARTER + "trident/TridentMapExample.java",
        STARTER + "trident/TridentMinMaxOfDevicesTopology.java",
        STARTER + "trident/TridentMinMaxOfVehiclesTopology.java",
        STARTER + "trident/TridentReach.java",
        STARTER + "trident/TridentWindowingInmemoryStoreTopology.java",
        STARTER + "trident/TridentWordCount.java");
    /** The sentences of storm-starter's RandomSentenceSpout, split into words. */
    private static final Set<String> SENTENCE_WORDS = Set.copyOf(java.util.Arrays.asList(("the cow jumped over the moon an apple a day keeps the"
        + " doctor away four score and seven years ago snow white and the seven dwarfs i am at two with nature")
        .split(" ")));
    /** Stateful examples name storm-redis' provider, which a local run swaps for Storm's in-memory one. */
    private static final String IN_MEMORY_STATE =
        "topology.state.provider=org.apache.storm.state.InMemoryKeyValueStateProvider";

    private static Path jar;

    record Result(int exitCode, String stdout, String stderr) {
        String describe() {
            return "exit " + exitCode + "\n--- stdout ---\n" + stdout + "\n--- stderr ---\n" + stderr;
        }

        /** Both streams: examples print with System.out and log through slf4j. */
        List<String> lines() {
            List<String> all = new ArrayList<>(stdout.lines().toList());
            all.addAll(stderr.lines().toList());
            return all;
        }

        List<Matcher> matching(Pattern pattern) {
            return lines().stream().map(pattern::matcher).filter(Matcher::find).toList();
        }
    }

    @BeforeAll
    static void buildStarterJar() throws Exception {
        StringBuilder why = new StringBuilder();
        Optional<Path> root = StarterSources.locate(REPO, TARGET, System.getProperty("stormmc.storm.version"), why);
        Assumptions.assumeTrue(root.isPresent(), why::toString);
        String classpath = Files.readString(Path.of(System.getProperty("stormmc.starter.classpath"))).strip();
        Files.createDirectories(TARGET.resolve("starter"));
        jar = StarterJar.build(root.get(), SOURCES, classpath, TARGET.resolve("starter/storm-starter-examples.jar"));
    }

    /** Runs {@code main(topologyName)}, as the examples' own README does (some default to names Storm rejects). */
    private static Result run(String mainClass, int ttlSeconds, String... options) throws Exception {
        List<String> command = new ArrayList<>(List.of(REPO.resolve("bin/storm-mc").toString(), "jar", "--no-progress",
            "--no-status", "--ttl", Integer.toString(ttlSeconds)));
        for (String option : options) {
            command.add("-c");
            command.add(option);
        }
        command.add(jar.toString());
        command.add(mainClass);
        command.add(mainClass.substring(mainClass.lastIndexOf('.') + 1).toLowerCase(java.util.Locale.ROOT));
        ProcessBuilder pb = new ProcessBuilder(command).directory(REPO.toFile());
        pb.environment().put("STORM_MC_NO_BUILD", "1");
        Process p = pb.start();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Thread outPump = StreamPump.start(p.getInputStream(), out);
        Thread errPump = StreamPump.start(p.getErrorStream(), err);
        if (!p.waitFor(ttlSeconds + 90L, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            p.waitFor(10, TimeUnit.SECONDS);
        }
        outPump.join(10_000);
        errPump.join(10_000);
        Result r = new Result(p.isAlive() ? -1 : p.exitValue(), out.toString(StandardCharsets.UTF_8),
            err.toString(StandardCharsets.UTF_8));
        assertEquals(0, r.exitCode(), mainClass + " did not stop cleanly\n" + r.describe());
        return r;
    }


    // ---- Streams API ----

    @Test
    void joinExampleJoinsEachNumbersSquareWithItsCube() throws Exception {
        Result r = run("org.apache.storm.starter.streams.JoinExample", 12);
        List<Matcher> rows = r.matching(Pattern.compile("^\\((\\d+), \\((\\d+), (\\d+)\\)\\)$"));
        assertTrue(rows.size() >= 3, "expected joined rows (k, (k^2, k^3))\n" + r.describe());
        Set<Long> keys = new LinkedHashSet<>();
        for (Matcher row : rows) {
            long k = Long.parseLong(row.group(1));
            assertEquals(k * k, Long.parseLong(row.group(2)), row.group());
            assertEquals(k * k * k, Long.parseLong(row.group(3)), row.group());
            assertTrue(keys.add(k), "key joined twice: " + row.group() + "\n" + r.describe());
        }
    }

    @Test
    void groupByKeyAndWindowExamplePrintsEachSlidingWindowsGroupsAndMaxima() throws Exception {
        // Two spouts each emit three quotes every 5 s; count windows of 6 sliding by 3 fire after each round.
        Result r = run("org.apache.storm.starter.streams.GroupByKeyAndWindowExample", 13);
        List<String> lines = r.lines();
        for (String expected : List.of("(AAPL, [100.0])", "(GOOG, [780.0])", "(FB, [125.0])",
            "(AAPL, [100.0, 105.0])", "(GOOG, [780.0, 790.0])", "(FB, [125.0, 130.0])",
            "(AAPL, 100.0)", "(GOOG, 780.0)", "(FB, 125.0)", "(AAPL, 105.0)", "(GOOG, 790.0)", "(FB, 130.0)")) {
            assertTrue(lines.contains(expected), "missing line " + expected + "\n" + r.describe());
        }
    }

    @Test
    void branchExampleSendsEvenNumbersOneWayAndOddNumbersTheOther() throws Exception {
        Result r = run("org.apache.storm.starter.streams.BranchExample", 6);
        List<Matcher> even = r.matching(Pattern.compile("EVEN> (\\d+)$"));
        List<Matcher> odd = r.matching(Pattern.compile("ODD > (\\d+)$"));
        assertTrue(even.size() + odd.size() >= 10, r.describe());
        even.forEach(m -> assertEquals(0, Integer.parseInt(m.group(1)) % 2, m.group()));
        odd.forEach(m -> assertEquals(1, Integer.parseInt(m.group(1)) % 2, m.group()));
    }

    @Test
    void windowedWordCountPrintsWordsSeenAtLeastFiveTimesInAWindow() throws Exception {
        Result r = run("org.apache.storm.starter.streams.WindowedWordCount", 8);
        List<Matcher> rows = r.matching(Pattern.compile("^\\((\\S+), (\\d+)\\)$"));
        assertTrue(!rows.isEmpty(), r.describe());
        for (Matcher row : rows) {
            assertTrue(SENTENCE_WORDS.contains(row.group(1)), row.group());
            assertTrue(Long.parseLong(row.group(2)) >= 5, row.group());
        }
    }

    @Test
    void aggregateExamplePrintsTheAverageOfEachWindowsNumbersBelow500() throws Exception {
        Result r = run("org.apache.storm.starter.streams.AggregateExample", 12);
        List<Matcher> averages = r.matching(Pattern.compile("^(\\d+\\.\\d+(E\\d+)?)$"));
        assertTrue(!averages.isEmpty(), r.describe());
        averages.forEach(m -> {
            double avg = Double.parseDouble(m.group(1));
            assertTrue(avg > 0 && avg < 500, m.group());
        });
    }

    @Test
    void typedTupleExampleGroupsTenTupleWindowsByTimestampBucket() throws Exception {
        Result r = run("org.apache.storm.starter.streams.TypedTupleExample", 6);
        List<Matcher> groups = r.matching(Pattern.compile("^\\((\\d+), \\[([\\d, ]+)]\\)$"));
        assertTrue(!groups.isEmpty(), r.describe());
        for (Matcher group : groups) {
            for (String value : group.group(2).split(", ")) {
                int v = Integer.parseInt(value);
                assertTrue(v >= 0 && v < 1000, group.group());
            }
        }
    }

    @Test
    void statefulWordCountKeepsRunningCountsPerWord() throws Exception {
        Result r = run("org.apache.storm.starter.streams.StatefulWordCount", 8, IN_MEMORY_STATE);
        List<Matcher> rows = r.matching(Pattern.compile("^\\((nathan|mike|jackson|golda|bertels), (\\d+)\\)$"));
        assertTrue(!rows.isEmpty(), r.describe());
        // Counts per word only grow: state accumulates across windows.
        java.util.Map<String, Long> last = new java.util.HashMap<>();
        for (Matcher row : rows) {
            long count = Long.parseLong(row.group(2));
            Long before = last.put(row.group(1), count);
            assertTrue(before == null || count >= before, row.group() + " after " + before);
        }
    }

    // ---- Trident ----

    @Test
    void tridentReachAnswersItsThreeDrpcQueries() throws Exception {
        Result r = run("org.apache.storm.starter.trident.TridentReach", 1);
        List<String> reach = r.lines().stream().filter(l -> l.startsWith("REACH: ")).toList();
        assertEquals(List.of("REACH: [[0]]", "REACH: [[16]]", "REACH: [[14]]"), reach, r.describe());
    }

    @Test
    void tridentWordCountAnswersTenDrpcQueriesWithGrowingCountsOfTheWordsItHasSeen() throws Exception {
        // Storm 2.8.2 prints e.g. DRPC RESULT: [["the",74],["jumped",15]]: the query's words that the spout's
        // sentences contain ("cat" and "dog" never occur), with counts that grow as batches are counted.
        Result r = run("org.apache.storm.starter.trident.TridentWordCount", 1);
        List<Matcher> results = r.matching(Pattern.compile("^DRPC RESULT: \\[(.*)]$"));
        assertEquals(10, results.size(), r.describe());
        Pattern entry = Pattern.compile("\\[\"(\\w+)\",(\\d+)]");
        java.util.Map<String, Long> last = new java.util.HashMap<>();
        for (Matcher result : results) {
            Matcher e = entry.matcher(result.group(1));
            while (e.find()) {
                assertTrue(Set.of("the", "jumped").contains(e.group(1)), result.group());
                long count = Long.parseLong(e.group(2));
                Long before = last.put(e.group(1), count);
                assertTrue(before == null || count >= before, "counts went down: " + result.group() + "\n"
                    + r.describe());
            }
        }
        assertEquals(Set.of("the", "jumped"), last.keySet(), "the queries never found both words\n" + r.describe());
    }

    @Test
    void tridentMapExampleAnswersTenDrpcQueriesWithTheGrowingCountOfThe() throws Exception {
        // Only "THE" passes the example's filter: the peek prints it, the query sums its count.
        Result r = run("org.apache.storm.starter.trident.TridentMapExample", 1);
        List<Matcher> results = r.matching(Pattern.compile("^DRPC RESULT: \\[\\[(\\d+)]]$"));
        assertEquals(10, results.size(), r.describe());
        long previous = -1;
        for (Matcher m : results) {
            long count = Long.parseLong(m.group(1));
            assertTrue(count >= previous, "counts went down: " + m.group() + "\n" + r.describe());
            previous = count;
        }
        assertTrue(previous > 0, "the last query found no count\n" + r.describe());
        assertTrue(r.stdout().lines().anyMatch("THE"::equals), r.describe());
        assertTrue(r.stdout().lines().noneMatch(l -> l.matches("[A-Z]+") && !l.equals("THE")), r.describe());
    }

    @Test
    void tridentMinMaxOfVehiclesPrintsEachBatchsExtremes() throws Exception {
        Result r = run("org.apache.storm.starter.trident.TridentMinMaxOfVehiclesTopology", 5);
        for (String debug : List.of("##### vehicles", "#### slowest vehicle", "##### slowest driver",
            "#### fastest vehicle", "##### fastest driver", "#### least efficient vehicle",
            "#### most efficient vehicle")) {
            assertTrue(r.lines().stream().anyMatch(l -> l.contains("DEBUG(" + debug + "): [")),
                "no Debug line for " + debug + "\n" + r.describe());
        }
    }

    @Test
    void tridentMinMaxOfDevicesPrintsEachBatchsExtremes() throws Exception {
        Result r = run("org.apache.storm.starter.trident.TridentMinMaxOfDevicesTopology", 5);
        // Its main submits the devices topology only (the vehicles one is built by another method).
        for (String debug : List.of("##### devices", "#### device with min id", "#### device with max count")) {
            assertTrue(r.lines().stream().anyMatch(l -> l.contains("DEBUG(" + debug + "): [")),
                "no Debug line for " + debug + "\n" + r.describe());
        }
    }

    @Test
    void tridentWindowingCountsWordsInSlidingCountWindows() throws Exception {
        // SlidingCountWindow.of(1000, 100): every 100 words, the count of the last (up to) 1000.
        Result r = run("org.apache.storm.starter.trident.TridentWindowingInmemoryStoreTopology", 6);
        List<Matcher> counts = r.matching(Pattern.compile("Received tuple: \\[\\[(\\d+)]]"));
        assertTrue(counts.size() >= 2, r.describe());
        assertEquals("100", counts.get(0).group(1), r.describe());
        for (Matcher m : counts) {
            long count = Long.parseLong(m.group(1));
            assertTrue(count % 100 == 0 && count <= 1000, m.group());
        }
    }
}
