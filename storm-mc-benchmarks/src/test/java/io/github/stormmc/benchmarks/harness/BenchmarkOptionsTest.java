package io.github.stormmc.benchmarks.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.benchmarks.common.BenchConf;
import io.github.stormmc.benchmarks.enron.EnronTopology;
import io.github.stormmc.benchmarks.rollingsort.RollingSortTopology;
import io.github.stormmc.benchmarks.wordcount.WordCountTopology;
import java.util.Map;
import org.apache.storm.Config;
import org.junit.jupiter.api.Test;

class BenchmarkOptionsTest {

    @Test
    void modes() {
        assertEquals("throughput", BenchmarkOptions.parse(new String[] {"--topology", "wordcount"}).mode());
        assertEquals("latency", BenchmarkOptions.parse(new String[] {"--topology", "wordcount", "--rate", "10"})
                .mode());
        assertEquals("finite", BenchmarkOptions.parse(new String[] {"--topology", "wordcount", "--finite"}).mode());
        BenchmarkOptions idle = BenchmarkOptions.parse(new String[] {"--topology", "wordcount", "--idle"});
        assertTrue(idle.idle);
        assertEquals("idle", idle.mode());
        assertFalse(BenchmarkOptions.parse(new String[] {"--topology", "wordcount"}).idle);
    }

    @Test
    void idleExcludesPacingAndFiniteRuns() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BenchmarkOptions.parse(new String[] {"--topology", "wordcount", "--idle", "--rate", "100"}));
        assertEquals("--idle cannot be combined with --finite or --rate", e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> BenchmarkOptions.parse(new String[] {"--topology", "wordcount", "--finite", "--idle"}));
    }

    @Test
    void idleTellsTheSpoutsThroughTheTopologyConfig() throws Exception {
        BenchmarkOptions o = BenchmarkOptions.parse(new String[] {"--topology", "rollingsort", "--idle"});
        Config conf = new TopologyRun(o, System.nanoTime()).config();
        assertEquals(Boolean.TRUE, conf.get(BenchConf.IDLE));
        assertEquals(0L, conf.get(BenchConf.RATE_PER_TASK));
        o = BenchmarkOptions.parse(new String[] {"--topology", "rollingsort"});
        assertEquals(Boolean.FALSE, new TopologyRun(o, System.nanoTime()).config().get(BenchConf.IDLE));
    }

    @Test
    void executorsAreComponentParallelismPlusAckers() {
        Map<String, Object> noAckers = Map.of(Config.TOPOLOGY_ACKER_EXECUTORS, 0);
        assertEquals(9, TopologyRun.executors(WordCountTopology.build(3), noAckers));
        assertEquals(10, TopologyRun.executors(WordCountTopology.build(3), Map.of(Config.TOPOLOGY_ACKER_EXECUTORS, 1)));
        assertEquals(9, TopologyRun.executors(WordCountTopology.build(3), Map.of()));
        // Seven components at p=2 plus the one-task global metrics bolt.
        assertEquals(15, TopologyRun.executors(EnronTopology.build(2, 4), noAckers));
        assertEquals(Map.of(RollingSortTopology.SPOUT, 4, RollingSortTopology.SORT, 4),
                TopologyRun.parallelismHints(RollingSortTopology.build(4, 10)));
    }
}
