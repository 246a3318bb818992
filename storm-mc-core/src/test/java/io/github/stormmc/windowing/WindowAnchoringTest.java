package io.github.stormmc.windowing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.Recorder;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.topology.base.BaseWindowedBolt;
import org.apache.storm.topology.base.BaseWindowedBolt.Count;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.apache.storm.windowing.TupleWindow;
import org.junit.jupiter.api.Test;

/**
 * A windowed bolt's emits without anchors are anchored to its window, as on Storm: when a bolt downstream fails what
 * a window produced, the spout's fail callback runs for every tuple of that window; when it acks, the window's tuples
 * are acked once they have left the window.
 */
class WindowAnchoringTest {

    /** Emits the values of each window joined by commas, with the plain emit (no anchors named). */
    static final class JoiningWindowBolt extends BaseWindowedBolt {
        private static final long serialVersionUID = 1L;
        private transient OutputCollector collector;

        @Override
        public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(TupleWindow window) {
            collector.emit(new Values(window.get().stream().map(t -> t.getString(0)).collect(Collectors.joining(","))));
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("joined"));
        }
    }

    /** Fails the window that holds "a", acks the others. */
    static final class Judge extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private transient OutputCollector collector;

        @Override
        public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            if (input.getString(0).contains("a")) {
                collector.fail(input);
            } else {
                collector.ack(input);
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    private static Set<String> callbacks(String key, String kind) {
        return Recorder.events(key, String.class).stream().filter(s -> s.startsWith(kind + ":"))
            .map(s -> s.substring(kind.length() + 1)).collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void aFailureDownstreamFailsTheWholeWindowAndAnAckCompletesItsTuplesOnceTheyLeave() throws Exception {
        String key = "window-anchoring";
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("src", new ScriptSpout(key, List.of("a", "b", "c", "d", "e", "f", "g", "h", "i")));
        builder.setBolt("win", new JoiningWindowBolt().withTumblingWindow(Count.of(3))).shuffleGrouping("src");
        builder.setBolt("judge", new Judge()).shuffleGrouping("win");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("window-anchoring", new Config(), builder.createTopology());
            // g, h, i stay in the last window: their tuples are neither acked nor failed
            Await.until("3 fails and 3 acks",
                () -> callbacks(key, "fail").size() >= 3 && callbacks(key, "ack").size() >= 3);
        }
        assertEquals(new TreeSet<>(List.of("a", "b", "c")), callbacks(key, "fail"));
        assertEquals(new TreeSet<>(List.of("d", "e", "f")), callbacks(key, "ack"));
    }
}
