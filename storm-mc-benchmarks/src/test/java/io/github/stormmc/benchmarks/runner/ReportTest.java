package io.github.stormmc.benchmarks.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report is computed from runs.csv alone: medians, ratios, tables and plots. */
class ReportTest {

    private static Map<String, String> result(double throughput, double cpu, String counts) {
        Map<String, String> r = new LinkedHashMap<>();
        r.put("status", "ok");
        r.put("measured_s", "10.0");
        r.put("throughput", Double.toString(throughput));
        r.put("cpu_pct", Double.toString(cpu));
        r.put("rss_mb_avg", "500.0");
        r.put("threads_max", "9");
        r.put("startup_ms", "400");
        for (String kv : counts.split(";")) {
            r.put("count." + kv.split("=")[0], kv.split("=")[1]);
        }
        return r;
    }

    /** Writes the sweep's facts with this command, regenerates the report and returns it. */
    private static String report(Path dir, String command) throws Exception {
        SweepMeta.write(dir.resolve(Report.META), Map.of("command", command));
        Report.regenerate(dir);
        return Files.readString(dir.resolve(Report.REPORT));
    }

    /** A WordCount throughput run of rep 1 at 190 % CPU, counting ten times its rate. */
    private static void wordCount(RunsCsv csv, int seq, String engine, String variant, int p, double words)
            throws java.io.IOException {
        csv.append(seq, new RunSpec(1, engine, "wordcount", variant, "throughput", p, 0),
                result(words, 190, "count=" + (long) (words * 10)));
    }

    @Test
    void tablesShowMediansAndRatios(@TempDir Path dir) throws Exception {
        RunsCsv csv = new RunsCsv(dir.resolve(Report.RUNS));
        csv.start();
        int seq = 0;
        for (double t : new double[] {100, 300, 200}) {
            csv.append(++seq, new RunSpec(seq, "storm-mc", "rollingsort", "plain", "throughput", 2, 0),
                    result(t, 150, "spout=" + (long) (t * 10) + ";sort=" + (long) (t * 10)));
            csv.append(++seq, new RunSpec(seq, "apache-storm", "rollingsort", "plain", "throughput", 2, 0),
                    result(t / 2, 190, "spout=" + (long) (t * 5) + ";sort=" + (long) (t * 5)));
        }
        csv.append(++seq, new RunSpec(1, "apache-storm", "rollingsort", "plain", "throughput", 4, 0),
                Map.of("status", "timeout", "error", "no result"));
        SweepMeta.write(dir.resolve(Report.META), Map.of("command", "bin/storm-mc-bench --reps 3", "reps", "3"));

        Report.regenerate(dir);

        String md = Files.readString(dir.resolve(Report.REPORT));
        assertTrue(md.contains("```\nbin/storm-mc-bench --reps 3\n```"), md);
        assertTrue(md.contains("| rollingsort | plain | 2 | 2.00× | **2.00×** | 2.00× | 2.00× |"), md);
        // no executors, cores or times to steady state in these runs: dashes
        assertTrue(md.contains("| 2 | – | 200 (100–300) | 100 (50–150) | **2.00×** | – / – | 150 / 190 | 500 / 500 |"
                + " 9 / 9 | 400 / 400 |"), md);
        assertTrue(md.contains("| 2 | storm-mc | 200 | 200 |"), md);
        assertTrue(md.contains("**1 run(s) failed**"), md);
        assertTrue(Files.readString(dir.resolve("rollingsort-plain-throughput.svg")).startsWith("<svg"));
        List<String> summary = Files.readAllLines(dir.resolve(Report.SUMMARY));
        assertEquals("rollingsort,plain,throughput,storm-mc,2,3,200,100,300,2,150,500,9,400,,,,,,,0,,,0,",
                summary.get(1));
    }

    @Test
    void tabulatesStormMcsArchivePairs(@TempDir Path dir) throws Exception {
        RunsCsv csv = new RunsCsv(dir.resolve(Report.RUNS));
        csv.start();
        int seq = 0;
        for (int rep = 1; rep <= 2; rep++) {
            for (String[] run : new String[][] {{"storm-mc", "plain", "300"}, {"storm-mc", "noarchive", "400"},
                {"apache-storm", "plain", "100"}}) {
                double words = Double.parseDouble(run[2]) + (run[0].equals("storm-mc") && rep == 2 ? 200 : 0);
                csv.append(++seq, new RunSpec(rep, run[0], "wordcount", run[1], "throughput", 4, 0),
                        result(words, 190, "count=" + (long) words));
            }
        }
        SweepMeta.write(dir.resolve(Report.META), Map.of("command", "bin/storm-mc-bench --archive-pairs"));

        Report.regenerate(dir);

        String md = Files.readString(dir.resolve(Report.REPORT));
        assertTrue(md.contains("## WordCount: Storm-MC with and without the class-data archive"), md);
        assertTrue(md.contains("| 4 | 400 (300–500) | 500 (400–600) | 0.80× |"), md);
    }

    @Test
    void comparesStormMcWithFlinkWhenTheSweepRanIt(@TempDir Path dir) throws Exception {
        RunsCsv csv = new RunsCsv(dir.resolve(Report.RUNS));
        csv.start();
        int seq = 0;
        for (int p = 1; p <= 8; p++) {
            wordCount(csv, ++seq, "storm-mc", "plain", p, p <= 2 ? 600 : 500);
            wordCount(csv, ++seq, "flink", "plain", p, p == 4 ? 500 : 300);
            wordCount(csv, ++seq, "apache-storm", "plain", p, 100);
        }
        String md = report(dir, "bin/storm-mc-bench --preset full");
        assertTrue(md.contains("| p | executors per core | Storm-MC words/s | Apache Storm words/s | ratio |"
                + " Flink words/s | MC / Flink | steady s MC / Storm / Flink |"), md);
        assertTrue(md.contains("| 4 | – | 500 (500–500) | 100 (100–100) | **5.00×** | 500 (500–500) | **1.00×** |"
                + " – / – / – |"), md);
        // The lowest ratio decides: 1.00x at p=4 misses 1.5x; 5x or more over Storm at every p meets 3x.
        assertTrue(md.contains("| WordCount throughput, Storm-MC / Apache Flink, lowest over p ≥ 1.50× | 1.00× at p=4 |"
                + " not met |"), md);
        assertTrue(md.contains("| WordCount throughput, Storm-MC / Apache Storm, lowest over p ≥ 3.00× | 5.00× at p=3 |"
                + " **met** |"), md);
        // the core count is unknown here: nothing to judge the fall above it by
        assertTrue(md.contains("| WordCount throughput above the core count, share of the best below it ≥ 90 % | – |"
                + " no data |"), md);
        assertTrue(md.contains("![WordCount plain throughput]"), md);
        assertTrue(Files.readString(dir.resolve("wordcount-plain-throughput.svg")).contains("Apache Flink"));
    }

    @Test
    void showsThePlainHandOverBesideWordCountsPoints(@TempDir Path dir) throws Exception {
        RunsCsv csv = new RunsCsv(dir.resolve(Report.RUNS));
        csv.start();
        int seq = 0;
        for (int p = 1; p <= 2; p++) {
            wordCount(csv, ++seq, "storm-mc", "plain", p, 500);
            wordCount(csv, ++seq, "apache-storm", "plain", p, 100);
            wordCount(csv, ++seq, "limit", "handover", p, 900 - 100 * p);
        }
        String md = report(dir, "bin/storm-mc-bench --parallelism 1..2");
        assertTrue(md.contains("| p | executors per core | Storm-MC words/s | Apache Storm words/s | ratio |"
                + " no engine, 3×p plain threads |"), md);
        assertTrue(md.contains("| 2 | – | 500 (500–500) | 100 (100–100) | **5.00×** | 700 (700–700) |"), md);
        assertFalse(md.contains("## WordCount (handover)"), "the hand-over is a column, not a series of its own");
        assertTrue(Files.readString(dir.resolve("wordcount-plain-throughput.svg")).contains("no engine"));
    }

    @Test
    void tabulatesCpuPerTupleStageByStageAgainstTheNoEngineFloor(@TempDir Path dir) throws Exception {
        RunsCsv csv = new RunsCsv(dir.resolve(Report.RUNS));
        csv.start();
        int seq = 0;
        for (String[] run : new String[][] {
            {"storm-mc", "plain", "spout=120;split=1500;count=250", "450"},
            {"limit", "handover", "spout=60;split=1000;count=200", "300"},
            {"apache-storm", "plain", "spout=900;split=6000;count=1800", "2500"}}) {
            Map<String, String> r = result(100, 150, "spout=10;split=10;count=100");
            r.put("cpu_ns_per_tuple", run[3]);
            for (String kv : run[2].split(";")) {
                r.put("thread_cpu_ns." + kv.split("=")[0], kv.split("=")[1]);
            }
            csv.append(++seq, new RunSpec(1, run[0], "wordcount", run[1], "throughput", 1, 0), r);
        }
        String md = report(dir, "bin/storm-mc-bench --parallelism 1");
        assertTrue(md.contains("| p | spout | split | count | process per word |\n|---|---|---|---|---|\n"
                + "| 1 | 120 / 60 (2.00×) \\| 900 | 1500 / 1000 (1.50×) \\| 6000 | 250 / 200 (1.25×) \\| 1800 |"
                + " 450 / 300 (1.50×) \\| 2500 |\n"), md);
    }

    @Test
    void refreshesOnlyTheGeneratedPartsOfTheDocsPageAndTheReadme(@TempDir Path repo) throws Exception {
        Path docs = repo.resolve("docs");
        Path dir = docs.resolve("benchmarks").resolve("latest");
        Files.createDirectories(dir);
        RunsCsv csv = new RunsCsv(dir.resolve(Report.RUNS));
        csv.start();
        int seq = 0;
        for (int p : new int[] {1, 4}) {
            csv.append(++seq, new RunSpec(1, "storm-mc", "wordcount", "plain", "throughput", p, 0),
                    result(300, 100, "spout=30;split=30;count=3000"));
            csv.append(++seq, new RunSpec(1, "storm-mc", "wordcount", "unchained", "throughput", p, 0),
                    result(450, 100, "spout=30;split=30;count=4500"));
            csv.append(++seq, new RunSpec(1, "apache-storm", "wordcount", "plain", "throughput", p, 0),
                    result(100, 100, "spout=10;split=10;count=1000"));
            csv.append(++seq, new RunSpec(1, "limit", "wordcount", "handover", "throughput", p, 0),
                    result(900, 100, "count=9000"));
        }
        SweepMeta.write(dir.resolve(Report.META), Map.of("command", "bin/storm-mc-bench --preset full",
                "date", "2030-01-02T03:04:05Z", "commit", "abc1234", "cores", "2", "cpu", "Some CPU"));
        Path page = docs.resolve("benchmarks.md");
        Files.writeString(page, "# Title\n\nintro\n" + GeneratedSection.BEGIN + "\nold\n" + GeneratedSection.END
                + "\n\n## Reading\nprose\n");
        Path readme = repo.resolve("README.md");
        Files.writeString(readme, "# P\n\n## How fast\n\n" + GeneratedSection.HOW_FAST + "\nold\n" + GeneratedSection.END
                + "\n\n## More\n");
        Report.regenerate(dir);
        String text = Files.readString(page);
        assertTrue(text.startsWith("# Title\n\nintro\n" + GeneratedSection.BEGIN + "\nMeasured 2030-01-02T03:04:05Z"
                + " at commit `abc1234` on 2 cores (Some CPU)"), text);
        assertTrue(text.contains("![WordCount throughput by parallelism](benchmarks/latest/wordcount-plain-throughput.svg)"),
                text);
        assertTrue(text.contains("| p | executors per core | Storm-MC | Storm-MC unchained | Apache Storm 2.8.2 |"
                + " no engine (floor) |\n|---|---|---|---|---|---|\n| 1 | – | 300 | 450 | 100 | 900 |\n"
                + "| 4 | – | 300 | 450 | 100 | 900 |\n"), text);
        assertTrue(text.contains("### Targets"), text);
        assertTrue(text.contains("[report.md](benchmarks/latest/report.md)"), text);
        assertTrue(text.endsWith(GeneratedSection.END + "\n\n## Reading\nprose\n"), text);
        assertFalse(text.contains("\nold\n"));
        String how = Files.readString(readme);
        assertTrue(how.contains("[docs/benchmarks.md](docs/benchmarks.md)"), how);
        assertTrue(how.contains("| WordCount | Storm-MC | Storm-MC unchained | Apache Storm 2.8.2 |\n|---|---|---|---|\n"
                + "| words/s at p=1 | 300 | 450 | 100 |\n| words/s at p=4 | 300 | 450 | 100 |\n"
                + "| main to first tuple, ms | 400 | 400 | 400 |\n"), how);
        assertTrue(how.endsWith(GeneratedSection.END + "\n\n## More\n"), how);
        assertFalse(how.contains("\nold\n"));
        // the report's own table shows unchained Storm-MC as a column, not a series of its own
        String md = Files.readString(dir.resolve(Report.REPORT));
        assertTrue(md.contains("| p | executors per core | Storm-MC words/s | Apache Storm words/s | ratio |"
                + " Storm-MC unchained words/s | no engine, 3×p plain threads |"), md);
        assertFalse(md.contains("## WordCount (unchained)"), md);
        assertTrue(Files.readString(dir.resolve("wordcount-plain-throughput.svg")).contains("Storm-MC unchained"));
    }

    /** A WordCount throughput run of rep 1 (or 2) with its executors, CPU per word and time to steady state. */
    private static void steadyRun(RunsCsv csv, int seq, int rep, String engine, int p, double words, double cpuNs,
            double steady, boolean capped) throws java.io.IOException {
        Map<String, String> r = result(words, 190, "count=" + (long) (words * 10));
        r.put("executors", Integer.toString(3 * p));
        r.put("cpu_ns_per_tuple", Double.toString(cpuNs));
        r.put("steady_s", Double.toString(steady));
        r.put("steady_capped", Boolean.toString(capped));
        csv.append(seq, new RunSpec(rep, engine, "wordcount", "plain", "throughput", p, 0), r);
    }

    @Test
    void showsTimeToSteadyStateFlagsCappedPointsAndPlotsCpuPerTupleAgainstExecutorsPerCore(@TempDir Path repo)
            throws Exception {
        Path dir = repo.resolve("docs").resolve("benchmarks").resolve("latest");
        Files.createDirectories(dir);
        RunsCsv csv = new RunsCsv(dir.resolve(Report.RUNS));
        csv.start();
        int seq = 0;
        steadyRun(csv, ++seq, 1, "storm-mc", 1, 600, 300, 6.0, false);
        steadyRun(csv, ++seq, 1, "apache-storm", 1, 100, 2500, 14.0, false);
        steadyRun(csv, ++seq, 1, "flink", 1, 400, 500, 9.0, false);
        steadyRun(csv, ++seq, 1, "storm-mc", 2, 500, 320, 8.0, false);
        steadyRun(csv, ++seq, 1, "apache-storm", 2, 100, 3000, 125.0, true);
        steadyRun(csv, ++seq, 1, "flink", 2, 450, 450, 10.0, false);
        // the second repetition of Storm-MC at p=2 reached the cap
        steadyRun(csv, ++seq, 2, "storm-mc", 2, 500, 340, 126.0, true);
        SweepMeta.write(dir.resolve(Report.META), Map.of("command", "bin/storm-mc-bench --parallelism 1..2",
                "cores", "2", "warmup", "5", "settle", "120", "measure", "8", "reps", "2"));
        Path page = repo.resolve("docs").resolve("benchmarks.md");
        Files.writeString(page, GeneratedSection.BEGIN + "\nold\n" + GeneratedSection.END + "\n");

        Report.regenerate(dir);

        String md = Files.readString(dir.resolve(Report.REPORT));
        assertTrue(md.contains("Every point: measured once its run is steady (process CPU per tuple at the sink within"
                + " 10 % of its mean over five one-second windows, JIT compilers quiet), at least 5 s after its first"
                + " tuple and at most 120 s beyond that, then 8 s measured, 2 repetitions;"), md);
        assertTrue(md.contains("| p | executors per core | Storm-MC words/s | Apache Storm words/s | ratio |"
                + " Flink words/s | MC / Flink | steady s MC / Storm / Flink | CPU % MC / Storm |"), md);
        assertTrue(md.contains("| 1 | 1.5 | 600 (600–600) | 100 (100–100) | **6.00×** | 400 (400–400) | **1.50×** |"
                + " 6 / 14 / 9 | 190 / 190 |"), md);
        assertTrue(md.contains("| 2 | 3.0 | 500 (500–500) | 100 (100–100) | **5.00×** | 450 (450–450) | **1.11×** |"
                + " 67, 1/2 capped / ≥125 capped / 10 | 190 / 190 |"), md);
        assertTrue(md.contains("![WordCount plain CPU per tuple against executors per core]"
                + "(wordcount-plain-cpu-per-tuple.svg)"), md);

        String svg = Files.readString(dir.resolve("wordcount-plain-cpu-per-tuple.svg"));
        assertTrue(svg.contains(">WordCount (plain): process CPU per word</text>"), svg);
        assertTrue(svg.contains(">executors per core (Σ executors / 2 cores)</text>"), svg);
        assertTrue(svg.contains("text-anchor=\"middle\">1.5</text>") && svg.contains("text-anchor=\"middle\">3</text>"),
                svg);
        assertTrue(svg.contains(">Storm-MC</text>") && svg.contains(">Apache Storm</text>")
                && svg.contains(">Apache Flink</text>"), svg);
        assertEquals(6, svg.split("<circle ").length - 1, "a point per engine at each executors per core");

        List<String> summary = Files.readAllLines(dir.resolve(Report.SUMMARY));
        assertTrue(summary.get(0).endsWith(",ratio_mc_over_flink,steady_s,capped_runs,executors_per_core"),
                summary.get(0));
        assertTrue(summary.contains("wordcount,plain,throughput,storm-mc,2,2,500,500,500,5,190,500,9,400,,,,,6,,0,1.111,"
                + "67,1,3"), String.join("\n", summary));

        String docs = Files.readString(page);
        assertTrue(docs.contains("| p | executors per core | Storm-MC | Apache Storm 2.8.2 | Apache Flink 1.20 |\n"
                + "|---|---|---|---|---|\n| 1 | 1.5 | 600 (6 s) | 100 (14 s) | 400 (9 s) |\n"
                + "| 2 | 3.0 | 500 (67 s, 1/2 capped) | 100 (≥125 s capped) | 450 (10 s) |\n\n"
                + "words/s, medians; in brackets, seconds from the first tuple to the steady state.\n\n"
                + "![WordCount CPU per tuple against executors per core]"
                + "(benchmarks/latest/wordcount-plain-cpu-per-tuple.svg)\n\n"), docs);
        assertTrue(docs.contains("| workload | engine | RSS MB | live heap MB | threads | engine threads / executors |"
                + " executors per core | first tuple ms | steady s | CPU ns per tuple |\n"
                + "|---|---|---|---|---|---|---|---|---|---|\n"
                + "| WordCount p=1 | Storm-MC | 500 | – | 9 | – / 3 | 1.5 | 400 | 6 | 300 |\n"
                + "| WordCount p=1 | Apache Storm 2.8.2 | 500 | – | 9 | – / 3 | 1.5 | 400 | 14 | 2500 |\n"
                + "| WordCount p=1 | Apache Flink 1.20 | 500 | – | 9 | – / 3 | 1.5 | 400 | 9 | 500 |\n"), docs);
    }

    @Test
    void aSweepElsewhereLeavesTheDocsAlone(@TempDir Path docs) throws Exception {
        Path dir = docs.resolve("benchmarks");
        Files.createDirectories(dir);
        RunsCsv csv = new RunsCsv(dir.resolve(Report.RUNS));
        csv.start();
        csv.append(1, new RunSpec(1, "storm-mc", "wordcount", "plain", "throughput", 1, 0),
                result(300, 100, "count=3000"));
        Path page = docs.resolve("benchmarks.md");
        String before = GeneratedSection.BEGIN + "\nold\n" + GeneratedSection.END + "\n";
        Files.writeString(page, before);
        Report.regenerate(dir);
        assertEquals(before, Files.readString(page));
    }

    @Test
    void statsOfRepetitions() {
        assertEquals(2.0, Stats.median(List.of(3.0, 1.0, 2.0)));
        assertEquals(2.5, Stats.median(List.of(4.0, 1.0, 2.0, 3.0)));
        assertEquals(2.0, Stats.median(List.of(Double.NaN, 2.0)));
        assertEquals(2.0, Stats.geometricMean(List.of(1.0, 4.0)), 1e-12);
        assertEquals(50.0, SvgPlot.niceStep(31));
        assertEquals("1.23M", Format.compact(1_234_567));
        assertEquals("45.6k", Format.compact(45_600));
    }

    @Test
    void csvCellsRoundTrip() {
        assertEquals(List.of("a", "b,c", "d\"e", ""), RunsCsv.split("a,\"b,c\",\"d\"\"e\","));
        assertEquals("\"x,y\"", RunsCsv.escape("x,y"));
        assertEquals("", RunsCsv.escape("null"));
    }
}
