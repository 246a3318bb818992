package org.apache.storm.tuple;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.task.GeneralTopologyContext;
import org.junit.jupiter.api.Test;

class TupleImplTest {
    private final GeneralTopologyContext context = TestContexts.withFields(Map.of(
        "split:default", new Fields("word", "count"),
        "typed:s", new Fields("str", "int", "long", "bool", "short", "byte", "double", "float", "bin")));

    @Test
    void gettersByIndexAndByField() {
        byte[] bin = {1, 2};
        Values values = new Values("s", 1, 2L, true, (short) 3, (byte) 4, 5.5d, 6.5f, bin);
        TupleImpl t = new TupleImpl(context, values, "typed", 7, "s");
        assertEquals("s", t.getString(0));
        assertEquals(1, t.getInteger(1));
        assertEquals(2L, t.getLong(2));
        assertEquals(true, t.getBoolean(3));
        assertEquals((short) 3, t.getShort(4));
        assertEquals((byte) 4, t.getByte(5));
        assertEquals(5.5d, t.getDouble(6));
        assertEquals(6.5f, t.getFloat(7));
        assertSame(bin, t.getBinary(8));
        assertEquals("s", t.getStringByField("str"));
        assertEquals(1, t.getIntegerByField("int"));
        assertEquals(2L, t.getLongByField("long"));
        assertEquals(true, t.getBooleanByField("bool"));
        assertEquals((short) 3, t.getShortByField("short"));
        assertEquals((byte) 4, t.getByteByField("byte"));
        assertEquals(5.5d, t.getDoubleByField("double"));
        assertEquals(6.5f, t.getFloatByField("float"));
        assertSame(bin, t.getBinaryByField("bin"));
        assertEquals(9, t.size());
        assertEquals(3, t.fieldIndex("bool"));
        assertTrue(t.contains("float"));
        assertFalse(t.contains("nope"));
        assertEquals(Arrays.asList(5.5d, "s"), t.select(new Fields("double", "str")));
    }

    @Test
    void keepsTheEmittedListByReference() {
        Values values = new Values("the", 1);
        TupleImpl t = new TupleImpl(context, values, "split", 3, "default");
        assertSame(values, t.getValues());
        assertSame(context, t.getContext());
        assertEquals("split", t.getSourceComponent());
        assertEquals(3, t.getSourceTask());
        assertEquals("default", t.getSourceStreamId());
        assertEquals(new GlobalStreamId("split", "default"), t.getSourceGlobalStreamId());
        assertEquals(MessageId.makeUnanchored(), t.getMessageId());
        assertEquals(new Fields("word", "count"), t.getFields());
    }

    @Test
    void missingFieldByNameNamesTheField() {
        TupleImpl t = new TupleImpl(context, new Values("the", 1), "split", 3, "default");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> t.getValueByField("nope"));
        assertEquals("nope does not exist", e.getMessage());
    }

    @Test
    void outputFieldsAreOnlyNeededForByNameAccess() {
        // No fields are declared for "unknown": construction and positional access still work.
        TupleImpl t = new TupleImpl(context, new Values("x"), "unknown", 4, "s");
        assertEquals("x", t.getValue(0));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, t::getFields);
        assertEquals("No output fields defined for component:stream unknown:s", e.getMessage());
    }

    @Test
    void toStringShowsSourceIdAndValues() {
        TupleImpl t = new TupleImpl(context, new Values("the", 1), "split", 3, "default");
        assertEquals("source: split:3, stream: default, id: {}, [the, 1] PROC_START_TIME(sampled): null"
            + " EXEC_START_TIME(sampled): null", t.toString());
        TupleImpl anchored = new TupleImpl(context, new Values("the", 1), "split", 3, "default",
            MessageId.makeRootId(5L, 7L));
        anchored.setProcessSampleStartTime(10L);
        anchored.setExecuteSampleStartTime(20L);
        assertEquals("source: split:3, stream: default, id: {5=7}, [the, 1] PROC_START_TIME(sampled): 10"
            + " EXEC_START_TIME(sampled): 20", anchored.toString());
    }

    @Test
    void equalityIsIdentity() {
        TupleImpl a = new TupleImpl(context, new Values("the", 1), "split", 3, "default");
        TupleImpl b = new TupleImpl(context, new Values("the", 1), "split", 3, "default");
        assertNotEquals(a, b);
        assertEquals(a, a);
        assertEquals(System.identityHashCode(a), a.hashCode());
    }

    @Test
    void copyConstructorCopiesEverything() {
        TupleImpl original = new TupleImpl(context, new Values("the", 1), "split", 3, "default",
            MessageId.makeRootId(1L, 2L));
        original.updateAckVal(6L);
        original.setExecuteSampleStartTime(99L);
        TupleImpl copy = new TupleImpl(original);
        assertSame(original.getValues(), copy.getValues());
        assertEquals(original.getMessageId(), copy.getMessageId());
        assertEquals(6L, copy.getAckVal());
        assertEquals(99L, copy.getExecuteSampleStartTime());
        assertNull(copy.getProcessSampleStartTime());
        assertNotEquals(original, copy);
    }

    @Test
    void ackValXorsUpdates() {
        TupleImpl t = new TupleImpl(context, new Values("the", 1), "split", 3, "default");
        assertEquals(0L, t.getAckVal());
        t.updateAckVal(5L);
        t.updateAckVal(3L);
        assertEquals(6L, t.getAckVal());
    }

    @Test
    void messageIdSerializesAsVarintCountAndLongPairs() throws Exception {
        Map<Long, Long> ids = new TreeMap<>(Map.of(1L, 2L, 3L, -4L));
        Output out = new Output(64);
        MessageId.makeId(ids).serialize(out);
        byte[] bytes = out.toBytes();
        assertArrayEquals(new byte[] {2, 1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
            3, 0, 0, 0, 0, 0, 0, 0, -4, -1, -1, -1, -1, -1, -1, -1}, bytes);
        MessageId back = MessageId.deserialize(new Input(bytes));
        assertEquals(Map.of(1L, 2L, 3L, -4L), back.getAnchorsToIds());
        assertEquals(MessageId.makeId(ids), back);
    }

    @Test
    void messageIdBasics() {
        MessageId root = MessageId.makeRootId(5L, 7L);
        assertEquals("{5=7}", root.toString());
        assertEquals(List.of(5L), List.copyOf(root.getAnchors()));
        assertEquals(5 ^ 7, root.hashCode());
        assertEquals("{}", MessageId.makeUnanchored().toString());
        assertEquals(new java.util.Random(42).nextLong(), MessageId.generateId(new java.util.Random(42)));
    }

    @Test
    void addressedFlushTupleIsABroadcastFromTheSystemComponent() {
        AddressedTuple flush = AddressedTuple.createFlushTuple(context);
        assertEquals(AddressedTuple.BROADCAST_DEST, flush.getDest());
        assertEquals(-2, AddressedTuple.BROADCAST_DEST);
        assertEquals("__system", flush.getTuple().getSourceComponent());
        assertEquals("__flush", flush.getTuple().getSourceStreamId());
        assertEquals(-1, flush.getTuple().getSourceTask());
        assertEquals(0, flush.getTuple().size());
        TupleImpl t = new TupleImpl(context, new Values("the", 1), "split", 3, "default");
        assertEquals("[dest: 2 tuple: " + t + "]", new AddressedTuple(2, t).toString());
    }
}
