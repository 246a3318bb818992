package io.github.stormmc.benchmarks.runner;

import static io.github.stormmc.benchmarks.runner.Targets.Status.INCOMPLETE;
import static io.github.stormmc.benchmarks.runner.Targets.Status.MET;
import static io.github.stormmc.benchmarks.runner.Targets.Status.NOT_MET;
import static io.github.stormmc.benchmarks.runner.Targets.Status.NO_DATA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.benchmarks.runner.Targets.Row;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The issue-5 targets table computed from a small synthetic runs.csv of a 2-core machine. */
class TargetsTest {

    private static final String RUNS = String.join("\n",
            "seq,rep,engine,topology,variant,mode,parallelism,offered_rate,rate_basis,status,throughput,cpu_pct,"
                    + "rss_mb_avg,live_heap_mb,engine_threads,executors,startup_ms,lat_p99_us,cores,spout_rate",
            "1,1,limit,wordcount,plain,throughput,1,0,,ok,10000000,100,50,5,,,,,2",
            "2,1,storm-mc,wordcount,plain,throughput,1,0,,ok,3800000,150,100,10,3,3,400,,2",
            "3,1,apache-storm,wordcount,plain,throughput,1,0,,ok,1000000,190,500,50,119,3,10000,,2",
            "4,2,storm-mc,wordcount,plain,throughput,1,0,,ok,4200000,150,100,10,3,3,400,,2",
            "5,1,storm-mc,wordcount,plain,throughput,2,0,,ok,3500000,150,100,10,6,6,400,,2",
            "6,1,apache-storm,wordcount,plain,throughput,2,0,,ok,1000000,190,500,50,125,6,10000,,2",
            "7,1,storm-mc,wordcount,plain,throughput,3,0,,ok,3000000,150,100,10,11,9,400,,2",
            "8,1,apache-storm,wordcount,plain,throughput,3,0,,ok,1100000,190,500,50,130,9,10000,,2",
            "9,1,apache-storm,wordcount,plain,throughput,4,0,,timeout,,,,,,,,,",
            "10,1,storm-mc,wordcount,acked,throughput,1,0,,ok,900000,150,100,10,6,4,400,,2",
            "11,1,apache-storm,wordcount,acked,throughput,1,0,,ok,300000,190,500,50,121,4,10000,,2",
            "12,1,storm-mc,enron,plain,throughput,1,0,,ok,2000,150,100,10,8,8,400,,2",
            "13,1,apache-storm,enron,plain,throughput,1,0,,ok,900,190,500,50,140,8,10000,,2",
            "14,1,storm-mc,enron,plain,throughput,4,0,,ok,1500,150,150,10,33,29,460,,2",
            "15,1,apache-storm,enron,plain,throughput,4,0,,ok,800,190,400,50,200,29,10000,,2",
            "16,1,storm-mc,rollingsort,plain,throughput,1,0,,ok,50000,150,100,10,2,2,400,,2",
            "17,1,storm-mc,wordcount,plain,latency,1,50000,half-storm-max,ok,1000000,50,100,10,3,3,400,150,2,52400",
            "18,1,apache-storm,wordcount,plain,latency,1,50000,half-storm-max,ok,1000000,90,500,50,119,3,10000,"
                    + "12345,2,59600",
            "19,1,storm-mc,rollingsort,plain,latency,1,2000,given,ok,2000,20,100,10,2,2,400,900,2,2000",
            "20,1,apache-storm,rollingsort,plain,latency,1,2000,given,ok,2000,40,500,50,110,2,10000,2000,2,1800",
            "21,1,storm-mc,wordcount,plain,idle,1,0,,ok,0,1.5,100,12,3,3,,,2",
            "22,1,apache-storm,wordcount,plain,idle,1,0,,ok,0,9.0,500,50,119,3,,,2",
            "");

    private static Summary summary(Path dir) throws Exception {
        Path runs = dir.resolve(Report.RUNS);
        Files.writeString(runs, RUNS);
        return new Summary(RunsCsv.read(runs));
    }

    @Test
    void oneRowPerTargetWithFiguresRatiosAndVerdicts(@TempDir Path dir) throws Exception {
        List<Row> rows = Targets.compute(summary(dir), 2);
        String latencyWc = "WordCount p=1 latency at ½ Apache Storm's max";
        String latencyRs = "RollingSort p=1 latency at ½ Apache Storm's max";
        String wcPace = "Apache Storm's spouts ran at 59.6k/s";
        String notHalf = "paced at 2.0k tuples/s, not half Storm's max; Apache Storm's spouts ran at 1.8k/s";
        List<Row> expected = List.of(
                new Row("WordCount p=1: ≥ 4× Apache Storm's words/s", "4.00M words/s", "1.00M words/s", "4.00×",
                        MET, ""),
                new Row("WordCount: ≥ 3× Apache Storm's words/s at every p in 1..8 (lowest ratio)",
                        "p=3: 3.00M words/s", "p=3: 1.10M words/s", "min 2.73× at p=3; geo-mean 3.37×", NOT_MET,
                        "p=4,5,6,7,8 not measured"),
                new Row("WordCount: throughput does not fall as p exceeds the 2 cores (every p in 3..8 ≥ 90 % of"
                        + " the best p ≤ 2)", "p=3: 3.00M = 75 % of p=1: 4.00M", "p=3: 1.10M = 110 % of p=1: 1.00M",
                        "75 % of best", NOT_MET, "p=4,5,6,7,8 not measured"),
                new Row("WordCount best point ≥ 30 % of the single-threaded loop's words/s (limit)",
                        "p=1: 4.00M words/s = 40 % of 10.00M", "p=3: 1.10M words/s = 11 % of 10.00M",
                        "40 % of limit", MET, ""),
                new Row("Acked WordCount p=1: ≥ 3× Apache Storm's words/s", "900.0k words/s", "300.0k words/s",
                        "3.00×", MET, ""),
                new Row("Enron email: ≥ 2× Apache Storm's emails/s (lowest ratio over the p swept)",
                        "p=4: 1.5k emails/s", "p=4: 800 emails/s", "min 1.88× at p=4; geo-mean 2.04× over p=1,4",
                        NOT_MET, ""),
                new Row("RollingSort: ≥ 1.5× Apache Storm's msgs/s (lowest ratio over the p swept)", "–", "–", "–",
                        NO_DATA, ""),
                new Row("Resident memory (RSS): Storm-MC ≤ 1/4 of Apache Storm's", "enron p=4: 150 MB", "400 MB",
                        "max 0.38× over 9 points", NOT_MET, ""),
                new Row("Live heap after a full GC (reference): Storm-MC ≤ 1/4 of Apache Storm's",
                        "wordcount p=1 idle: 12.0 MB", "50.0 MB", "max 0.24× over 9 points", MET, ""),
                new Row("Threads: Storm-MC's engine threads ≤ Σ executors + 3", "enron p=4: 33 for 29 executors (+4)",
                        "200 for 29 executors (+171)", "0.17×", NOT_MET, ""),
                new Row("main → first tuple: Storm-MC ≤ 1/20 of Apache Storm's", "enron p=4: 460 ms", "10000 ms",
                        "max 0.05× over 6 points", MET, ""),
                new Row(latencyWc + ": p99 ≤ 1/5 of Storm's", "p99 150 µs at 50.0k/s", "p99 12.3 ms at 50.0k/s",
                        "0.01×", MET, wcPace),
                new Row(latencyWc + ": Storm-MC p99 ≤ 1 ms", "p99 150 µs at 50.0k/s", "p99 12.3 ms at 50.0k/s", "–",
                        MET, wcPace),
                new Row(latencyRs + ": p99 ≤ 1/5 of Storm's", "p99 900 µs at 2.0k/s", "p99 2000 µs at 2.0k/s",
                        "0.45×", INCOMPLETE, notHalf),
                new Row(latencyRs + ": Storm-MC p99 ≤ 1 ms", "p99 900 µs at 2.0k/s", "p99 2000 µs at 2.0k/s", "–",
                        INCOMPLETE, notHalf),
                new Row("Idle WordCount p=1 (deployed, nothing to do): Storm-MC < 2 % of one core", "1.5 % of a core",
                        "9.0 % of a core", "0.17×", MET, ""));
        assertEquals(expected.size(), rows.size());
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i), rows.get(i), "row " + (i + 1));
        }
    }

    @Test
    void markdownTableCountsTheMetRows(@TempDir Path dir) throws Exception {
        String md = Targets.markdown(Targets.compute(summary(dir), 2));
        assertTrue(md.startsWith("| target | Storm-MC | Apache Storm | ratio | result |\n|---|---|---|---|---|\n"
                + "| WordCount p=1: ≥ 4× Apache Storm's words/s | 4.00M words/s | 1.00M words/s | 4.00× | **met** |\n"),
                md);
        assertTrue(md.contains("| 75 % of best | not met (p=4,5,6,7,8 not measured) |\n"), md);
        assertTrue(md.endsWith("\n8 of 16 rows met.\n"), md);
    }

    @Test
    void fallOffRuleAndMissingCoreCount(@TempDir Path dir) throws Exception {
        Summary s = summary(dir);
        // With 1 core, p=2 and p=3 are above the cores: 3.0M is 75 % of the best at p=1.
        Row oneCore = Targets.compute(s, 1).get(2);
        assertEquals("p=3: 3.00M = 75 % of p=1: 4.00M", oneCore.stormMc());
        assertEquals(NOT_MET, oneCore.status());
        assertEquals("p=4,5,6,7,8 not measured", oneCore.note());
        Row unknown = Targets.compute(s, 0).get(2);
        assertEquals(NO_DATA, unknown.status());
        assertEquals("core count unknown", unknown.note());
        Row manyCores = Targets.compute(s, 8).get(2);
        assertEquals(NO_DATA, manyCores.status());
        assertEquals("needs more parallelism than cores", manyCores.note());
    }

    @Test
    void keepsThroughputWhenEveryHighPointIsWithinTenPercent(@TempDir Path dir) throws Exception {
        StringBuilder csv = new StringBuilder("seq,rep,engine,topology,variant,mode,parallelism,status,throughput\n");
        int seq = 0;
        for (int p = 1; p <= 8; p++) {
            // Best at p ≤ 2 is 1000 (p=2); the lowest above is 900 at p=8: exactly 90 %.
            double mc = p == 2 ? 1000 : p == 8 ? 900 : 950;
            csv.append(++seq).append(",1,storm-mc,wordcount,plain,throughput,").append(p).append(",ok,").append(mc)
                    .append("\n");
            csv.append(++seq).append(",1,apache-storm,wordcount,plain,throughput,").append(p).append(",ok,300\n");
        }
        Path runs = dir.resolve(Report.RUNS);
        Files.writeString(runs, csv.toString());
        List<Row> rows = Targets.compute(new Summary(RunsCsv.read(runs)), 2);
        assertEquals(new Row("WordCount: ≥ 3× Apache Storm's words/s at every p in 1..8 (lowest ratio)",
                "p=8: 900 words/s", "p=8: 300 words/s", "min 3.00× at p=8; geo-mean 3.17×", MET, ""), rows.get(1));
        assertEquals(new Row("WordCount: throughput does not fall as p exceeds the 2 cores (every p in 3..8 ≥ 90 %"
                + " of the best p ≤ 2)", "p=8: 900 = 90 % of p=2: 1.0k", "p=3: 300 = 100 % of p=1: 300",
                "90 % of best", MET, ""), rows.get(2));
        assertEquals(new Row("WordCount best point ≥ 30 % of the single-threaded loop's words/s (limit)",
                "p=2: 1.0k words/s", "–", "–", NO_DATA, ""), rows.get(3));
    }

    @Test
    void coreCountFromTheSweepFactsElseFromTheRuns() {
        List<Map<String, String>> rows = List.of(Map.of("cores", ""), Map.of("cores", "4"));
        assertEquals(2, Report.cores(Map.of("cores", "2"), rows));
        assertEquals(4, Report.cores(Map.of(), rows));
        assertEquals(0, Report.cores(Map.of(), List.of()));
    }
}
