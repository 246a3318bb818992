package io.github.stormmc.trident;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.testing.Await;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.trident.Stream;
import org.apache.storm.trident.TridentTopology;
import org.apache.storm.trident.testing.CountAsAggregator;
import org.apache.storm.trident.testing.FixedBatchSpout;
import org.apache.storm.trident.testing.Split;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/** Trident stream operations on Storm-MC's engine, checked against exact expected outputs. */
class TridentOperationsTest {

    static FixedBatchSpout sentences() {
        return new FixedBatchSpout(new Fields("sentence"), 2,
                new Values("the cow jumped over the moon"),
                new Values("the man went to the store"),
                new Values("four score and seven years ago"));
    }

    static void run(StormTopology topology, Sink sink, int expected) throws Exception {
        Config conf = new Config();
        conf.put(Config.TOPOLOGY_TRIDENT_BATCH_EMIT_INTERVAL_MILLIS, 1);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("trident-test", conf, topology);
            Await.until(expected + " tuples", () -> sink.size() >= expected);
            Thread.sleep(200);
        }
    }

    static List<String> sorted(List<? extends List<Object>> tuples) {
        List<String> out = new ArrayList<>();
        for (List<Object> t : tuples) {
            out.add(t.toString());
        }
        out.sort(Comparator.naturalOrder());
        return out;
    }

    @Test
    void groupByAggregateCountsWordsPerBatch() throws Exception {
        Sink sink = Sink.create();
        TridentTopology topology = new TridentTopology();
        topology.newStream("words", sentences())
                .each(new Fields("sentence"), new Split(), new Fields("word"))
                .groupBy(new Fields("word"))
                .aggregate(new CountAsAggregator(), new Fields("count"))
                .parallelismHint(3)
                .peek(sink);
        run(topology.build(), sink, 15);
        // Batch 1 holds the first two sentences, batch 2 the third: one count per word per batch.
        assertEquals(sorted(List.of(
                List.of("the", 4L), List.of("cow", 1L), List.of("jumped", 1L), List.of("over", 1L),
                List.of("moon", 1L), List.of("man", 1L), List.of("went", 1L), List.of("to", 1L),
                List.of("store", 1L), List.of("four", 1L), List.of("score", 1L), List.of("and", 1L),
                List.of("seven", 1L), List.of("years", 1L), List.of("ago", 1L))), sorted(sink.tuples()));
    }
}
