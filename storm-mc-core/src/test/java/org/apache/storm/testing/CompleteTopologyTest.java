package org.apache.storm.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.Testing;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code Testing.completeTopology}: exact captured outputs for mocked and fixed sources, and its failure modes. */
class CompleteTopologyTest {
    private static LocalCluster cluster;

    @BeforeAll
    static void start() throws Exception {
        cluster = new LocalCluster();
    }

    @AfterAll
    static void stop() throws Exception {
        cluster.close();
    }

    private static CompleteTopologyParam mocked(MockedSources sources) {
        CompleteTopologyParam param = new CompleteTopologyParam();
        param.setMockedSources(sources);
        return param;
    }

    private static List<List<Object>> rows(Object[]... rows) {
        List<List<Object>> list = new ArrayList<>();
        for (Object[] row : rows) {
            list.add(List.of(row));
        }
        return list;
    }

    @Test
    void mockedWordsGiveExactCountsInOrderOnASingleTaskPipeline() throws Exception {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("words", new TestWordSpout());
        builder.setBolt("count", new TestWordCounter()).shuffleGrouping("words");
        MockedSources sources = new MockedSources();
        sources.addMockData("words", new Values("nathan"), new Values("bob"), new Values("joey"), new Values("nathan"));

        Map<String, List<FixedTuple>> results = Testing.completeTopology(cluster, builder.createTopology(), mocked(sources));

        assertEquals(rows(new Object[] {"nathan"}, new Object[] {"bob"}, new Object[] {"joey"}, new Object[] {"nathan"}),
            Testing.readTuples(results, "words"));
        assertEquals(rows(new Object[] {"nathan", 1}, new Object[] {"bob", 1}, new Object[] {"joey", 1},
            new Object[] {"nathan", 2}), Testing.readTuples(results, "count"));
        assertEquals("[default:<[nathan, 1]>, default:<[bob, 1]>, default:<[joey, 1]>, default:<[nathan, 2]>]",
            results.get("count").toString());
        assertEquals(List.of(), Testing.readTuples(results, "count", "other"));
        assertEquals(List.of(), Testing.readTuples(results, "nosuch"));
        assertEquals(2, results.size());
    }

    @Test
    void withoutAckersTheWaitStillCoversEveryTupleDownstream() throws Exception {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("words", new TestWordSpout());
        builder.setBolt("count", new TestWordCounter(), 2).fieldsGrouping("words", new Fields("word"));
        builder.setBolt("agg", new TestAggregatesCounter()).globalGrouping("count");
        MockedSources sources = new MockedSources();
        for (int i = 0; i < 50; i++) {
            sources.addMockData("words", new Values("w" + (i % 5)));
        }
        CompleteTopologyParam param = mocked(sources);
        Config conf = new Config();
        conf.setNumAckers(0); // the spout is acked at emit: exhausted before the bolts have run
        param.setStormConf(conf);

        Map<String, List<FixedTuple>> results = Testing.completeTopology(cluster, builder.createTopology(), param);

        assertEquals(50, Testing.readTuples(results, "count").size());
        List<List<Object>> sums = Testing.readTuples(results, "agg");
        assertEquals(50, sums.size());
        assertEquals(List.of(50), sums.get(49));
    }

    @Test
    void parallelTopologyLikeStormsOwnTestGivesTheSameMultisets() throws Exception {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("1", new TestWordSpout(true), 3);
        builder.setBolt("2", new TestWordCounter(), 4).fieldsGrouping("1", new Fields("word"));
        builder.setBolt("3", new TestGlobalCount()).globalGrouping("1");
        builder.setBolt("4", new TestAggregatesCounter()).globalGrouping("2");
        MockedSources sources = new MockedSources();
        sources.addMockData("1", new Values("nathan"), new Values("bob"), new Values("joey"), new Values("nathan"));
        CompleteTopologyParam param = mocked(sources);
        Config conf = new Config();
        conf.setNumWorkers(2);
        param.setStormConf(conf);
        param.setTopologyName("parallel-words");

        Map<String, List<FixedTuple>> results = Testing.completeTopology(cluster, builder.createTopology(), param);

        assertTrue(Testing.multiseteq(rows(new Object[] {"nathan"}, new Object[] {"bob"}, new Object[] {"joey"},
            new Object[] {"nathan"}), Testing.readTuples(results, "1")));
        assertTrue(Testing.multiseteq(rows(new Object[] {"nathan", 1}, new Object[] {"nathan", 2},
            new Object[] {"bob", 1}, new Object[] {"joey", 1}), Testing.readTuples(results, "2")));
        assertEquals(rows(new Object[] {1}, new Object[] {2}, new Object[] {3}, new Object[] {4}),
            Testing.readTuples(results, "3"));
        // unanchored emits of TestAggregatesCounter are waited for too
        assertEquals(rows(new Object[] {1}, new Object[] {2}, new Object[] {3}, new Object[] {4}),
            Testing.readTuples(results, "4"));
        assertNull(cluster.stormMc().byName("parallel-words"), "the topology is killed once complete");
    }

    /** Emits each input's first value on stream "odd" or "even". */
    static final class ParityBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private transient OutputCollector collector;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            int n = input.getInteger(0);
            collector.emit(n % 2 == 0 ? "even" : "odd", input, new Values(n));
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declareStream("odd", new Fields("n"));
            declarer.declareStream("even", new Fields("n"));
        }
    }

    @Test
    void streamsAreCapturedSeparatelyAndMockedDataCanTargetAStream() throws Exception {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("nums", new FixedTupleSpout(List.of(), new Fields("n")));
        builder.setBolt("parity", new ParityBolt()).shuffleGrouping("nums");
        MockedSources sources = new MockedSources();
        sources.addMockData("nums", new Values(1), new Values(2), new Values(3), new Values(4), new Values(5));

        Map<String, List<FixedTuple>> results = Testing.completeTopology(cluster, builder.createTopology(), mocked(sources));

        assertEquals(rows(new Object[] {1}, new Object[] {3}, new Object[] {5}), Testing.readTuples(results, "parity", "odd"));
        assertEquals(rows(new Object[] {2}, new Object[] {4}), Testing.readTuples(results, "parity", "even"));
        assertEquals(List.of(), Testing.readTuples(results, "parity"));
    }

    @Test
    void fixedTupleSpoutSplitsItsTuplesOverItsTasksAndCountsAcks() throws Exception {
        List<Values> values = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            values.add(new Values("v" + i));
        }
        FixedTupleSpout spout = new FixedTupleSpout(values, new Fields("x"));
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("s", spout, 3);
        builder.setBolt("id", new IdentityBolt(new Fields("y")), 2).shuffleGrouping("s");
        CompleteTopologyParam param = new CompleteTopologyParam();
        param.setCleanupState(false);

        Map<String, List<FixedTuple>> results = Testing.completeTopology(cluster, builder.createTopology(), param);

        List<List<Object>> expected = new ArrayList<>();
        values.forEach(v -> expected.add(v));
        assertTrue(Testing.multiseteq(expected, Testing.readTuples(results, "s")));
        assertTrue(Testing.multiseteq(expected, Testing.readTuples(results, "id")));
        assertEquals(7, spout.getCompleted(), "the test's instance sees the acks of the running copies");
        assertTrue(spout.isExhausted());
        assertEquals(7, spout.getSourceTuples().size());
        spout.cleanup();
        assertEquals(0, spout.getCompleted());
    }

    @Test
    void everySpoutMustBeCompletableOrMocked() {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("words", new TestWordSpout());
        builder.setBolt("count", new TestWordCounter()).shuffleGrouping("words");
        RuntimeException e = assertThrows(RuntimeException.class,
            () -> Testing.completeTopology(cluster, builder.createTopology()));
        assertTrue(e.getMessage().startsWith("Cannot complete topology unless every spout is a CompletableSpout (or "
            + "mocked to be); failed by org.apache.storm.testing.TestWordSpout@"), e.getMessage());
    }

    @Test
    void mockingAComponentThatIsNotASpoutIsRejected() {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("words", new TestWordSpout());
        builder.setBolt("count", new TestWordCounter()).shuffleGrouping("words");
        MockedSources sources = new MockedSources();
        sources.addMockData("count", new Values("x"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> Testing.completeTopology(cluster, builder.createTopology(), mocked(sources)));
        assertEquals("Mocked source 'count' is not a spout of the topology; its spouts are [words]", e.getMessage());
    }

    /** Never acks: the spout's tuples never complete. */
    static final class SwallowBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
        }

        @Override
        public void execute(Tuple input) {
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    @Test
    void aTopologyThatNeverCompletesTimesOutAndIsKilled() {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("words", new TestWordSpout());
        builder.setBolt("swallow", new SwallowBolt()).shuffleGrouping("words");
        MockedSources sources = new MockedSources();
        sources.addMockData("words", new Values("x"));
        CompleteTopologyParam param = mocked(sources);
        param.setTopologyName("never-completes");
        param.setTimeoutMs(300);
        AssertionError e = assertThrows(AssertionError.class,
            () -> Testing.completeTopology(cluster, builder.createTopology(), param));
        assertEquals("Test timed out (300ms) completing topology 'never-completes': waiting for every spout to be "
            + "exhausted and every tuple to be processed", e.getMessage());
        assertNull(cluster.stormMc().byName("never-completes"));
    }

    @Test
    void theCallersTopologyIsLeftUnchanged() throws Exception {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("words", new TestWordSpout());
        builder.setBolt("count", new TestWordCounter()).shuffleGrouping("words");
        StormTopology topology = builder.createTopology();
        StormTopology before = new StormTopology(topology);
        MockedSources sources = new MockedSources();
        sources.addMockData("words", new Values("a"));
        Testing.completeTopology(cluster, topology, mocked(sources));
        assertEquals(before, topology);
    }

    @Test
    void captureTopologyAddsOneBoltSubscribedToEveryStream() {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("nums", new FixedTupleSpout(List.of(), new Fields("n")));
        builder.setBolt("parity", new ParityBolt()).shuffleGrouping("nums");
        Testing.CapturedTopology<StormTopology> captured = Testing.captureTopology(builder.createTopology());
        assertEquals(2, captured.topology.get_bolts().size());
        String capturerId = captured.topology.get_bolts().keySet().stream()
            .filter(id -> !id.equals("parity")).findFirst().orElseThrow();
        assertEquals("[nums:default, parity:even, parity:odd]", captured.topology.get_bolts().get(capturerId)
            .get_common().get_inputs().keySet().stream().map(s -> s.get_componentId() + ":" + s.get_streamId())
            .sorted().toList().toString());
        assertEquals(Map.of(), captured.capturer.getResults());
    }

    @Test
    void completesOnASimulatedTimeCluster() {
        Testing.withSimulatedTimeLocalCluster(c -> {
            TopologyBuilder builder = new TopologyBuilder();
            builder.setSpout("words", new TestWordSpout());
            builder.setBolt("count", new TestWordCounter()).shuffleGrouping("words");
            MockedSources sources = new MockedSources();
            sources.addMockData("words", new Values("a"), new Values("a"));
            Map<String, List<FixedTuple>> results = Testing.completeTopology(c, builder.createTopology(), mocked(sources));
            assertEquals(rows(new Object[] {"a", 1}, new Object[] {"a", 2}), Testing.readTuples(results, "count"));
        });
    }
}
