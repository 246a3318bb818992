package io.github.stormmc.benchmarks.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.benchmarks.runner.PeerTargets.Row;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The issue-13 rows that come from the sweep's two-hop and small-heap runs. */
class PeerTargetsTest {

    private static final String HEADER = "seq,rep,engine,topology,variant,mode,parallelism,offered_rate,status,"
            + "throughput,lat_p50_us,lat_p99_us";

    private static List<Row> rows(Path dir, String... lines) throws Exception {
        return rowsWith(dir, HEADER, lines);
    }

    private static List<Row> rowsWith(Path dir, String header, String... lines) throws Exception {
        Path runs = dir.resolve(Report.RUNS);
        Files.writeString(runs, header + "\n" + String.join("\n", lines) + "\n");
        return PeerTargets.compute(new Summary(RunsCsv.read(runs)));
    }

    private static Row row(List<Row> rows, String start) {
        return rows.stream().filter(r -> r.target().startsWith(start)).findFirst().orElseThrow();
    }

    @Test
    void twoHopsAndTheSmallHeapAreJudgedFromTheirRuns(@TempDir Path dir) throws Exception {
        List<Row> rows = rows(dir,
                "1,1,storm-mc,wordcount,plain,throughput,1,0,ok,6000000,,",
                "2,2,storm-mc,wordcount,plain,throughput,1,0,ok,6400000,,",
                "3,1,storm-mc,wordcount,xmx64m,throughput,1,0,ok,5900000,,",
                "4,2,storm-mc,wordcount,xmx64m,throughput,1,0,ok,5700000,,",
                "5,1,storm-mc,twohop,plain,latency,1,1000,ok,1000,18,90",
                "6,2,storm-mc,twohop,plain,latency,1,1000,ok,1000,20,110",
                "7,1,flink,twohop,plain,latency,1,1000,ok,1000,3,25",
                "8,1,apache-storm,twohop,plain,latency,1,1000,ok,1000,90,800",
                "9,1,limit,twohop,plain,latency,1,1000,ok,1000,17,85");
        Row heap = row(rows, "WordCount in -Xmx64m");
        // medians: 5.8 M of 6.2 M = 93.5 %
        assertEquals("94 % (5.80M of 6.20M)", heap.stormMc());
        assertEquals(Targets.Status.MET, heap.status());
        Row hops = row(rows, "Two hops at 1,000 tuples/s");
        // medians over the two runs: p50 19 µs, p99 100 µs: both within the target
        assertEquals("p50 19 µs, p99 100 µs", hops.stormMc());
        assertEquals("p50 3 µs, p99 25 µs", hops.flink());
        assertEquals("p50 90 µs, p99 800 µs", hops.apacheStorm());
        assertEquals(Targets.Status.MET, hops.status());
        assertEquals("limit, three plain threads: p50 17 µs, p99 85 µs", hops.note());
    }

    @Test
    void aSlowSmallHeapOrTailMissesAndMissingRunsSaySo(@TempDir Path dir) throws Exception {
        List<Row> rows = rows(dir,
                "1,1,storm-mc,wordcount,plain,throughput,1,0,ok,6000000,,",
                "2,1,storm-mc,wordcount,xmx64m,throughput,1,0,ok,3000000,,",
                "3,1,storm-mc,twohop,plain,latency,1,1000,ok,1000,15,400");
        assertEquals(Targets.Status.NOT_MET, row(rows, "WordCount in -Xmx64m").status());
        assertEquals(Targets.Status.NOT_MET, row(rows, "Two hops").status());
        assertEquals("", row(rows, "Two hops").note(), "no limit run, no note");
        List<Row> none = rows(dir, "1,1,storm-mc,wordcount,plain,throughput,1,0,ok,6000000,,");
        assertEquals("the sweep ran without --small-heap", row(none, "WordCount in -Xmx64m").note());
        assertEquals(Targets.Status.NO_DATA, row(none, "WordCount in -Xmx64m").status());
        assertEquals("the sweep ran without --twohop-rate", row(none, "Two hops").note());
    }

    @Test
    void theDefaultDecidesTwoHopsWithTheLowLatencySettingAndEachFirstHopBesideIt(@TempDir Path dir) throws Exception {
        List<Row> rows = rowsWith(dir, HEADER + ",lat_hop1_p50_us,lat_hop1_p99_us",
                "1,1,storm-mc,twohop,plain,latency,1,1000,ok,1000,22,300,14,120",
                "2,1,storm-mc,twohop,chained,latency,1,1000,ok,1000,1,20,0.4,9",
                "3,1,flink,twohop,plain,latency,1,1000,ok,1000,2,25,1,10",
                "4,1,apache-storm,twohop,plain,latency,1,1000,ok,1000,84,700,,",
                "5,1,limit,twohop,plain,latency,1,1000,ok,1000,18,120,11,90");
        Row hops = row(rows, "Two hops at 1,000 tuples/s");
        assertEquals("p50 22 µs (first hop 14 µs), p99 300 µs", hops.stormMc());
        assertEquals("p50 2 µs (first hop 1 µs), p99 25 µs", hops.flink());
        assertEquals("p50 84 µs, p99 700 µs", hops.apacheStorm(), "no first hop timed, none shown");
        assertEquals(Targets.Status.NOT_MET, hops.status(), "the default's figures decide");
        assertEquals("limit, three plain threads: p50 18 µs (first hop 11 µs), p99 120 µs; Storm-MC with"
                + " `stormmc.chaining: true`: p50 1 µs (first hop 0 µs), p99 20 µs, **met**", hops.note());
    }

    @Test
    void aBottleneckRowSaysWhenTheEngineIsTheBoundAndHowItFaresAgainstApacheStormThere(@TempDir Path dir)
            throws Exception {
        List<Row> rows = rows(dir,
                "1,1,limit,rollingsort,plain,throughput,1,0,ok,80000000,,",
                "2,1,storm-mc,rollingsort,plain,throughput,1,0,ok,12000000,,",
                "3,1,apache-storm,rollingsort,plain,throughput,1,0,ok,5000000,,",
                "4,1,limit,enron,plain,throughput,1,0,ok,20000,,",
                "5,1,storm-mc,enron,plain,throughput,1,0,ok,17000,,",
                "6,1,apache-storm,enron,plain,throughput,1,0,ok,9000,,");
        Row sort = row(rows, "RollingSort p=1");
        assertEquals("15 % (12.00M of 80.00M)", sort.stormMc());
        assertEquals(Targets.Status.NOT_MET, sort.status(), "the verdict stays the limit's");
        assertEquals("the engine is the bound here: ≥ 2× Apache Storm at p=1 2.40×, **met**", sort.note());
        Row enron = row(rows, "Enron email p=1");
        assertEquals(Targets.Status.NOT_MET, enron.status());
        assertEquals("", enron.note(), "at 85 % of its limit the user's code is the bound: no note");
    }

    @Test
    void thePlainHandOverShowsWhatAnEngineCostingNothingWouldReachInTheThroughputRows(@TempDir Path dir)
            throws Exception {
        StringBuilder csv = new StringBuilder();
        int seq = 0;
        for (int p = 1; p <= 8; p++) {
            // Storm-MC 6 M at p ≤ 2 and 4.5 M above; Flink 5 M at every p; Storm 2 M; no engine 9 M at p=1, 6 M above
            double mc = p <= 2 ? 6e6 : 4.5e6;
            double handOver = p == 1 ? 9e6 : 6e6;
            csv.append(++seq).append(",1,storm-mc,wordcount,plain,throughput,").append(p).append(",0,ok,").append(mc)
                    .append(",,\n");
            csv.append(++seq).append(",1,flink,wordcount,plain,throughput,").append(p).append(",0,ok,5000000,,\n");
            csv.append(++seq).append(",1,apache-storm,wordcount,plain,throughput,").append(p)
                    .append(",0,ok,2000000,,\n");
            csv.append(++seq).append(",1,limit,wordcount,handover,throughput,").append(p).append(",0,ok,")
                    .append(handOver).append(",,\n");
        }
        List<Row> rows = rows(dir, csv.toString().strip().split("\n"));
        Row flink = row(rows, "WordCount ≥ 1.5× Apache Flink");
        assertEquals("lowest 0.90×, mean 0.97×", flink.flink());
        assertEquals(Targets.Status.NOT_MET, flink.status());
        assertEquals("no engine, 3×p plain threads: lowest 1.20× (p=2)", flink.note(), "the first p of the lowest");
        assertEquals("no engine, 3×p plain threads: lowest 3.00× (p=2)", row(rows, "WordCount ≥ 4.0× Apache Storm")
                .note());
        Row keep = row(rows, "WordCount at every p in 3..8");
        assertEquals("75 % (p=3: 4.50M of 6.00M)", keep.stormMc());
        assertEquals("no engine, 3×p plain threads: 67 %", keep.note());
        // without hand-over runs the rows carry no such note
        List<Row> plain = rows(dir, "1,1,storm-mc,wordcount,plain,throughput,1,0,ok,6000000,,",
                "2,1,flink,wordcount,plain,throughput,1,0,ok,5000000,,");
        assertEquals("no p [2, 3, 4, 5, 6, 7, 8]", row(plain, "WordCount ≥ 1.5× Apache Flink").note());
        assertEquals("", row(plain, "WordCount at every p in 3..8").note());
    }

    @Test
    void theLatencyRowGivesThePlainHandOversTailAtTheSameRate(@TempDir Path dir) throws Exception {
        List<Row> rows = rows(dir,
                "1,1,storm-mc,wordcount,plain,latency,1,140000,ok,1200000,110,4000",
                "2,2,storm-mc,wordcount,plain,latency,1,140000,ok,1200000,120,5000",
                "3,1,limit,wordcount,handover,latency,1,140000,ok,1200000,8,1100",
                "4,2,limit,wordcount,handover,latency,1,140000,ok,1200000,10,1900");
        Row latency = row(rows, "WordCount p=1 at half of Apache Storm's max");
        assertEquals("p99 4500 µs", latency.stormMc());
        assertEquals(Targets.Status.NOT_MET, latency.status());
        assertEquals("p50 115 µs; no engine, 3×p plain threads at the same rate: p50 9 µs, p99 1500 µs",
                latency.note());
        List<Row> without = rows(dir, "1,1,storm-mc,wordcount,plain,latency,1,140000,ok,1200000,110,900");
        assertEquals("p50 110 µs", row(without, "WordCount p=1 at half of Apache Storm's max").note());
    }
}
