package org.apache.storm.utils;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.Serializable;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.Config;
import org.junit.jupiter.api.Test;

class UtilsTest {

    static final class Payload implements Serializable {
        private static final long serialVersionUID = 1L;
        final String name;
        final List<Integer> numbers;

        Payload(String name, List<Integer> numbers) {
            this.name = name;
            this.numbers = numbers;
        }
    }

    @Test
    void javaSerializeRoundTrip() {
        Payload back = Utils.javaDeserialize(Utils.javaSerialize(new Payload("p", List.of(1, 2))), Payload.class);
        assertEquals("p", back.name);
        assertEquals(List.of(1, 2), back.numbers);
        RuntimeException notSerializable = assertThrows(RuntimeException.class, () -> Utils.javaSerialize(new Object()));
        assertEquals("java.io.NotSerializableException: java.lang.Object", notSerializable.getMessage());
        RuntimeException garbage = assertThrows(RuntimeException.class,
            () -> Utils.javaDeserialize(new byte[] {1, 2, 3}, Object.class));
        assertInstanceOf(IOException.class, garbage.getCause());
    }

    @Test
    void serializeAndThriftSerializeRoundTrip() {
        GlobalStreamId id = new GlobalStreamId("a", "b");
        assertEquals(id, Utils.deserialize(Utils.serialize(id), GlobalStreamId.class));
        assertEquals(id, Utils.thriftDeserialize(GlobalStreamId.class, Utils.thriftSerialize(id)));
        assertEquals(id, Utils.deserializeFromString(Utils.serializeToString(id), GlobalStreamId.class));
        assertArrayEquals(new byte[] {1, 2}, Utils.gunzip(Utils.gzip(new byte[] {1, 2})));
    }

    @Test
    void systemIdsStartWithTwoUnderscores() {
        assertTrue(Utils.isSystemId("__acker"));
        assertFalse(Utils.isSystemId("_x"));
        assertFalse(Utils.isSystemId("x__"));
        assertEquals("default", Utils.DEFAULT_STREAM_ID);
    }

    @Test
    void smallHelpers() {
        assertEquals(List.of("a", 1), Utils.tuple("a", 1));
        assertEquals(ArrayList.class, Utils.tuple().getClass());
        assertEquals(new TreeMap<>(Map.of(3, 2, 4, 1)), Utils.integerDivided(10, 3));
        assertEquals(new TreeMap<>(Map.of(0, 1, 1, 2)), Utils.integerDivided(2, 3));
        assertEquals(new TreeMap<>(Map.of(0, 3)), Utils.integerDivided(0, 3));
        assertEquals(List.of(List.of(1, 2, 3), List.of(4, 5), List.of(6, 7)),
            Utils.partitionFixed(3, List.of(1, 2, 3, 4, 5, 6, 7)));
        assertEquals(List.of(List.of(1), List.of(2)), Utils.partitionFixed(5, List.of(1, 2)));
        assertEquals(List.of(), Utils.partitionFixed(0, List.of(1, 2)));
        assertEquals(List.of("z", "a", "a"), Utils.getRepeat(List.of("z", "b", "z", "a", "a", "a")));
        assertEquals(Map.of(1, List.of("a")), Utils.reverseMap(Map.of("a", 1)));
        assertEquals(Map.of(1, List.of("a", "b")), Utils.reverseMap(List.of(List.of("a", 1), List.of("b", 1))));
        assertEquals(2147483643, Utils.toPositive(-5));
        assertEquals(3, Utils.OR(null, 3));
        assertEquals(9, Utils.get(Map.of("a", 1), "b", 9));
        assertEquals(0.0, Utils.zeroIfNaNOrInf(Double.NaN));
        assertEquals(0.0, Utils.nullToZero(null));
        assertEquals("1-2-3", Utils.join(List.of(1, 2, 3), "-"));
        assertEquals("", Utils.join(List.of(), "-"));
        assertEquals(2L, Utils.bitXorVals(List.of(1L, 3L)));
        assertEquals(6L, Utils.bitXor(5L, 3L));
        assertEquals(new GlobalStreamId("c", "default"), Utils.getGlobalStreamId("c", null));
        assertEquals(Map.of("a", 2, "b", 3), Utils.merge(Map.of("a", 1), Map.of("a", 2, "b", 3)));
        Map<Integer, String> sparse = new HashMap<>(Map.of(0, "a", 2, "c"));
        assertEquals(java.util.Arrays.asList(null, "c"), Utils.convertToArray(sparse, 1));
        assertEquals("a+b%2Fc", Utils.urlEncodeUtf8("a b/c"));
        assertEquals("a b/c", Utils.urlDecodeUtf8("a+b%2Fc"));
        assertEquals(36, Utils.uuid().length());
        assertEquals("c", Utils.findOne(s -> s.startsWith("c"), List.of("a", "c", "cc")));
        assertNull(Utils.findOne(s -> false, List.of("a")));
    }

    @Test
    void byteBufferCopyLeavesTheBufferAlone() {
        ByteBuffer buffer = ByteBuffer.wrap(new byte[] {3, 4, 5});
        buffer.get();
        assertArrayEquals(new byte[] {4, 5}, Utils.toByteArray(buffer));
        assertEquals(1, buffer.position());
    }

    @Test
    void exceptionCauses() {
        RuntimeException wrapped = new RuntimeException(new FileNotFoundException("f"));
        assertTrue(Utils.exceptionCauseIsInstanceOf(IOException.class, wrapped));
        assertTrue(Utils.exceptionCauseIsInstanceOf(RuntimeException.class, wrapped));
        assertFalse(Utils.exceptionCauseIsInstanceOf(InterruptedException.class, wrapped));
        assertSame(wrapped.getCause(), Utils.unwrapTo(IOException.class, wrapped));
        assertNull(Utils.unwrapTo(IOException.class, new RuntimeException("r")));
        IOException thrown = assertThrows(IOException.class, () -> Utils.unwrapAndThrow(IOException.class, wrapped));
        assertEquals("f", thrown.getMessage());
        IllegalStateException ise = new IllegalStateException("y");
        assertSame(ise, Utils.wrapInRuntime(ise));
        assertEquals("java.io.IOException: x", Utils.wrapInRuntime(new IOException("x")).getMessage());
    }

    @Test
    void parseJsonKeepsSmallIntegersAsIntegers() {
        Map<String, Object> m = Utils.parseJson("{\"a\":1,\"b\":10000000000,\"c\":1.5,\"d\":[1,\"x\"],\"e\":null,\"f\":true}");
        assertEquals(1, m.get("a"));
        assertEquals(10_000_000_000L, m.get("b"));
        assertEquals(1.5, m.get("c"));
        assertEquals(List.of(1, "x"), m.get("d"));
        assertTrue(m.containsKey("e"));
        assertNull(m.get("e"));
        assertEquals(true, m.get("f"));
        assertEquals(Map.of(), Utils.parseJson(null));
        assertEquals(Map.of("a", 1), Utils.fromCompressedJsonConf(Utils.toCompressedJsonConf(Map.of("a", 1))));
    }

    @Test
    void configChecks() {
        assertFalse(Utils.isValidConf(new HashMap<>(Map.of("a", new Object()))));
        assertTrue(Utils.isValidConf(new HashMap<>(Map.of("a", List.of(1, "x"), "b", Map.of("c", true)))));
        assertEquals(Map.of("j", "x", "k", "######"), Utils.redactValue(new HashMap<>(Map.of("k", "secret", "j", "x")), "k"));
        assertEquals(2048.0, Utils.parseJvmHeapMemByChildOpts(List.of("-Xmx2g"), 5.0));
        assertEquals(512.0, Utils.parseJvmHeapMemByChildOpts(List.of("-Xmx512m"), 5.0));
        assertEquals(1.0, Utils.parseJvmHeapMemByChildOpts(List.of("-Xmx1024k", "-Xmx4g"), 5.0));
        assertEquals(5.0, Utils.parseJvmHeapMemByChildOpts(List.of("-Xmx1048576"), 5.0)); // no unit: not read
        assertEquals(100.0, Utils.parseJvmHeapMemByChildOpts(List.of("Xmx100M"), 5.0)); // no dash needed
        assertEquals(1.0, Utils.parseJvmHeapMemByChildOpts(List.of("Xmx10k"), 5.0)); // at least 1 MB
        assertEquals(5.0, Utils.parseJvmHeapMemByChildOpts(null, 5.0));
        assertTrue(Utils.isValidKey("a b_c.d-e"));
        assertFalse(Utils.isValidKey(".."));
        assertFalse(Utils.isValidKey("a/b"));
        assertFalse(Utils.isValidKey(null));
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> Utils.validateTopologyName("a/b"));
        assertEquals("Topology name 'a/b' is not valid. It can't be null and it must match ^[^/.:\\\\]+$", bad.getMessage());
        assertTrue(Utils.isLocalhostAddress("127.0.0.1"));
        assertFalse(Utils.isLocalhostAddress("0.0.0.0"));
    }

    @Test
    void sleepTurnsInterruptionIntoRuntimeExceptionAndKeepsTheFlag() {
        Thread.currentThread().interrupt();
        RuntimeException e = assertThrows(RuntimeException.class, () -> Utils.sleep(10));
        assertInstanceOf(InterruptedException.class, e.getCause());
        assertTrue(Thread.interrupted());
    }

    @Test
    void javaDeserializeUsesTheConfiguredClassLoader() {
        ClassLoader[] asked = new ClassLoader[1];
        ClassLoader recording = new ClassLoader(getClass().getClassLoader()) {
            @Override
            protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
                asked[0] = this;
                return super.loadClass(name, resolve);
            }
        };
        Utils.setClassLoaderForJavaDeSerialize(recording);
        try {
            Payload back = Utils.javaDeserialize(Utils.javaSerialize(new Payload("q", List.of())), Payload.class);
            assertEquals("q", back.name);
            assertSame(recording, asked[0]);
        } finally {
            Utils.resetClassLoaderForJavaDeSerialize();
        }
    }

    @Test
    void zooKeeperAuthenticationIsReadFromTheConf() {
        assertFalse(Utils.isZkAuthenticationConfiguredTopology(Map.of()));
        assertFalse(Utils.isZkAuthenticationConfiguredTopology(null));
        assertFalse(Utils.isZkAuthenticationConfiguredTopology(Map.of(Config.STORM_ZOOKEEPER_TOPOLOGY_AUTH_SCHEME, "")));
        assertTrue(Utils.isZkAuthenticationConfiguredTopology(Map.of(Config.STORM_ZOOKEEPER_TOPOLOGY_AUTH_SCHEME, "digest")));
        assertTrue(Utils.isZkAuthenticationConfiguredStormServer(Map.of(Config.STORM_ZOOKEEPER_AUTH_SCHEME, "digest")));
    }
}
