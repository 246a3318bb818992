package io.github.stormmc.benchmarks.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The targets table: rules read from text, applied to a small synthetic sweep of a 2-core machine. */
class TargetRulesTest {

    private static final String RUNS = String.join("\n",
            "seq,rep,engine,topology,variant,mode,parallelism,offered_rate,rate_basis,status,throughput,cpu_pct,"
                    + "rss_mb_avg,live_heap_mb,engine_threads,executors,startup_ms,lat_p50_us,lat_p99_us,cores",
            "1,1,limit,enron,plain,throughput,1,0,,ok,1000,100,50,5,,,,,,2",
            "2,1,storm-mc,wordcount,plain,throughput,1,0,,ok,3800000,150,100,10,3,3,400,,,2",
            "3,2,storm-mc,wordcount,plain,throughput,1,0,,ok,4200000,150,100,10,3,3,400,,,2",
            "4,1,apache-storm,wordcount,plain,throughput,1,0,,ok,1000000,190,500,50,119,3,8000,,,2",
            "5,1,flink,wordcount,plain,throughput,1,0,,ok,2000000,190,300,30,40,3,2000,,,2",
            "6,1,storm-mc,wordcount,plain,throughput,3,0,,ok,3000000,150,120,10,11,9,400,,,2",
            "7,1,apache-storm,wordcount,plain,throughput,3,0,,ok,1100000,190,400,50,130,9,8000,,,2",
            "8,1,flink,wordcount,plain,throughput,3,0,,ok,4000000,190,300,30,40,9,2000,,,2",
            "9,1,storm-mc,enron,plain,throughput,1,0,,ok,950,150,100,10,8,8,400,,,2",
            "10,1,storm-mc,wordcount,xmx64m,throughput,1,0,,ok,3600000,150,60,10,3,3,400,,,2",
            "11,1,storm-mc,twohop,plain,latency,1,1000,given,ok,1000,10,100,10,3,3,400,25,300,2",
            "12,1,storm-mc,twohop,unchained,latency,1,1000,given,ok,1000,10,100,10,1,1,400,2,60,2",
            "13,1,storm-mc,wordcount,plain,idle,1,0,,ok,0,1.5,100,12,3,3,,,,2",
            "");

    /** Points of the scaling targets: CPU per tuple and time to steady state by parallelism, and the floor. */
    private static final String SCALING_RUNS = String.join("\n",
            "seq,rep,engine,topology,variant,mode,parallelism,offered_rate,rate_basis,status,throughput,cpu_pct,"
                    + "executors,lat_p99_us,cpu_ns_per_tuple,steady_s,cores",
            "1,1,storm-mc,enron,plain,throughput,1,0,,ok,14000,190,8,,120000,10,2",
            "2,1,storm-mc,enron,plain,throughput,4,0,,ok,15000,190,29,,138000,25,2",
            "3,1,flink,enron,plain,throughput,4,0,,ok,15000,190,29,,130000,18,2",
            "4,1,storm-mc,twohop,plain,latency,1,1000,given,ok,1000,10,3,110,,,2",
            "5,1,limit,twohop,plain,latency,1,1000,given,ok,1000,10,3,100,,,2",
            "6,1,storm-mc,wordcount,plain,idle,1,0,,ok,0,1.5,3,,,,2",
            "");

    @Test
    void scalingTargetsCompareEachPointWithP1TheOtherEngineAndTheFloor(@TempDir Path dir) throws Exception {
        Path runs = dir.resolve(Report.RUNS);
        Files.writeString(runs, SCALING_RUNS);
        Summary summary = new Summary(RunsCsv.read(runs));
        List<TargetRules.Rule> rules = TargetRules.parse(String.join("\n",
                "cpu-ratio enron p=4                   <=  1.2",
                "steady-ratio enron p=4                <=  2",
                "steady-beyond enron flink p=4         <=  5",
                "latency-p99-floor twohop p=1          <=  1.25",
                "idle-cpu-per-executor-pct             <=  2",
                "cpu-ratio wordcount p=8               <=  1.2"));
        assertEquals(List.of(
                new TargetRules.Row("Enron email CPU per tuple at p=4, share of p=1's ≤ 1.20×", "1.15×", "**met**"),
                new TargetRules.Row("Enron email time to steady state at p=4, share of p=1's ≤ 2.00×", "2.50×",
                        "not met"),
                new TargetRules.Row("Enron email time to steady state at p=4, Storm-MC's − Apache Flink's ≤ 5.0 s",
                        "7.0 s", "not met"),
                new TargetRules.Row("Two hops latency at p=1, p99 / the no-engine floor's ≤ 1.25×", "1.10×", "**met**"),
                new TargetRules.Row("Idle WordCount p=1, CPU per executor ≤ 2.00 % of a core", "0.50 % of a core",
                        "**met**"),
                new TargetRules.Row("WordCount CPU per tuple at p=8, share of p=1's ≤ 1.20×", "–", "no data")),
                TargetRules.apply(rules, summary, 2));
    }

    private static Summary summary(Path dir) throws Exception {
        Path runs = dir.resolve(Report.RUNS);
        Files.writeString(runs, RUNS);
        return new Summary(RunsCsv.read(runs));
    }

    @Test
    void eachRuleBecomesOneRowWithItsFigureAndVerdict(@TempDir Path dir) throws Exception {
        List<TargetRules.Rule> rules = TargetRules.parse(String.join("\n",
                "# a comment, then a blank line",
                "",
                "ratio wordcount apache-storm p=1      >=  4",
                "ratio wordcount flink lowest          >=  1.5",
                "keep wordcount                        >=  0.9",
                "limit-share enron p=1                 >=  0.9",
                "latency-p99-us twohop p=1             <=  100",
                "latency-p99-us twohop/unchained p=1     <=  100",
                "startup-ratio apache-storm            <=  0.05",
                "rss-ratio apache-storm                <=  0.25",
                "extra-threads                         <=  3",
                "small-heap-share                      >=  0.9",
                "idle-cpu-pct                          <   2",
                "spread rollingsort                    <=  0.15"));
        List<TargetRules.Row> rows = TargetRules.apply(rules, summary(dir), 2);
        assertEquals(List.of(
                new TargetRules.Row("WordCount throughput, Storm-MC / Apache Storm at p=1 ≥ 4.00×", "4.00×", "**met**"),
                new TargetRules.Row("WordCount throughput, Storm-MC / Apache Flink, lowest over p ≥ 1.50×",
                        "0.75× at p=3", "not met"),
                new TargetRules.Row("WordCount throughput above the core count, share of the best below it ≥ 90 %",
                        "75 % at p=3", "not met"),
                new TargetRules.Row("Enron email throughput at p=1, share of its slowest stage alone ≥ 90 %", "95 %",
                        "**met**"),
                new TargetRules.Row("Two hops latency at p=1, p99 ≤ 100 µs", "300 µs", "not met"),
                new TargetRules.Row("Two hops (unchained) latency at p=1, p99 ≤ 100 µs", "60 µs", "**met**"),
                new TargetRules.Row("Main to first tuple, Storm-MC / Apache Storm ≤ 0.05×", "0.05×", "**met**"),
                new TargetRules.Row("Resident memory, Storm-MC / Apache Storm, highest over the points ≤ 0.25×",
                        "0.30× at wordcount p=3", "not met"),
                new TargetRules.Row("Engine threads beyond the executors, most over the points ≤ 3", "2 at wordcount p=3",
                        "**met**"),
                new TargetRules.Row("WordCount p=1 in a 64 MB heap, share of the default heap's ≥ 90 %", "90 %",
                        "**met**"),
                new TargetRules.Row("Idle WordCount p=1, CPU < 2.0 % of a core", "1.5 % of a core", "**met**"),
                new TargetRules.Row("RollingSort throughput, widest (max − min) / median ≤ 15 %", "–", "no data")),
                rows);
        String md = TargetRules.markdown(rows);
        assertTrue(md.startsWith("| target | measured | result |\n|---|---|---|\n"), md);
        assertTrue(md.endsWith("\n7 of 12 targets met.\n"), md);
    }

    @Test
    void theBundledRulesParse() {
        List<TargetRules.Rule> rules = TargetRules.bundled();
        assertTrue(rules.size() >= 10, rules.toString());
        assertEquals(new TargetRules.Rule("ratio", List.of("wordcount", "apache-storm", "p=1"), ">=", 4), rules.get(0));
    }

    @Test
    void rejectsWhatItCannotApply() {
        assertEquals("line 1: expected METRIC [ARGS] COMPARISON THRESHOLD: ratio wordcount flink lowest 1.5",
                assertThrows(IllegalArgumentException.class,
                        () -> TargetRules.parse("ratio wordcount flink lowest 1.5")).getMessage());
        assertEquals("unknown metric 'speed'",
                assertThrows(IllegalArgumentException.class, () -> TargetRules.parse("speed >= 1")).getMessage());
        assertEquals("keep takes 1 argument(s), got []",
                assertThrows(IllegalArgumentException.class, () -> TargetRules.parse("keep >= 1")).getMessage());
        assertEquals("unknown engine 'spark' (apache-storm or flink)", assertThrows(IllegalArgumentException.class,
                () -> TargetRules.parse("ratio wordcount spark p=1 >= 1")).getMessage());
    }
}
