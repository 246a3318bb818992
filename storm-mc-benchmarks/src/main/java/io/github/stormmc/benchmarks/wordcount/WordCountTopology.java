package io.github.stormmc.benchmarks.wordcount;

import org.apache.storm.generated.StormTopology;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.tuple.Fields;

/**
 * storm-benchmark's FileReadWordCount: spout (lines, looping) → split (local-or-shuffle) → count (fields on word),
 * every component with the same parallelism, as in the Storm-MC report.
 */
public final class WordCountTopology {

    public static final String SPOUT = "spout";
    public static final String SPLIT = "split";
    public static final String COUNT = "count";

    private WordCountTopology() {
    }

    public static StormTopology build(int parallelism) {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout(SPOUT, new LineLoopSpout(), parallelism);
        builder.setBolt(SPLIT, new SplitSentenceBolt(), parallelism).localOrShuffleGrouping(SPOUT);
        builder.setBolt(COUNT, new WordCountBolt(), parallelism).fieldsGrouping(SPLIT, new Fields("word"));
        return builder.createTopology();
    }
}
