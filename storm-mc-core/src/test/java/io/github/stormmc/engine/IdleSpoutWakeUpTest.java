package io.github.stormmc.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.config.StormMcConfig;
import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.Recorder;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.LocalDRPC;
import org.apache.storm.drpc.LinearDRPCTopologyBuilder;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.testing.AckFailDelegate;
import org.apache.storm.testing.FeederSpout;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A spout idle for long parks (Storm-MC's back-off beyond Storm's level 3); whatever it can be told about ends the
 * park at once. The back-off here starts at the second idle round and parks for ten minutes, so only a wake-up can
 * get anything through before the test's timeout.
 */
@Timeout(120)
class IdleSpoutWakeUpTest {
    private static final Map<String, CountDownLatch> GATES = new ConcurrentHashMap<>();

    /**
     * Back-off from the second idle round on, with a first park of ten minutes (twice level 3's sleep, which is never
     * reached: level 1 takes the first round and the back-off every later one).
     */
    private static Config longBackoff() {
        Config conf = new Config();
        conf.put(Config.TOPOLOGY_SPOUT_WAIT_PROGRESSIVE_LEVEL1_COUNT, 1);
        conf.put(Config.TOPOLOGY_SPOUT_WAIT_PROGRESSIVE_LEVEL2_COUNT, 0);
        conf.put(Config.TOPOLOGY_SPOUT_WAIT_PROGRESSIVE_LEVEL3_SLEEP_MILLIS, TimeUnit.MINUTES.toMillis(5));
        conf.put(StormMcConfig.SPOUT_IDLE_BACKOFF_AFTER_MILLIS, 0);
        conf.put(StormMcConfig.SPOUT_IDLE_BACKOFF_MAX_MILLIS, TimeUnit.MINUTES.toMillis(10));
        return conf;
    }

    /** Waits until the named spout's thread is parked in its back-off. */
    private static void awaitParked(String threadPrefix) {
        Await.until(threadPrefix + " parked in its back-off", () -> Thread.getAllStackTraces().keySet().stream()
            .anyMatch(t -> t.getName().startsWith(threadPrefix) && LockSupport.getBlocker(t) != null
                && LockSupport.getBlocker(t).getClass().getSimpleName().equals("SpoutIdleBackoff")));
    }

    /** Records each tuple; the first one of a key waits at that key's gate (if any) before it is acked. */
    static final class GateBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private final String key;
        private transient OutputCollector collector;

        GateBolt(String key) {
            this.key = key;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            CountDownLatch gate = GATES.remove(key);
            if (gate != null) {
                try {
                    gate.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            Recorder.record(key, "got:" + input.getString(0));
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    /** [id, args] to [id, args + "!"]. */
    public static final class ExclaimBolt extends BaseBasicBolt {
        private static final long serialVersionUID = 1L;

        @Override
        public void execute(Tuple tuple, BasicOutputCollector collector) {
            collector.emit(new Values(tuple.getValue(0), tuple.getString(1) + "!"));
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("id", "result"));
        }
    }

    /** Records acks. */
    static final class Acks implements AckFailDelegate {
        private static final long serialVersionUID = 1L;
        private final String key;

        Acks(String key) {
            this.key = key;
        }

        @Override
        public void ack(Object id) {
            Recorder.record(key, "ack:" + id);
        }

        @Override
        public void fail(Object id) {
            Recorder.record(key, "fail:" + id);
        }
    }

    @Test
    void aFedTupleAndAnAckReachAParkedSpoutAtOnce() throws Exception {
        String key = Recorder.newKey();
        FeederSpout feeder = new FeederSpout(new Fields("word"));
        feeder.setAckFailDelegate(new Acks(key));
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("feeder", feeder);
        builder.setBolt("gate", new GateBolt(key)).shuffleGrouping("feeder");
        String topology = "wake-" + key.replaceAll("[^A-Za-z0-9]", "");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology(topology, longBackoff(), builder.createTopology());
            feeder.waitForReader();
            awaitParked("stormmc-" + topology + "-feeder[");
            feeder.feed(List.of("first"), "m1");
            Await.until("the fed tuple", () -> Recorder.events(key, String.class).contains("ack:m1"));

            CountDownLatch gate = new CountDownLatch(1);
            GATES.put(key, gate);
            feeder.feed(List.of("second"), "m2");
            Await.until("the bolt holding the tuple", () -> !GATES.containsKey(key));
            awaitParked("stormmc-" + topology + "-feeder[");
            gate.countDown(); // the bolt acks; the ack must reach the parked spout
            Await.until("the ack", () -> Recorder.events(key, String.class).contains("ack:m2"));
        }
        assertEquals(List.of("got:first", "ack:m1", "got:second", "ack:m2"), Recorder.events(key, String.class));
    }

    @Test
    void aDrpcRequestReachesAParkedSpoutAtOnce() throws Exception {
        try (LocalCluster cluster = new LocalCluster(); LocalDRPC drpc = new LocalDRPC()) {
            LinearDRPCTopologyBuilder builder = new LinearDRPCTopologyBuilder("wake");
            builder.addBolt(new ExclaimBolt(), 1);
            cluster.submitTopology("drpc-wake", longBackoff(), builder.createLocalTopology(drpc));
            awaitParked("stormmc-drpc-wake-");
            assertEquals("hello!", drpc.execute("wake", "hello"));
            awaitParked("stormmc-drpc-wake-");
            assertEquals("again!", drpc.execute("wake", "again"));
        }
    }
}
