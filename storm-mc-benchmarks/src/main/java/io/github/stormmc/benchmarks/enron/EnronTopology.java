package io.github.stormmc.benchmarks.enron;

import org.apache.storm.generated.StormTopology;
import org.apache.storm.topology.TopologyBuilder;

/**
 * IBM's Enron email pipeline: read → deserialize → filter → modify → metrics → serialize → write, shuffle-grouped,
 * each stage with the same parallelism; metrics also reports per interval to one global metrics task.
 */
public final class EnronTopology {

    public static final String READ = "read";
    public static final String DESERIALIZE = "deserialize";
    public static final String FILTER = "filter";
    public static final String MODIFY = "modify";
    public static final String METRICS = "metrics";
    public static final String GLOBAL = "global";
    public static final String SERIALIZE = "serialize";
    public static final String WRITE = "write";

    private EnronTopology() {
    }

    /** @param intervalSecs seconds between two per-interval metrics reports (the IBM benchmark used 4) */
    public static StormTopology build(int parallelism, int intervalSecs) {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout(READ, new EmailFileSpout(), parallelism);
        builder.setBolt(DESERIALIZE, new DeserializeBolt(), parallelism).shuffleGrouping(READ);
        builder.setBolt(FILTER, new FilterBolt(), parallelism).shuffleGrouping(DESERIALIZE);
        builder.setBolt(MODIFY, new ModifyBolt(), parallelism).shuffleGrouping(FILTER);
        builder.setBolt(METRICS, new MetricsBolt(intervalSecs), parallelism).shuffleGrouping(MODIFY);
        builder.setBolt(GLOBAL, new GlobalMetricsBolt(parallelism), 1)
                .globalGrouping(METRICS, MetricsBolt.INTERVAL_STREAM);
        builder.setBolt(SERIALIZE, new SerializeBolt(), parallelism).shuffleGrouping(METRICS);
        builder.setBolt(WRITE, new CompressWriteBolt(), parallelism).shuffleGrouping(SERIALIZE);
        return builder.createTopology();
    }
}
