package io.github.stormmc.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.storm.generated.TopologyInfo;
import org.junit.jupiter.api.Test;

class ProgressLineTest {

    /** Executors deliberately listed sink first, with a system acker and tick tuples mixed in. */
    private static TopologyInfo wordCount(long scale) {
        return new StatsFixtures("wordcount")
                .bolt("count", 0, Map.of("split", 52 * scale, "__system", 5L))
                .bolt("split", 26 * scale, Map.of("spout", 3 * scale))
                .bolt("__acker", 0, Map.of("spout", 6 * scale))
                .spout("spout", 6 * scale, 6 * scale, 100, 2)
                .bolt("split", 26 * scale, Map.of("spout", 3 * scale))
                .errors("count", 1)
                .errors("__system", 3)
                .build();
    }

    @Test
    void snapshotSumsExecutorsOfAComponentFromTheAllTimeWindowAndSkipsSystemIds() {
        TopologySnapshot s = TopologySnapshot.of(wordCount(1_000_000));
        assertEquals(List.of("spout", "split", "count"), List.copyOf(s.components().keySet()));
        assertEquals(new ComponentTotals("spout", true, 6_000_000, 0, Set.of()), s.components().get("spout"));
        assertEquals(new ComponentTotals("split", false, 52_000_000, 6_000_000, Set.of("spout")),
                s.components().get("split"));
        assertEquals(new ComponentTotals("count", false, 0, 52_000_000, Set.of("split")),
                s.components().get("count"));
        assertEquals(100, s.acked());
        assertEquals(2, s.failed());
        assertEquals(1, s.errors());
    }

    @Test
    void firstLineCountsFromZero() {
        TopologySnapshot now = TopologySnapshot.of(wordCount(1_000_000));
        assertEquals("[12:00:05] wordcount  spout 1.2M/s emitted | split 1.2M/s exec, 10.4M/s emitted"
                        + " | count 10.4M/s exec | acked 100 failed 2 errors 1",
                ProgressLine.render("12:00:05", null, now, 5.0));
    }

    @Test
    void laterLinesUseTheDifferenceBetweenSamples() {
        TopologySnapshot before = TopologySnapshot.of(wordCount(1_000_000));
        TopologySnapshot now = TopologySnapshot.of(wordCount(2_000_000));
        assertEquals("[12:00:10] wordcount  spout 1.2M/s emitted | split 1.2M/s exec, 10.4M/s emitted"
                        + " | count 10.4M/s exec | acked 100 failed 2 errors 1",
                ProgressLine.render("12:00:10", before, now, 5.0));
        assertEquals("[12:00:10] wordcount  spout 0/s emitted | split 0/s exec, 0/s emitted"
                        + " | count 0/s exec | acked 100 failed 2 errors 1",
                ProgressLine.render("12:00:10", now, now, 5.0));
    }

    @Test
    void idleBoltsSortRightAfterTheSpoutsByName() {
        TopologyInfo info = new StatsFixtures("t")
                .bolt("zeta", 0, Map.of())
                .bolt("alpha", 10, Map.of("zeta", 10L))
                .spout("words", 50, 0, 0, 0)
                .build();
        assertEquals("[00:00:01] t  words 50/s emitted | zeta 0/s exec | alpha 10/s exec, 10/s emitted"
                        + " | acked 0 failed 0 errors 0",
                ProgressLine.render("00:00:01", null, TopologySnapshot.of(info), 1.0));
    }

    @Test
    void anExecutorWithoutStatsYetDoesNotHideThatItsComponentIsASpout() {
        TopologyInfo info = new StatsFixtures("t").spout("spout", 10, 0, 0, 0).build();
        org.apache.storm.generated.ExecutorSummary silent = new org.apache.storm.generated.ExecutorSummary(
                new org.apache.storm.generated.ExecutorInfo(9, 9), "spout", "localhost", 1024, 0);
        info.get_executors().add(0, silent);
        assertEquals("[00:00:01] t  spout 10/s emitted | acked 0 failed 0 errors 0",
                ProgressLine.render("00:00:01", null, TopologySnapshot.of(info), 1.0));
    }

    @Test
    void topologyWithoutExecutorsSaysSo() {
        TopologyInfo info = new StatsFixtures("empty").build();
        assertEquals("[00:00:01] empty  no executors yet | acked 0 failed 0 errors 0",
                ProgressLine.render("00:00:01", null, TopologySnapshot.of(info), 1.0));
    }

    @Test
    void zeroIntervalGivesZeroRates() {
        assertEquals(0.0, ProgressLine.rate(100, 0, 0));
        assertEquals(20.0, ProgressLine.rate(100, 0, 5));
        assertEquals(0.0, ProgressLine.rate(5, 10, 1));
    }
}
