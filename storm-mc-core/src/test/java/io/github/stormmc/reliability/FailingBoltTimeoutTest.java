package io.github.stormmc.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.reliability.CountingSpout.Counts;
import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.Recorder;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;
import org.junit.jupiter.api.Test;

/**
 * A bolt task that throws on every tuple spends its time restarting and backing off; the spout feeding it must still
 * see an outcome for every tuple it emitted, through the bolt's failures or its own message timeout.
 */
class FailingBoltTimeoutTest {

    /** Throws on every tuple. */
    static final class AlwaysThrowingBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
        }

        @Override
        public void execute(Tuple input) {
            throw new IllegalStateException("cannot handle " + input.getValue(0));
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    /** Never acks (its tuples stay in flight) and throws on every fifth: each crash loses what the instance held. */
    static final class HoardingBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private transient int seen;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
        }

        @Override
        public void execute(Tuple input) {
            if (++seen % 5 == 0) {
                throw new IllegalStateException("cannot handle " + input.getValue(0));
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    @Test
    void everyTupleEmittedTowardsABoltThatAlwaysThrowsIsFailedAtTheSpout() throws Exception {
        failsEveryTuple(new AlwaysThrowingBolt());
    }

    /** The tuples a crashed instance held are failed by the spout's own timeout, on its thread. */
    @Test
    void tuplesLostWithACrashedInstanceTimeOutAtTheSpout() throws Exception {
        failsEveryTuple(new HoardingBolt());
    }

    private static void failsEveryTuple(BaseRichBolt bolt) throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new CountingSpout(key));
        builder.setBolt("broken", bolt).shuffleGrouping("spout");
        Config conf = new Config();
        conf.setMessageTimeoutSecs(3);
        Counts counts = CountingSpout.counts(key);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("broken", conf, builder.createTopology());
            Await.until("the bolt restarted a few times", () -> cluster.stormMc().byName("broken").restarts() >= 5);
            cluster.deactivate("broken");
            // emits stop once the spout sees the deactivation; every tree then completes within the message timeout
            Await.until("an outcome for every emitted tuple (" + counts + ")",
                () -> counts.emitted.get() > 0 && counts.completed() == counts.emitted.get(), 60_000);
        }
        assertEquals(0, counts.acked.get(), counts.toString());
        assertEquals(counts.emitted.get(), counts.failed.get(), counts.toString());
        assertEquals(0, counts.wrong.get(), counts.toString());
        assertTrue(counts.emitted.get() > 5, counts.toString());
    }
}
