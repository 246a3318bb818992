package io.github.stormmc.benchmarks.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SweepPlanTest {

    private static String describe(RunSpec r) {
        return r.rep() + ":" + r.engine() + ":" + r.topology() + ":" + r.variant() + ":" + r.mode() + ":"
                + r.parallelism() + (r.rate() != 0 ? "@" + r.rate() : "");
    }

    @Test
    void parsesRangesAndLists() {
        assertEquals(List.of(1, 2, 3, 4), SweepOptions.range("1..4"));
        assertEquals(List.of(1, 2, 4, 8), SweepOptions.range("1,2,4,8"));
        assertEquals(List.of(1, 3, 4, 5), SweepOptions.range("1,3..5"));
        assertThrows(IllegalArgumentException.class, () -> SweepOptions.range("0..2"));
    }

    @Test
    void alternatesEnginesAtEveryPointAndSpreadsRepetitions() {
        SweepOptions o = SweepOptions.parse(new String[] {"--topology", "rollingsort", "--parallelism", "1..2",
                "--reps", "2", "--latency-parallelism", "none", "--no-idle", "--no-limit"});
        List<String> order = SweepPlan.plan(o).stream()
                .map(r -> r.rep() + ":" + r.parallelism() + ":" + r.engine()).toList();
        assertEquals(List.of("1:1:apache-storm", "1:1:storm-mc", "1:2:storm-mc", "1:2:apache-storm",
                "2:1:storm-mc", "2:1:apache-storm", "2:2:apache-storm", "2:2:storm-mc"), order);
    }

    @Test
    void throughputRunsOfEveryRepetitionComeBeforeLatencyAndIdleRuns() {
        SweepOptions o = SweepOptions.parse(new String[] {"--topology", "wordcount", "--parallelism", "1",
                "--reps", "2", "--no-limit"});
        List<String> order = SweepPlan.plan(o).stream().map(SweepPlanTest::describe).toList();
        assertEquals(List.of(
                "1:apache-storm:wordcount:plain:throughput:1", "1:storm-mc:wordcount:plain:throughput:1",
                "2:apache-storm:wordcount:plain:throughput:1", "2:storm-mc:wordcount:plain:throughput:1",
                "1:apache-storm:wordcount:plain:latency:1@-1", "1:storm-mc:wordcount:plain:latency:1@-1",
                "1:storm-mc:wordcount:plain:idle:1", "1:apache-storm:wordcount:plain:idle:1",
                "2:storm-mc:wordcount:plain:latency:1@-1", "2:apache-storm:wordcount:plain:latency:1@-1",
                "2:apache-storm:wordcount:plain:idle:1", "2:storm-mc:wordcount:plain:idle:1"), order);
    }

    @Test
    void addsLimitAckedLatencyAndIdleRuns() {
        SweepOptions o = SweepOptions.parse(new String[] {"--topology", "wordcount", "--parallelism", "1..3",
                "--reps", "1", "--variants", "plain,acked", "--acked-parallelism", "2"});
        List<RunSpec> plan = SweepPlan.plan(o);
        // the limit, 3 plain points x (2 engines + the hand-over), 2 acked points, latency (both engines + the
        // hand-over) and idle on both engines
        assertEquals(1 + 3 * 3 + 2 + 3 + 2, plan.size());
        assertEquals("limit", plan.get(0).engine());
        List<RunSpec> handOver = plan.stream().filter(r -> r.variant().equals("handover")
                && r.mode().equals("throughput")).toList();
        assertEquals(List.of("1:limit:wordcount:handover:throughput:1", "1:limit:wordcount:handover:throughput:2",
                "1:limit:wordcount:handover:throughput:3"), handOver.stream().map(SweepPlanTest::describe).toList());
        List<String> args = handOver.get(2).harnessArgs(o, "");
        assertEquals(List.of("--topology", "wordcount-handover-limit", "--parallelism", "3", "--variant", "plain"),
                args.subList(0, 6));
        // each hand-over run sits among the engines' runs of its point
        for (RunSpec h : handOver) {
            int i = plan.indexOf(h);
            List<RunSpec> point = plan.subList(Math.max(0, i - 2), Math.min(plan.size(), i + 3)).stream()
                    .filter(r -> r.parallelism() == h.parallelism() && r.variant().equals("plain")
                            && !r.engine().equals("limit")).toList();
            assertEquals(2, point.size(), h.label());
        }
        SweepOptions without = SweepOptions.parse(new String[] {"--topology", "wordcount", "--parallelism", "1..3",
                "--reps", "1", "--no-handover"});
        assertTrue(SweepPlan.plan(without).stream().noneMatch(r -> r.variant().equals("handover")));
        assertEquals(1, SweepPlan.plan(without).stream().filter(r -> r.engine().equals("limit")).count());
        assertEquals(List.of(2, 2), plan.stream().filter(r -> r.variant().equals("acked")).map(RunSpec::parallelism)
                .toList());
        List<RunSpec> latency = plan.stream().filter(r -> r.mode().equals("latency")).toList();
        assertEquals(List.of("apache-storm:plain", "limit:handover", "storm-mc:plain"), latency.stream()
                .map(r -> r.engine() + ":" + r.variant()).sorted().toList());
        latency.forEach(r -> assertEquals(RunSpec.HALF_STORM_MAX, r.rate(), "all at the rate the sweep derives"));
        RunSpec paced = latency.stream().filter(r -> r.engine().equals("limit")).findFirst().orElseThrow();
        List<String> pacedArgs = paced.withRate(140_000).harnessArgs(o, "");
        assertEquals(List.of("--topology", "wordcount-handover-limit", "--parallelism", "1", "--variant", "plain"),
                pacedArgs.subList(0, 6));
        assertEquals("140000", pacedArgs.get(pacedArgs.indexOf("--rate") + 1));
        List<RunSpec> idle = plan.stream().filter(r -> r.mode().equals("idle")).toList();
        assertEquals(List.of("1:storm-mc:wordcount:plain:idle:1", "1:apache-storm:wordcount:plain:idle:1"),
                idle.stream().map(SweepPlanTest::describe).toList());
        assertTrue(idle.get(0).harnessArgs(o, "").contains("--idle"));
        assertFalse(plan.get(1).harnessArgs(o, "").contains("--idle"));
    }

    @Test
    void givenLatencyRateIsUsedAsIs() {
        SweepOptions o = SweepOptions.parse(new String[] {"--topology", "enron", "--parallelism", "2",
                "--reps", "1", "--latency-rate", "700", "--no-idle"});
        List<RunSpec> latency = SweepPlan.plan(o).stream().filter(r -> r.mode().equals("latency")).toList();
        assertEquals(List.of(700L, 700L), latency.stream().map(RunSpec::rate).toList());
        List<String> args = latency.get(0).harnessArgs(o, "/in.ser.gz");
        // by default a 5 s warm-up, then up to 120 s more for the steady state
        assertEquals(List.of("--topology", "enron", "--parallelism", "1", "--variant", "plain", "--warmup", "5",
                "--settle", "120", "--measure", "20", "--rate", "700", "--enron-input", "/in.ser.gz"), args);
        assertThrows(IllegalStateException.class,
                () -> latency.get(0).withRate(RunSpec.HALF_STORM_MAX).harnessArgs(o, ""));
    }

    @Test
    void halfOfApacheStormsMedianSpoutRateAtTheSamePoint() {
        List<Map<String, String>> rows = List.of(
                row("apache-storm", "wordcount", "plain", "throughput", "1", "ok", "1000.0"),
                row("apache-storm", "wordcount", "plain", "throughput", "1", "ok", "3001.0"),
                row("apache-storm", "wordcount", "plain", "throughput", "1", "ok", "2001.0"),
                row("apache-storm", "wordcount", "plain", "throughput", "1", "timeout", "9000.0"),
                row("apache-storm", "wordcount", "acked", "throughput", "1", "ok", "9000.0"),
                row("apache-storm", "wordcount", "plain", "throughput", "2", "ok", "9000.0"),
                row("storm-mc", "wordcount", "plain", "throughput", "1", "ok", "9000.0"),
                row("apache-storm", "enron", "plain", "throughput", "1", "ok", "9000.0"));
        assertEquals(1000, SweepPlan.halfStormMaxRate(rows, "wordcount", 1));
        assertEquals(4500, SweepPlan.halfStormMaxRate(rows, "wordcount", 2));
        assertEquals(0, SweepPlan.halfStormMaxRate(rows, "wordcount", 4));
        assertEquals(0, SweepPlan.halfStormMaxRate(rows, "rollingsort", 1));
    }

    private static Map<String, String> row(String engine, String topology, String variant, String mode, String p,
            String status, String spoutRate) {
        return Map.of("engine", engine, "topology", topology, "variant", variant, "mode", mode, "parallelism", p,
                "status", status, "spout_rate", spoutRate);
    }

    @Test
    void perTopologyParallelismsAndAckedTopologies() {
        SweepOptions o = SweepOptions.parse(new String[] {"--topology", "wordcount,enron", "--parallelism", "1..3",
                "--parallelism-of", "enron=1,4", "--variants", "plain,acked", "--acked-topology", "wordcount",
                "--reps", "1", "--no-limit", "--no-idle", "--latency-parallelism", "none",
                "--engines", "storm-mc"});
        assertEquals(List.of(
                "1:storm-mc:wordcount:plain:throughput:1", "1:storm-mc:wordcount:plain:throughput:2",
                "1:storm-mc:wordcount:plain:throughput:3", "1:storm-mc:wordcount:acked:throughput:1",
                "1:storm-mc:wordcount:acked:throughput:2", "1:storm-mc:wordcount:acked:throughput:3",
                "1:storm-mc:enron:plain:throughput:1", "1:storm-mc:enron:plain:throughput:4"),
                SweepPlan.plan(o).stream().map(SweepPlanTest::describe).toList());
        assertThrows(IllegalArgumentException.class,
                () -> SweepOptions.parse(new String[] {"--parallelism-of", "enron"}));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SweepOptions.parse(new String[] {"--parallelism-of", "grep=1"}));
        assertEquals("unknown topology 'grep'", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> SweepOptions.parse(new String[] {"--latency-rate", "0"}));
        assertEquals("--latency-rate expects a positive whole number, got '0'", e.getMessage());
    }

    @Test
    void stormPresetExpandsAndLaterOptionsOverrideIt() {
        SweepOptions o = SweepOptions.parse(new String[] {"sweep", "--preset", "storm", "--reps", "1",
                "--out", "/tmp/x"});
        assertEquals("storm", o.preset);
        assertEquals(List.of("--preset", "storm", "--reps", "1", "--out", "/tmp/x"), o.given);
        assertEquals(SweepOptions.STORM_PRESET, o.effective.subList(0, SweepOptions.STORM_PRESET.size()));
        assertEquals(1, o.reps);
        assertEquals(5, o.warmup);
        assertEquals(120, o.settle);
        assertEquals(8, o.measure);
        assertEquals(List.of("wordcount", "enron", "rollingsort"), o.topologies);
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8), o.parallelisms("wordcount"));
        assertEquals(List.of(1, 4), o.parallelisms("enron"));
        assertEquals(List.of(1, 4), o.parallelisms("rollingsort"));
        assertEquals(List.of(1, 4), o.ackedParallelisms("wordcount"));
        assertEquals(List.of(), o.ackedParallelisms("enron"));
        assertTrue(o.idle);
        assertTrue(o.limit);
        List<RunSpec> plan = SweepPlan.plan(o);
        // a limit per topology + WordCount 8 plain + 2 acked points, Enron 2, RollingSort 2, latency 3, idle 1: both
        // engines each.
        assertEquals(3 + 2 * (8 + 2 + 2 + 2 + 3 + 1), plan.size());
        // 39 runs of 13 s (the 6 latency runs 18 s), plus overheads: storm-mc 2.5 s, apache-storm 11 s, limit 1 s,
        // and 0.5 s between runs; the waits for the steady state are not estimated.
        assertEquals(39 * 13.5 + 6 * 5 + 18 * 2.5 + 18 * 11 + 3, SweepPlan.estimateSeconds(plan, o), 1e-9);
        RunSpec latency = plan.stream().filter(r -> r.mode().equals("latency")).findFirst().orElseThrow();
        assertEquals("10", latency.withRate(1000).harnessArgs(o, "").get(7));
        assertEquals("5", plan.get(1).harnessArgs(o, "").get(7));
        // As given, three repetitions: 117 runs (a limit per topology each time), about 40 minutes before the waits for the steady state.
        SweepOptions storm = SweepOptions.parse(new String[] {"--preset", "storm"});
        List<RunSpec> full = SweepPlan.plan(storm);
        assertEquals(117, full.size());
        assertEquals("40 min", SweepMain.duration(SweepPlan.estimateSeconds(full, storm)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SweepOptions.parse(new String[] {"--preset", "fast"}));
        assertEquals("unknown preset 'fast' (known: full, storm, quick)", e.getMessage());
    }

    @Test
    void archivePairsPutARunWithoutTheArchiveNextToEachOfStormMcsPlainPoints() {
        SweepOptions o = SweepOptions.parse(new String[] {"--engines", "storm-mc,flink,apache-storm", "--topology",
            "wordcount", "--parallelism", "4..5", "--reps", "2", "--archive-pairs", "--no-idle", "--no-limit",
            "--latency-parallelism", "none"});
        List<RunSpec> plan = SweepPlan.plan(o);
        assertEquals(2 * 2 * 4, plan.size(), "two reps x two points x (three engines + the twin)");
        List<RunSpec> bare = plan.stream().filter(r -> r.variant().equals("noarchive")).toList();
        assertEquals(4, bare.size());
        List<Boolean> firstOfPair = new java.util.ArrayList<>();
        for (RunSpec r : bare) {
            assertEquals("storm-mc", r.engine());
            assertTrue(r.withoutEngineJvmOpts());
            List<String> args = r.harnessArgs(o, "");
            assertEquals("plain", args.get(args.indexOf("--variant") + 1), "the harness runs the plain topology");
            int i = plan.indexOf(r);
            boolean first = i + 1 < plan.size() && plan.get(i + 1).label().equals(
                "storm-mc wordcount/plain p=" + r.parallelism() + " throughput rep " + r.rep());
            boolean second = plan.get(i - 1 < 0 ? 0 : i - 1).label().equals(
                "storm-mc wordcount/plain p=" + r.parallelism() + " throughput rep " + r.rep());
            assertTrue(first != second, "next to its twin with the archive: " + r.label());
            firstOfPair.add(first);
        }
        assertEquals(List.of(false, true, true, false), firstOfPair, "the twin goes first at every other point");
        assertFalse(plan.stream().filter(r -> !r.variant().equals("noarchive")).anyMatch(RunSpec::withoutEngineJvmOpts));
    }

    @Test
    void fullPresetRunsFlinkOnPlainPointsUnchainedStormMcBesideItAndRotatesTheThreeEngines() {
        SweepOptions o = SweepOptions.parse(new String[] {"--preset", "full"});
        assertEquals(List.of("storm-mc", "flink", "apache-storm"), o.engines);
        List<RunSpec> plan = SweepPlan.plan(o);
        // 2 reps x (a limit per topology + 4 engines (Storm-MC unchained the fourth) x (8 + 2 + 2) throughput points
        // + WordCount's 8 hand-over runs + one 64 MB-heap run) + 2 reps x ((3 latency + 1 two-hop + 1 idle) x 3
        // engines + 3 unchained latency runs + WordCount's latency hand-over + the two-hop's limit and unchained Storm-MC)
        assertEquals(2 * (3 + 4 * 12 + 8 + 1) + 2 * (5 * 3 + 3 + 3), plan.size());
        assertEquals("docs/benchmarks/latest", o.out);
        // as estimated; the waits for the steady state (up to 120 s a run) come on top
        assertEquals("51 min", SweepMain.duration(SweepPlan.estimateSeconds(plan, o)));
        SweepOptions quick = SweepOptions.parse(new String[] {"--preset", "quick"});
        assertEquals("1 min 44 s", SweepMain.duration(SweepPlan.estimateSeconds(SweepPlan.plan(quick), quick)));
        List<RunSpec> unchained = plan.stream().filter(r -> r.variant().equals("unchained")
            && !r.topology().equals("twohop")).toList();
        assertEquals(2 * (12 + 3), unchained.size());
        for (RunSpec r : unchained) {
            assertEquals("storm-mc", r.engine());
            List<String> args = (r.mode().equals("latency") ? r.withRate(1000) : r).harnessArgs(o, "");
            assertTrue(args.contains("stormmc.chaining=false"), r.label());
            assertEquals("plain", args.get(args.indexOf("--variant") + 1), "the harness runs the plain topology");
            if (r.mode().equals("throughput")) {
                int i = plan.indexOf(r);
                String twin = "storm-mc " + r.topology() + "/plain p=" + r.parallelism() + " throughput rep " + r.rep();
                assertTrue(plan.get(i + 1).label().equals(twin) || plan.get(i - 1).label().equals(twin), r.label());
            }
        }
        List<RunSpec> smallHeap = plan.stream().filter(r -> r.variant().equals("xmx64m")).toList();
        assertEquals(2, smallHeap.size());
        for (RunSpec r : smallHeap) {
            assertEquals("storm-mc wordcount/xmx64m p=1 throughput rep " + r.rep(), r.label());
            assertEquals(List.of("-Xmx64m"), r.jvmOpts());
            List<String> args = r.harnessArgs(o, "");
            assertEquals("plain", args.get(args.indexOf("--variant") + 1), "the harness runs the plain topology");
        }
        List<RunSpec> twoHop = plan.stream().filter(r -> r.topology().equals("twohop")).toList();
        assertEquals(10, twoHop.size());
        assertEquals(List.of("apache-storm/plain", "flink/plain", "limit/plain", "storm-mc/plain", "storm-mc/unchained"),
                twoHop.stream().map(r -> r.engine() + "/" + r.variant()).distinct().sorted().toList());
        for (RunSpec r : twoHop) {
            assertEquals("latency", r.mode());
            assertEquals(List.of(), r.jvmOpts());
            List<String> args = r.harnessArgs(o, "");
            assertEquals("1000", args.get(args.indexOf("--rate") + 1));
            assertEquals("plain", args.get(args.indexOf("--variant") + 1), "the harness runs the plain topology");
            assertEquals(r.variant().equals("unchained"), args.contains("stormmc.chaining=false"), r.label());
        }
        List<String> limits = new java.util.ArrayList<>(List.of("wordcount-limit"));
        limits.addAll(java.util.Collections.nCopies(8, "wordcount-handover-limit"));
        limits.addAll(List.of("enron-limit", "rollingsort-limit", "wordcount-handover-limit", "twohop-limit"));
        // (a latency run's rate is resolved during the sweep; any rate gives the same topology argument)
        assertEquals(limits, plan.stream().filter(r -> r.engine().equals("limit") && r.rep() == 1)
            .map(r -> r.withRate(Math.max(0, r.rate())).harnessArgs(o, "").get(1)).toList());
        // Each 64 MB run sits next to Storm-MC's default-heap WordCount p=1 run of its rep: after it in rep 1,
        // before it in rep 2.
        for (RunSpec r : smallHeap) {
            int i = plan.indexOf(r);
            RunSpec neighbour = plan.get(r.rep() % 2 == 0 ? i + 1 : i - 1);
            assertEquals("storm-mc wordcount/plain p=1 throughput rep " + r.rep(), neighbour.label());
        }
        // Each engine goes first at WordCount p=1, 2 and 3.
        List<RunSpec> rep1 = plan.stream().filter(r -> r.rep() == 1 && r.topology().equals("wordcount")
            && r.variant().equals("plain") && r.mode().equals("throughput") && !r.engine().equals("limit")).toList();
        List<String> firsts = List.of(rep1.get(0).engine(), rep1.get(3).engine(), rep1.get(6).engine());
        assertEquals(3, firsts.stream().distinct().count(), firsts.toString());
        SweepOptions acked = SweepOptions.parse(new String[] {"--engines", "storm-mc,flink", "--variants", "acked",
            "--topology", "wordcount", "--parallelism", "1", "--reps", "1", "--no-idle", "--no-limit", "--latency-parallelism",
            "none"});
        assertEquals(List.of("storm-mc"), SweepPlan.plan(acked).stream().map(RunSpec::engine).toList());
    }

    @Test
    void stormMcConfReachesStormMcRunsOnly() {
        SweepOptions o = SweepOptions.parse(new String[] {"--engines", "storm-mc,flink", "--topology", "wordcount",
            "--parallelism", "2", "--reps", "1", "--no-idle", "--no-limit", "--latency-parallelism", "none",
            "--storm-mc-conf", "stormmc.x=1"});
        for (RunSpec spec : SweepPlan.plan(o)) {
            List<String> args = spec.harnessArgs(o, "");
            int c = args.indexOf("-c");
            if (spec.engine().equals("storm-mc")) {
                assertEquals("stormmc.x=1", args.get(c + 1));
            } else {
                assertEquals(-1, c, args.toString());
            }
        }
    }

    @Test
    void defaultsWithoutPreset() {
        SweepOptions o = SweepOptions.parse(new String[] {"--no-idle"});
        assertNull(o.preset);
        assertFalse(o.idle);
        assertEquals(List.of("--no-idle"), o.effective);
        assertEquals(List.of(), o.ackedParallelisms("wordcount"));
        o = SweepOptions.parse(new String[] {"--variants", "plain,acked", "--parallelism", "2,3"});
        assertEquals(List.of(2, 3), o.ackedParallelisms("rollingsort"));
    }

    @Test
    void durationsReadInMinutes() {
        assertEquals("45 s", SweepMain.duration(45));
        assertEquals("1 min 15 s", SweepMain.duration(75));
        assertEquals("34 min", SweepMain.duration(2040));
    }

    @Test
    void rejectsUnknownTopologiesAndEngines() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SweepOptions.parse(new String[] {"--topology", "grep"}));
        assertEquals("unknown topology 'grep'", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> SweepOptions.parse(new String[] {"--engines", "spark"}));
        assertEquals("unknown engine 'spark'", e.getMessage());
    }
}
