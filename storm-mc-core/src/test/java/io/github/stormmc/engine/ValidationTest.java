package io.github.stormmc.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.FixedSpout;
import io.github.stormmc.testing.Recorder;
import io.github.stormmc.testing.RecordingBolt;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.AlreadyAliveException;
import org.apache.storm.generated.InvalidTopologyException;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Every submit-time validation error names its culprit, with Storm's exception type. */
class ValidationTest {
    private static LocalCluster cluster;

    @BeforeAll
    static void start() throws Exception {
        cluster = new LocalCluster();
    }

    @AfterAll
    static void stop() throws Exception {
        cluster.close();
    }

    private static FixedSpout spout() {
        return new FixedSpout(Recorder.newKey(), new Fields("word", "n"), List.of());
    }

    private static RecordingBolt bolt() {
        return new RecordingBolt(Recorder.newKey());
    }

    private static String invalid(String name, Map<String, Object> conf, StormTopology topology) {
        InvalidTopologyException e = assertThrows(InvalidTopologyException.class,
            () -> cluster.submitTopology(name, conf, topology));
        return e.get_msg();
    }

    private static String invalid(String name, TopologyBuilder builder) {
        return invalid(name, new Config(), builder.createTopology());
    }

    @Test
    void subscriptionToUnknownComponent() {
        TopologyBuilder b = new TopologyBuilder();
        b.setSpout("spout", spout());
        b.setBolt("bolt", bolt()).shuffleGrouping("nope");
        assertEquals("Component: [bolt] subscribes from non-existent component [nope]", invalid("v1", b));
    }

    /** Storm declares a {@code __system} stream (field "event") on every component, so a bolt may subscribe to it. */
    @Test
    void subscriptionToAComponentsSystemStreamIsAccepted() throws Exception {
        TopologyBuilder b = new TopologyBuilder();
        b.setSpout("spout", spout(), 2);
        b.setBolt("bolt", bolt()).shuffleGrouping("spout").globalGrouping("spout", "__system");
        b.setBolt("keyed", bolt()).fieldsGrouping("spout", "__system", new Fields("event"));
        cluster.submitTopology("system-stream", new Config(), b.createTopology());
        cluster.killTopologyWithOpts("system-stream", LocalCluster.KILL_NOW);
        TopologyBuilder wrongField = new TopologyBuilder();
        wrongField.setSpout("spout", spout());
        wrongField.setBolt("bolt", bolt()).fieldsGrouping("spout", "__system", new Fields("word"));
        assertEquals("Component: [bolt] subscribes from stream: [__system] of component [spout] + with non-existent fields: [word]",
            invalid("system-stream-fields", wrongField));
    }

    @Test
    void subscriptionToUnknownStream() {
        TopologyBuilder b = new TopologyBuilder();
        b.setSpout("spout", spout());
        b.setBolt("bolt", bolt()).shuffleGrouping("spout", "missing");
        assertEquals("Component: [bolt] subscribes from non-existent stream: [missing] of component [spout]", invalid("v2", b));
    }

    @Test
    void groupingOnUndeclaredField() {
        TopologyBuilder b = new TopologyBuilder();
        b.setSpout("spout", spout());
        b.setBolt("bolt", bolt()).fieldsGrouping("spout", new Fields("word", "colour"));
        assertEquals("Component: [bolt] subscribes from stream: [default] of component [spout] + with non-existent fields: "
            + "[colour]", invalid("v3", b));
    }

    @Test
    void reservedComponentId() {
        TopologyBuilder b = new TopologyBuilder();
        b.setSpout("spout", spout());
        b.setBolt("__bad", bolt()).shuffleGrouping("spout");
        assertEquals("__bad is not a valid component id.", invalid("v4", b));
    }

    /** Declares a stream whose id is reserved. */
    static final class ReservedStreamBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;

        @Override
        public void prepare(Map<String, Object> conf, org.apache.storm.task.TopologyContext ctx,
                            org.apache.storm.task.OutputCollector collector) {
        }

        @Override
        public void execute(Tuple input) {
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declareStream("__bad", new Fields("x"));
        }
    }

    @Test
    void reservedStreamId() {
        TopologyBuilder b = new TopologyBuilder();
        b.setSpout("spout", spout());
        b.setBolt("bolt", new ReservedStreamBolt()).shuffleGrouping("spout");
        assertEquals("__bad is not a valid stream id.", invalid("v5", b));
    }

    @Test
    void noSpout() {
        TopologyBuilder b = new TopologyBuilder();
        b.setBolt("bolt", bolt());
        assertEquals("Topology 'v6' does not have any spout", invalid("v6", b));
    }

    @Test
    void parallelismMustBePositive() {
        TopologyBuilder b = new TopologyBuilder();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.setBolt("bolt", bolt(), 0));
        assertEquals("Parallelism must be positive.", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> b.setSpout("spout", spout(), -1));
        assertEquals("Parallelism must be positive.", e.getMessage());
    }

    @Test
    void duplicateComponentIdInBuilder() {
        TopologyBuilder b = new TopologyBuilder();
        b.setSpout("dup", spout());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.setBolt("dup", bolt()));
        assertEquals("Spout has already been declared for id dup", e.getMessage());
    }

    @Test
    void duplicateTopologyNameIsAlreadyAlive() throws Exception {
        TopologyBuilder b = new TopologyBuilder();
        b.setSpout("spout", spout());
        cluster.submitTopology("twice", new Config(), b.createTopology());
        AlreadyAliveException e = assertThrows(AlreadyAliveException.class,
            () -> cluster.submitTopology("twice", new Config(), b.createTopology()));
        assertEquals("twice is already alive", e.get_msg());
        cluster.killTopologyWithOpts("twice", LocalCluster.KILL_NOW);
    }

    @Test
    void wronglyTypedConfigValueNamesTheKey() {
        TopologyBuilder b = new TopologyBuilder();
        b.setSpout("spout", spout());
        Map<String, Object> conf = new HashMap<>();
        conf.put(Config.TOPOLOGY_WORKERS, "two");
        String msg = invalid("v7", conf, b.createTopology());
        assertTrue(msg.contains("topology.workers") && msg.contains("two"), msg);
    }

    @Test
    void wronglyTypedComponentConfigNamesComponentAndKey() {
        TopologyBuilder b = new TopologyBuilder();
        b.setSpout("spout", spout()).addConfiguration(Config.TOPOLOGY_MAX_SPOUT_PENDING, "lots");
        String msg = invalid("v8", b);
        assertTrue(msg.startsWith("Component 'spout' configuration is invalid") && msg.contains("topology.max.spout.pending"), msg);
    }

    @Test
    void nonJsonConfigValueIsRejectedBeforeSubmitLikeStorm() {
        TopologyBuilder b = new TopologyBuilder();
        b.setSpout("spout", spout());
        Map<String, Object> conf = new HashMap<>();
        conf.put("my.object", new Object());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> cluster.submitTopology("v9", conf, b.createTopology()));
        assertTrue(e.getMessage().startsWith("Topology conf is not json-serializable: ") && e.getMessage().contains("my.object"),
            e.getMessage());
    }

    @Test
    void invalidTopologyName() {
        TopologyBuilder b = new TopologyBuilder();
        b.setSpout("spout", spout());
        assertEquals("Topology name 'a/b' is invalid: it must be non-empty and must not contain '/', '.', ':' or '\\'",
            invalid("a/b", b));
    }

    /** Holds something that cannot be serialised. */
    static final class NotSerializableBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private final Object lock = new Object();

        @Override
        public void prepare(Map<String, Object> conf, org.apache.storm.task.TopologyContext ctx,
                            org.apache.storm.task.OutputCollector collector) {
        }

        @Override
        public void execute(Tuple input) {
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    @Test
    void nonSerializableComponentIsNamedAtCreateTopology() {
        TopologyBuilder b = new TopologyBuilder();
        b.setSpout("spout", spout());
        b.setBolt("holder", new NotSerializableBolt()).shuffleGrouping("spout");
        IllegalStateException e = assertThrows(IllegalStateException.class, b::createTopology);
        assertTrue(e.getMessage().startsWith("Bolt 'holder' contains a non-serializable field of type java.lang.Object (in "
            + NotSerializableBolt.class.getName() + ")"), e.getMessage());
    }

    @Test
    void undeserializableComponentInAHandBuiltTopology() {
        TopologyBuilder b = new TopologyBuilder();
        b.setSpout("spout", spout());
        StormTopology topology = b.createTopology();
        topology.get_spouts().get("spout").get_spout_object().set_serialized_java(new byte[] {1, 2, 3});
        String msg = invalid("v10", new Config(), topology);
        assertTrue(msg.startsWith("Component 'spout' cannot be deserialized"), msg);
    }
}
