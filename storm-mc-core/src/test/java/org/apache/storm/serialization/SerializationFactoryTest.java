package org.apache.storm.serialization;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.io.Serializable;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.task.GeneralTopologyContext;
import org.apache.storm.testing.TestWordSpout;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.MessageId;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.TupleImpl;
import org.apache.storm.tuple.Values;
import org.apache.storm.utils.Utils;
import org.junit.jupiter.api.Test;

class SerializationFactoryTest {

    /** A class Kryo can write with its field serializer once registered. */
    public static class Point {
        public int x;
        public int y;

        public Point() {
        }

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }
    }

    /** A Java-serializable class nobody registers. */
    public static class Legacy implements Serializable {
        private static final long serialVersionUID = 1L;
        final String name;

        Legacy(String name) {
            this.name = name;
        }
    }

    /** Writes a Point as one string "x,y", to prove the configured serializer is used. */
    public static class PointAsText extends Serializer<Point> {
        @Override
        public void write(Kryo kryo, Output output, Point p) {
            output.writeString(p.x + "," + p.y);
        }

        @Override
        public Point read(Kryo kryo, Input input, Class<? extends Point> type) {
            String[] parts = input.readString().split(",");
            return new Point(Integer.parseInt(parts[0]) * 10, Integer.parseInt(parts[1]) * 10);
        }
    }

    private static Map<String, Object> conf() {
        Map<String, Object> conf = new HashMap<>(Utils.readDefaultConfig());
        conf.put(Config.TOPOLOGY_KRYO_REGISTER, List.of(Point.class.getName()));
        return conf;
    }

    @Test
    void valuesRoundTripWithStormsRegisteredTypes() {
        KryoValuesSerializer out = new KryoValuesSerializer(conf());
        KryoValuesDeserializer in = new KryoValuesDeserializer(conf());
        HashMap<String, Object> map = new HashMap<>(Map.of("k", 1L));
        List<Object> values = new Values("word", 3, new ArrayList<>(List.of(1, 2)), map,
            new HashSet<>(List.of("a")), BigInteger.TEN, new byte[] {1, 2}, new Point(1, 2));
        List<Object> back = in.deserialize(out.serialize(values));
        assertEquals(values.subList(0, 6), back.subList(0, 6));
        assertEquals(List.of((byte) 1, (byte) 2), List.of(((byte[]) back.get(6))[0], ((byte[]) back.get(6))[1]));
        Point p = (Point) back.get(7);
        assertEquals(List.of(1, 2), List.of(p.x, p.y));
        assertEquals("single", in.deserializeObject(out.serializeObject("single")));
    }

    @Test
    void registrationIsRequiredUnlessJavaSerializationIsAllowed() {
        KryoValuesSerializer strict = new KryoValuesSerializer(conf());
        assertNotRegistered(() -> strict.serialize(new Values(new Legacy("x"))));

        Map<String, Object> lenient = conf();
        lenient.put(Config.TOPOLOGY_FALL_BACK_ON_JAVA_SERIALIZATION, true);
        Kryo kryo = SerializationFactory.getKryo(lenient);
        assertInstanceOf(SerializableSerializer.class, kryo.getDefaultSerializer(Legacy.class));
        List<Object> back = new KryoValuesDeserializer(lenient).deserialize(
            new KryoValuesSerializer(lenient).serialize(new Values(new Legacy("kept"))));
        assertEquals("kept", ((Legacy) back.get(0)).name);
    }

    @Test
    void configuredSerializersAndMissingClasses() {
        Map<String, Object> conf = conf();
        conf.put(Config.TOPOLOGY_KRYO_REGISTER, List.of(Map.of(Point.class.getName(), PointAsText.class.getName())));
        Point p = (Point) new KryoValuesDeserializer(conf).deserializeObject(
            new KryoValuesSerializer(conf).serializeObject(new Point(1, 2)));
        assertEquals(List.of(10, 20), List.of(p.x, p.y));

        conf.put(Config.TOPOLOGY_KRYO_REGISTER, List.of("com.example.Missing"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SerializationFactory.getKryo(conf));
        assertEquals(Config.TOPOLOGY_KRYO_REGISTER + ": class com.example.Missing not found", e.getMessage());
        conf.put(Config.TOPOLOGY_SKIP_MISSING_KRYO_REGISTRATIONS, true);
        assertNotNull(SerializationFactory.getKryo(conf));
    }

    @Test
    void twoKryosFromOneConfigurationNumberClassesAlike() {
        Map<String, Object> conf = conf();
        conf.put(Config.TOPOLOGY_KRYO_REGISTER, List.of(Point.class.getName(), Legacy.class.getName()));
        Kryo a = SerializationFactory.getKryo(conf);
        conf.put(Config.TOPOLOGY_KRYO_REGISTER, List.of(Legacy.class.getName(), Point.class.getName()));
        Kryo b = SerializationFactory.getKryo(conf);
        assertEquals(a.getRegistration(Point.class).getId(), b.getRegistration(Point.class).getId());
        assertEquals(a.getRegistration(Legacy.class).getId(), b.getRegistration(Legacy.class).getId());
        assertNotRegistered(() -> SerializationFactory.getKryo(conf()).writeClassAndObject(new Output(64),
            new Legacy("unregistered")));
    }

    private static void assertNotRegistered(Runnable write) {
        RuntimeException e = assertThrows(RuntimeException.class, write::run);
        String messages = e.getMessage() + (e.getCause() == null ? "" : " " + e.getCause().getMessage());
        assertTrue(messages.contains("Class is not registered: " + Legacy.class.getName()), messages);
    }

    @Test
    void tuplesRoundTripWithStreamIdsFromTheDictionary() {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("words", new TestWordSpout(), 1);
        builder.setBolt("split", new TwoStreams(), 1).shuffleGrouping("words");
        StormTopology topology = builder.createTopology();
        SerializationFactory.IdDictionary ids = new SerializationFactory.IdDictionary(topology);
        assertEquals(1, ids.getStreamId("split", "a-stream"));
        assertEquals(2, ids.getStreamId("split", "default"));
        assertEquals("default", ids.getStreamName("split", 2));

        Map<String, Map<String, Fields>> fields = Map.of("split", Map.of("default", new Fields("w"),
            "a-stream", new Fields("x")), "words", Map.of("default", new Fields("word")));
        GeneralTopologyContext context = new GeneralTopologyContext(topology, conf(), Map.of(1, "words", 2, "split"),
            Map.of("words", List.of(1), "split", List.of(2)), fields, "topo");
        TupleImpl tuple = new TupleImpl(context, new Values("hello"), "split", 2, "default",
            MessageId.makeId(Map.of(7L, 9L)));
        Tuple back = new KryoTupleDeserializer(conf(), context).deserialize(
            new KryoTupleSerializer(conf(), context).serialize(tuple));
        assertEquals(List.of("split", 2, "default", List.of("hello"), Map.of(7L, 9L)),
            List.of(back.getSourceComponent(), back.getSourceTask(), back.getSourceStreamId(), back.getValues(),
                back.getMessageId().getAnchorsToIds()));
        assertEquals("hello", back.getStringByField("w"));
    }

    private static final class TwoStreams extends BaseBasicBolt {
        @Override
        public void execute(Tuple input, BasicOutputCollector collector) {
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("w"));
            declarer.declareStream("a-stream", new Fields("x"));
        }
    }
}
