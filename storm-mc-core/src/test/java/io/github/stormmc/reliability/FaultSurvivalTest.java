package io.github.stormmc.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.cluster.RunningTopology;
import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.Recorder;
import io.github.stormmc.testing.ReliableSpout;
import io.github.stormmc.testing.ReliableSpout.Outcome;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
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
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

/** A throwing task is restarted from a fresh copy and no reliable tuple is lost; a hopeless task is given up. */
class FaultSurvivalTest {
    private static final Map<String, AtomicInteger> INJECTED = new ConcurrentHashMap<>();
    private static final Map<String, AtomicInteger> PREPARES = new ConcurrentHashMap<>();

    /** Forwards each tuple anchored; throws (seeded, per task and tuple count) on about one tuple in forty. */
    static final class FlakyBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private final String key;
        private final long seed;
        private final boolean emits;
        private transient OutputCollector collector;
        private transient SplittableRandom random;

        FlakyBolt(String key, long seed, boolean emits) {
            this.key = key;
            this.seed = seed;
            this.emits = emits;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
            // a restarted copy continues a different part of the seeded sequence
            int generation = PREPARES.computeIfAbsent(key + context.getThisTaskId(), k -> new AtomicInteger()).getAndIncrement();
            this.random = new SplittableRandom(seed * 31 + context.getThisTaskId() * 1009L + generation);
        }

        @Override
        public void execute(Tuple input) {
            if (random.nextInt(40) == 0) {
                INJECTED.computeIfAbsent(key, k -> new AtomicInteger()).incrementAndGet();
                throw new IllegalStateException("injected fault on " + input.getValue(0));
            }
            if (emits) {
                collector.emit(input, new Values(input.getValue(0)));
            }
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("id"));
        }
    }

    @RepeatedTest(3)
    void everyIdIsAckedDespiteInjectedFaultsAndRestartsMatchThem() throws Exception {
        String key = Recorder.newKey();
        int n = 1500;
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new ReliableSpout(key, n), 2);
        builder.setBolt("first", new FlakyBolt(key, 7, true), 3).shuffleGrouping("spout");
        builder.setBolt("second", new FlakyBolt(key, 11, false), 2).fieldsGrouping("first", new Fields("id"));
        Config conf = new Config();
        // about one tuple in forty throws, all run long: with the default backoff the tasks would spend most of the
        // run waiting (RestartStormTest proves the backoff); here short delays keep the run about survival
        conf.put("stormmc.task.restart.backoff.initial.millis", 1);
        conf.put("stormmc.task.restart.backoff.max.millis", 5);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("faults", conf, builder.createTopology());
            // each of the two spout tasks emits every id: done when both have every id acked, nothing in flight
            Await.until("every id acked by both spout tasks", () -> acks(key) == 2 * n);
            assertEquals(n, ackedIds(key).size());
            RunningTopology running = cluster.stormMc().byName("faults");
            Await.until("restarts counted", () -> running.restarts() == INJECTED.get(key).get());
            assertTrue(INJECTED.get(key).get() > 10, "faults injected: " + INJECTED.get(key));
            assertEquals(INJECTED.get(key).get(), running.restarts());
            assertEquals("ACTIVE", cluster.getTopologyInfoByName("faults").get_status());
            String error = cluster.getTopologyInfoByName("faults").get_errors().values().iterator().next().get(0).get_error();
            assertTrue(error.contains("injected fault on"), error);
        }
        assertTrue(Recorder.events(key, Outcome.class).stream().allMatch(Outcome::onSpoutThread));
    }

    private static long acks(String key) {
        return Recorder.events(key, Outcome.class).stream().filter(o -> o.kind().equals("ack")).count();
    }

    private static Set<Integer> ackedIds(String key) {
        return Recorder.events(key, Outcome.class).stream().filter(o -> o.kind().equals("ack")).map(Outcome::id)
            .collect(Collectors.toCollection(TreeSet::new));
    }

    /** Fails in prepare a given number of times, then works. */
    static final class FragileStartBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private final String key;
        private final int failures;
        private transient OutputCollector collector;

        FragileStartBolt(String key, int failures) {
            this.key = key;
            this.failures = failures;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            if (PREPARES.computeIfAbsent(key, k -> new AtomicInteger()).incrementAndGet() <= failures) {
                throw new IllegalStateException("prepare failure " + PREPARES.get(key).get());
            }
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    @Test
    void aTaskWhosePrepareFailsIsRetriedWithBackoff() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new ReliableSpout(key, 10));
        builder.setBolt("fragile", new FragileStartBolt(key, 2)).shuffleGrouping("spout");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("fragile", new Config(), builder.createTopology());
            Await.until("every id acked", () -> ackedIds(key).size() == 10);
            assertEquals(2, cluster.getTopologyInfoByName("fragile").get_errors().get("fragile").size());
        }
        assertEquals(3, PREPARES.get(key).get());
    }

    @Test
    void aTaskThatKeepsFailingInPrepareIsGivenUpAndReported() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new ReliableSpout(key, 10));
        builder.setBolt("hopeless", new FragileStartBolt(key, Integer.MAX_VALUE)).shuffleGrouping("spout");
        Config conf = new Config();
        conf.put("stormmc.task.restart.max.attempts", 3);
        conf.put("stormmc.fault.giveup", "keep-running"); // the default kills the topology: ThrowableKindsTest
        conf.setMessageTimeoutSecs(60);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("hopeless", conf, builder.createTopology());
            // tuples sent to a given-up task fail at once, so the spout keeps replaying rather than waiting 60 s
            Await.until("some replays", () -> Recorder.events(key, Outcome.class).stream().filter(o -> o.kind().equals("fail")).count() >= 20);
            var errors = cluster.getTopologyInfoByName("hopeless").get_errors().get("hopeless");
            assertEquals(4, errors.size());
            assertTrue(errors.get(3).get_error().contains("gave up after 3 failed attempts of prepare"), errors.get(3).get_error());
            assertEquals("ACTIVE", cluster.getTopologyInfoByName("hopeless").get_status());
        }
        assertEquals(3, PREPARES.get(key).get());
    }
}
