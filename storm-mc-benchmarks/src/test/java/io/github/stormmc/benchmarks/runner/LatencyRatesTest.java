package io.github.stormmc.benchmarks.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LatencyRatesTest {

    private static Map<String, String> stormThroughput(String topology, int p, String spoutRate) {
        return Map.of("engine", "apache-storm", "topology", topology, "variant", "plain", "mode", "throughput",
                "parallelism", Integer.toString(p), "status", "ok", "spout_rate", spoutRate);
    }

    private static RunSpec latency(String engine, String topology, int p, long rate) {
        return new RunSpec(1, engine, topology, "plain", "latency", p, rate);
    }

    @Test
    void derivedOncePerPointThenKeptForBothEnginesAndAllRepetitions() throws Exception {
        SweepOptions o = SweepOptions.parse(new String[0]);
        LatencyRates rates = new LatencyRates(o);
        List<Map<String, String>> rows = new ArrayList<>(List.of(stormThroughput("wordcount", 1, "200000.0"),
                stormThroughput("wordcount", 1, "180000.0"), stormThroughput("wordcount", 1, "210001.0")));
        LatencyRates.Resolved first = rates.resolve(latency("storm-mc", "wordcount", 1, RunSpec.HALF_STORM_MAX),
                () -> rows);
        assertEquals(new LatencyRates.Resolved(100_000, "half-storm-max"), first);
        rows.add(stormThroughput("wordcount", 1, "900000.0"));
        rows.add(stormThroughput("wordcount", 1, "900000.0"));
        assertEquals(first, rates.resolve(latency("apache-storm", "wordcount", 1, RunSpec.HALF_STORM_MAX),
                () -> rows));
        // No Apache Storm throughput at RollingSort p=2: the topology's default rate.
        assertEquals(new LatencyRates.Resolved(5_000, "default"),
                rates.resolve(latency("storm-mc", "rollingsort", 2, RunSpec.HALF_STORM_MAX), () -> rows));
        assertEquals(Map.of("latency_rate.wordcount.p1", "100000 half-storm-max",
                "latency_rate.rollingsort.p2", "5000 default"), rates.facts());
    }

    @Test
    void aGivenRateIsKeptAsGiven() throws Exception {
        LatencyRates rates = new LatencyRates(SweepOptions.parse(new String[] {"--latency-rate", "700"}));
        assertEquals(new LatencyRates.Resolved(700, "given"),
                rates.resolve(latency("storm-mc", "enron", 1, 700), () -> {
                    throw new AssertionError("runs are not read for a given rate");
                }));
        assertEquals(Map.of(), rates.facts());
    }
}
