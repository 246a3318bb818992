package org.apache.storm.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.ReliableSpout;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.apache.storm.utils.RegisteredGlobalState;
import org.junit.jupiter.api.Test;

/** Storm's tracker wrappers count into the AtomicIntegers registered under their track id. */
class TrackersTest {

    /** Forwards each input once, anchored, and acks it. */
    static final class Forward extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private transient OutputCollector collector;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            collector.emit(input, new Values(input.getValue(0)));
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("id"));
        }
    }

    @Test
    void spoutAndBoltTrackersCountEmitsAcksAndExecutions() throws Exception {
        Map<String, AtomicInteger> counts = Map.of("spout-emitted", new AtomicInteger(), "processed",
            new AtomicInteger(), "transferred", new AtomicInteger());
        String trackId = RegisteredGlobalState.registerState(counts);
        try (LocalCluster cluster = new LocalCluster()) {
            TopologyBuilder builder = new TopologyBuilder();
            builder.setSpout("spout", new SpoutTracker(new ReliableSpout("trackers", 50), trackId), 1);
            builder.setBolt("forward", new BoltTracker(new Forward(), trackId), 2).shuffleGrouping("spout");
            builder.setBolt("sink", new BoltTracker(new Forward(), trackId), 1).shuffleGrouping("forward");
            cluster.submitTopology("trackers", new Config(), builder.createTopology());
            // 50 spout acks + 50 executions in each of the two bolts.
            Await.until("150 processed", () -> counts.get("processed").get() == 150);
            assertEquals(50, counts.get("spout-emitted").get());
        } finally {
            RegisteredGlobalState.clearState(trackId);
        }
        assertEquals(150, counts.get("processed").get());
    }

    @Test
    void theNonRichTrackerCountsEachExecutionAfterTheDelegate() {
        Map<String, AtomicInteger> counts = Map.of("processed", new AtomicInteger());
        String trackId = RegisteredGlobalState.registerState(counts);
        try {
            NonRichBoltTracker tracker = new NonRichBoltTracker(new Forward(), trackId);
            tracker.prepare(Map.of(), null, new OutputCollector(new io.github.stormmc.testing.NoOpOutputCollector()));
            for (int i = 0; i < 3; i++) {
                tracker.execute(org.apache.storm.Testing.testTuple(new Values(i)));
            }
            assertEquals(3, counts.get("processed").get());
        } finally {
            RegisteredGlobalState.clearState(trackId);
        }
    }

    @Test
    void aTrackIdWithoutCountersIsAClearError() {
        NonRichBoltTracker tracker = new NonRichBoltTracker(new Forward(), "no-such-id");
        tracker.prepare(Map.of(), null, new OutputCollector(new io.github.stormmc.testing.NoOpOutputCollector()));
        IllegalStateException e = assertThrows(IllegalStateException.class,
            () -> tracker.execute(org.apache.storm.Testing.testTuple(new Values(1))));
        assertEquals("Track id no-such-id has no AtomicInteger 'processed' registered in RegisteredGlobalState",
            e.getMessage());
    }
}
