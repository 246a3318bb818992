package io.github.stormmc.benchmarks.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class SweepPlanTest {

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
                "--reps", "2", "--latency-parallelism", "none"});
        List<String> order = SweepPlan.plan(o).stream()
                .map(r -> r.rep() + ":" + r.parallelism() + ":" + r.engine()).toList();
        assertEquals(List.of("1:1:apache-storm", "1:1:storm-mc", "1:2:storm-mc", "1:2:apache-storm",
                "2:1:storm-mc", "2:1:apache-storm", "2:2:apache-storm", "2:2:storm-mc"), order);
    }

    @Test
    void addsLimitAckedAndLatencyRuns() {
        SweepOptions o = SweepOptions.parse(new String[] {"--topology", "wordcount", "--parallelism", "1..3",
                "--reps", "1", "--variants", "plain,acked", "--acked-parallelism", "2"});
        List<RunSpec> plan = SweepPlan.plan(o);
        assertEquals(1 + 3 * 2 + 2 + 2, plan.size());
        assertEquals("limit", plan.get(0).engine());
        assertEquals(List.of(2, 2), plan.stream().filter(r -> r.variant().equals("acked")).map(RunSpec::parallelism)
                .toList());
        List<RunSpec> latency = plan.stream().filter(r -> r.mode().equals("latency")).toList();
        assertEquals(2, latency.size());
        assertEquals(2_000L, latency.get(0).rate());
    }

    @Test
    void rejectsUnknownTopologiesAndEngines() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SweepOptions.parse(new String[] {"--topology", "grep"}));
        assertEquals("unknown topology 'grep'", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> SweepOptions.parse(new String[] {"--engines", "flink"}));
        assertEquals("unknown engine 'flink'", e.getMessage());
    }
}
