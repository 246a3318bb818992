package org.apache.storm.state;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import org.apache.storm.Config;
import org.junit.jupiter.api.Test;

/** State serialisation: Kryo round trips, the Optional-wrapped value encoding, and the merged state iterator. */
class StateSerializationTest {

    /** A value class without a no-argument constructor, as state values often are. */
    record Point(int x, String label) {
    }

    @Test
    void defaultSerializerRoundTripsCollectionsAndUserTypes() {
        DefaultStateSerializer<Object> serializer = new DefaultStateSerializer<>();
        Map<String, List<Long>> map = new LinkedHashMap<>();
        map.put("a", List.of(1L, 2L));
        map.put("b", new ArrayList<>(List.of(3L)));
        assertEquals(map, serializer.deserialize(serializer.serialize(map)));
        assertEquals(new Point(3, "p"), serializer.deserialize(serializer.serialize(new Point(3, "p"))));
        assertNull(serializer.deserialize(serializer.serialize(null)));
    }

    @Test
    void serializerHonoursRegistrationsAndSurvivesJavaSerialisation() throws Exception {
        Config conf = new Config();
        conf.registerSerialization(Point.class);
        DefaultStateSerializer<Point> serializer = new DefaultStateSerializer<>(conf, null, List.of(Point.class));
        byte[] bytes = serializer.serialize(new Point(1, "x"));

        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
            out.writeObject(serializer);
        }
        @SuppressWarnings("unchecked")
        DefaultStateSerializer<Point> copy = (DefaultStateSerializer<Point>)
            new ObjectInputStream(new ByteArrayInputStream(buffer.toByteArray())).readObject();
        assertEquals(new Point(1, "x"), copy.deserialize(bytes));
    }

    @Test
    void unknownRegisteredClassIsNamedInTheError() {
        Config conf = new Config();
        conf.put(Config.TOPOLOGY_KRYO_REGISTER, List.of("com.example.NoSuchClass"));
        DefaultStateSerializer<String> serializer = new DefaultStateSerializer<>(conf, null);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> serializer.serialize("x"));
        assertEquals("topology.kryo.register: class com.example.NoSuchClass not found", e.getMessage());
    }

    @Test
    void encoderWrapsValuesSoTheTombstoneIsDistinct() {
        DefaultStateEncoder<String, Long> encoder =
            new DefaultStateEncoder<>(new DefaultStateSerializer<>(), new DefaultStateSerializer<>());
        assertEquals("key", encoder.decodeKey(encoder.encodeKey("key")));
        assertEquals(42L, encoder.decodeValue(encoder.encodeValue(42L)));
        assertNull(encoder.decodeValue(encoder.getTombstoneValue()));
        assertArrayEquals(DefaultStateEncoder.TOMBSTONE, encoder.getTombstoneValue());
        assertFalse(java.util.Arrays.equals(encoder.encodeValue(null), encoder.getTombstoneValue()),
            "a stored null is not a deletion");
    }

    @Test
    void iteratorReturnsEachKeyOnceWithItsNewestValueAndSkipsDeletedKeys() {
        DefaultStateEncoder<String, String> encoder =
            new DefaultStateEncoder<>(new DefaultStateSerializer<>(), new DefaultStateSerializer<>());
        List<Map.Entry<byte[], byte[]>> preparing = List.of(
            entry(encoder, "a", "a-preparing"), tombstone(encoder, "b"));
        List<Map.Entry<byte[], byte[]>> committing = List.of(
            entry(encoder, "a", "a-committing"), entry(encoder, "c", "c-committing"));
        List<List<Map.Entry<byte[], byte[]>>> storageChunks = List.of(
            List.of(entry(encoder, "b", "b-stored"), entry(encoder, "c", "c-stored")),
            List.of(entry(encoder, "d", "d-stored")));

        Iterator<Map.Entry<String, String>> it = new BaseBinaryStateIterator<String, String>(
            preparing.iterator(), committing.iterator()) {
            private int chunk;

            @Override
            protected Iterator<Map.Entry<byte[], byte[]>> loadChunkFromStateStorage() {
                return storageChunks.get(chunk++).iterator();
            }

            @Override
            protected boolean isEndOfDataFromStorage() {
                return chunk >= storageChunks.size();
            }

            @Override
            protected String decodeKey(byte[] key) {
                return encoder.decodeKey(key);
            }

            @Override
            protected String decodeValue(byte[] value) {
                return encoder.decodeValue(value);
            }

            @Override
            protected boolean isTombstoneValue(byte[] value) {
                return java.util.Arrays.equals(value, encoder.getTombstoneValue());
            }
        };
        List<String> seen = new ArrayList<>();
        it.forEachRemaining(e -> seen.add(e.getKey() + "=" + e.getValue()));
        assertEquals(List.of("a=a-preparing", "c=c-committing", "d=d-stored"), seen);
        assertThrows(NoSuchElementException.class, it::next);
        assertThrows(UnsupportedOperationException.class, it::remove);
    }

    private static Map.Entry<byte[], byte[]> entry(DefaultStateEncoder<String, String> encoder, String k, String v) {
        return new AbstractMap.SimpleEntry<>(encoder.encodeKey(k), encoder.encodeValue(v));
    }

    private static Map.Entry<byte[], byte[]> tombstone(DefaultStateEncoder<String, String> encoder, String k) {
        return new AbstractMap.SimpleEntry<>(encoder.encodeKey(k), encoder.getTombstoneValue());
    }
}
