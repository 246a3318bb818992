package io.github.stormmc.benchmarks.harness;

import io.github.stormmc.benchmarks.common.Meters;
import io.github.stormmc.benchmarks.enron.EnronTopology;
import io.github.stormmc.benchmarks.enron.GlobalMetricsResults;
import io.github.stormmc.benchmarks.rollingsort.SortResults;
import io.github.stormmc.benchmarks.wordcount.WordCountResults;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.KillOptions;

/**
 * The end of a finite run (spouts emit their input once): waits until no component's count moves, kills the
 * topology so the bolts' cleanup publishes their state, and reports totals for the correctness checks.
 */
final class FiniteRun {

    private static final long IDLE_NANOS = 2_000_000_000L;
    private static final long TIMEOUT_NANOS = 180_000_000_000L;

    private final BenchmarkOptions options;
    private final BenchmarkTopology topology;
    private final LocalCluster cluster;

    FiniteRun(BenchmarkOptions options, BenchmarkTopology topology, LocalCluster cluster) {
        this.options = options;
        this.topology = topology;
        this.cluster = cluster;
    }

    void finish(Map<String, Object> result) throws Exception {
        Map<String, Long> totals = waitUntilIdle();
        cluster.killTopologyWithOpts(TopologyRun.TOPOLOGY_NAME, killNow());
        if (topology == BenchmarkTopology.WORDCOUNT) {
            awaitPublished(options.parallelism);
        }
        for (String c : topology.components) {
            result.put("total." + c, totals.getOrDefault(c, 0L));
        }
        switch (topology) {
            case WORDCOUNT -> wordCount(result);
            case ROLLINGSORT -> {
                result.put("sorts", SortResults.sorts());
                result.put("unsorted_sorts", SortResults.unsorted());
            }
            case ENRON -> result.put("global_intervals", GlobalMetricsResults.completed().size());
        }
    }

    /** Totals once nothing but the periodic global metrics moved for two seconds. */
    private Map<String, Long> waitUntilIdle() throws InterruptedException {
        long deadline = System.nanoTime() + TIMEOUT_NANOS;
        Map<String, Long> last = mainPathTotals();
        long stableSince = System.nanoTime();
        while (System.nanoTime() - deadline < 0) {
            Thread.sleep(200);
            Map<String, Long> now = mainPathTotals();
            if (!now.equals(last) || now.getOrDefault(topology.spout, 0L) == 0) {
                last = now;
                stableSince = System.nanoTime();
            } else if (System.nanoTime() - stableSince >= IDLE_NANOS) {
                return Meters.totals();
            }
        }
        throw new IllegalStateException("finite run still busy after " + TIMEOUT_NANOS / 1_000_000_000L
                + " s: " + Meters.totals());
    }

    private Map<String, Long> mainPathTotals() {
        Map<String, Long> totals = Meters.totals();
        totals.remove(EnronTopology.GLOBAL);
        return totals;
    }

    private static KillOptions killNow() {
        KillOptions kill = new KillOptions();
        kill.set_wait_secs(0);
        return kill;
    }

    private static void awaitPublished(int tasks) throws InterruptedException {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (WordCountResults.publishedTasks() < tasks) {
            if (System.nanoTime() - deadline > 0) {
                throw new IllegalStateException("only " + WordCountResults.publishedTasks() + " of " + tasks
                        + " count tasks ran cleanup after the kill");
            }
            Thread.sleep(50);
        }
    }

    private void wordCount(Map<String, Object> result) throws IOException {
        Map<String, Integer> counts = WordCountResults.merged();
        long words = 0;
        for (int c : counts.values()) {
            words += c;
        }
        int maxTasks = 0;
        for (int t : WordCountResults.tasksPerWord().values()) {
            maxTasks = Math.max(maxTasks, t);
        }
        result.put("distinct_words", counts.size());
        result.put("counted_words", words);
        result.put("max_tasks_per_word", maxTasks);
        if (options.dumpCounts != null) {
            try (Writer w = Files.newBufferedWriter(Path.of(options.dumpCounts), StandardCharsets.UTF_8)) {
                for (Map.Entry<String, Integer> e : counts.entrySet()) {
                    w.write(e.getKey() + "\t" + e.getValue() + "\n");
                }
            }
        }
    }
}
