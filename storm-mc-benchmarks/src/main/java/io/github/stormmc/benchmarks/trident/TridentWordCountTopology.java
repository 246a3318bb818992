package io.github.stormmc.benchmarks.trident;

import org.apache.storm.generated.StormTopology;
import org.apache.storm.trident.TridentTopology;
import org.apache.storm.trident.operation.builtin.Count;
import org.apache.storm.trident.testing.MemoryMapState;
import org.apache.storm.tuple.Fields;

/**
 * Trident WordCount, as storm-starter's TridentWordCount shapes it: a batch spout over the benchmark text, split,
 * groupBy(word), persistentAggregate(MemoryMapState, Count). Exactly-once counts, batch by batch.
 */
public final class TridentWordCountTopology {
    /** Lines per batch: big enough that per-batch coordination is not what is measured. */
    public static final int BATCH_LINES = 1_000;
    /** topology.max.spout.pending: Trident batches in flight at once (storm-starter's examples use a few). */
    public static final int BATCHES_IN_FLIGHT = 3;

    private TridentWordCountTopology() {
    }

    public static StormTopology build(String input, int parallelism) {
        TridentTopology topology = new TridentTopology();
        topology.newStream("lines", new LineBatchSpout(input, BATCH_LINES))
            .each(new Fields("line"), new SplitWords(), new Fields("word"))
            .parallelismHint(parallelism)
            .groupBy(new Fields("word"))
            .persistentAggregate(new MemoryMapState.Factory(), new Count(), new Fields("count"))
            .parallelismHint(parallelism);
        return topology.build();
    }
}
