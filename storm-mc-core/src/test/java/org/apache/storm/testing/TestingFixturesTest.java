package org.apache.storm.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.util.DefaultInstantiatorStrategy;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.Testing;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;
import org.objenesis.strategy.StdInstantiatorStrategy;

/** The org.apache.storm.testing fixtures topologies' tests use: planner components, event-order check, batches. */
class TestingFixturesTest {

    @Test
    void plannerComponentsDeclareTheirFieldsAndParallelismLimit() {
        assertEquals(new Fields("field1", "field2").toList(), new TestPlannerSpout(false).getOutputFields().toList());
        assertEquals(Map.of(Config.TOPOLOGY_MAX_TASK_PARALLELISM, 1),
            new TestPlannerSpout(false).getComponentConfiguration());
        assertEquals(Map.of(), new TestPlannerSpout(new Fields("a")).getComponentConfiguration());
        assertEquals(List.of("a"), new TestPlannerSpout(new Fields("a"), true).getOutputFields().toList());
        assertEquals(List.of("field1", "field2"), new TestPlannerBolt().getOutputFields().toList());
    }

    @Test
    void kryoDecoratorRegistersTheSerialisationTestObject() {
        Kryo kryo = new Kryo();
        // as Storm's Kryo factory does: TestSerObject has no no-argument constructor
        kryo.setInstantiatorStrategy(new DefaultInstantiatorStrategy(new StdInstantiatorStrategy()));
        new TestKryoDecorator().decorate(kryo);
        Output out = new Output(64);
        kryo.writeObject(out, new TestSerObject(1, 2));
        assertEquals(new TestSerObject(1, 2), kryo.readObject(new Input(out.toBytes()), TestSerObject.class));
        assertNotEquals(new TestSerObject(1, 2), new TestSerObject(2, 1));
    }

    @Test
    void eventLogSpoutEventsArriveInOrderAndAreAllAcked() throws Exception {
        try (LocalCluster cluster = new LocalCluster()) {
            TestEventLogSpout spout = new TestEventLogSpout(20);
            TopologyBuilder builder = new TopologyBuilder();
            builder.setSpout("events", spout, 2);
            builder.setBolt("check", new TestEventOrderCheckBolt(), 2).fieldsGrouping("events", new Fields("source"));
            builder.setBolt("batch", new PrepareBatchBolt(new Fields("batch", "source", "eventId")))
                .shuffleGrouping("events");
            builder.setBolt("bytes", new TestWordBytesCounter()).shuffleGrouping("bytes-src");
            builder.setSpout("bytes-src", new FeederSpout(new Fields("word")));
            CompleteTopologyParam param = new CompleteTopologyParam();
            MockedSources sources = new MockedSources();
            byte[] word = "héllo".getBytes(StandardCharsets.UTF_8);
            sources.addMockData("bytes-src", new Values((Object) word), new Values((Object) word));
            param.setMockedSources(sources);

            Map<String, List<FixedTuple>> results = Testing.completeTopology(cluster, builder.createTopology(), param);

            assertEquals(20, Testing.readTuples(results, "events").size());
            assertEquals(List.of(), Testing.readTuples(results, "check"), "no out-of-order event");
            List<List<Object>> batches = Testing.readTuples(results, "batch");
            assertEquals(20, batches.size());
            assertTrue(batches.stream().allMatch(row -> row.size() == 3 && row.get(0) instanceof Long));
            assertEquals(List.of(List.of("héllo", 1), List.of("héllo", 2)), Testing.readTuples(results, "bytes"));
            assertTrue(spout.completed());
            assertEquals(List.of(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L), Testing.readTuples(results, "events")
                .stream().filter(row -> row.get(0).equals(Testing.readTuples(results, "events").get(0).get(0)))
                .map(row -> row.get(1)).toList());
        }
    }
}
