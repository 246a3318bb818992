package io.github.stormmc.benchmarks.rollingsort;

import org.apache.storm.generated.StormTopology;
import org.apache.storm.topology.TopologyBuilder;

/** storm-benchmark's RollingSort: random message spout → sort bolt (local-or-shuffle). */
public final class RollingSortTopology {

    public static final String SPOUT = "spout";
    public static final String SORT = "sort";

    private RollingSortTopology() {
    }

    /** @param tickSecs seconds between two sorts (the report used 10) */
    public static StormTopology build(int parallelism, int tickSecs) {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout(SPOUT, new RandomMessageSpout(), parallelism);
        builder.setBolt(SORT, new SortBolt(tickSecs), parallelism).localOrShuffleGrouping(SPOUT);
        return builder.createTopology();
    }
}
