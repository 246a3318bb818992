package org.apache.storm.generated;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class UnionTest {

    @Test
    void factoryChoosesTheSetField() {
        Grouping grouping = Grouping.fields(List.of("word"));
        assertEquals(Grouping._Fields.FIELDS, grouping.getSetField());
        assertTrue(grouping.is_set_fields());
        assertFalse(grouping.is_set_shuffle());
        assertTrue(grouping.isSet(Grouping._Fields.FIELDS));
        assertTrue(grouping.isSet(1));
        assertEquals(List.of("word"), grouping.get_fields());
        assertEquals(List.of("word"), grouping.getFieldValue());
    }

    @Test
    void readingAnotherFieldThrows() {
        Grouping shuffle = Grouping.shuffle(new NullStruct());
        RuntimeException e = assertThrows(RuntimeException.class, shuffle::get_fields);
        assertEquals("Cannot get field 'fields' because union is currently set to shuffle", e.getMessage());

        IllegalArgumentException byId = assertThrows(IllegalArgumentException.class,
                () -> shuffle.getFieldValue(Grouping._Fields.FIELDS));
        assertEquals("Cannot get the value of field FIELDS because union's set field is SHUFFLE", byId.getMessage());
    }

    @Test
    void readingAnEmptyUnionThrows() {
        Grouping empty = new Grouping();
        assertNull(empty.getSetField());
        assertNull(empty.getFieldValue());
        assertFalse(empty.isSet());
        RuntimeException e = assertThrows(RuntimeException.class, empty::get_all);
        assertEquals("Cannot get field 'all' because union is currently set to nothing", e.getMessage());
    }

    @Test
    void setFieldValueChecksTheValueType() {
        ClassCastException e = assertThrows(ClassCastException.class,
                () -> new Grouping().setFieldValue(Grouping._Fields.FIELDS, "word"));
        assertEquals("Was expecting value of type java.util.List<java.lang.String> for field 'fields', but got String",
                e.getMessage());

        Grouping grouping = new Grouping(Grouping._Fields.DIRECT, new NullStruct());
        assertTrue(grouping.is_set_direct());
    }

    @Test
    void unknownFieldIdsAreRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Grouping().isSet(99));
        assertEquals("Field 99 doesn't exist!", e.getMessage());
        assertNull(new Grouping().fieldForId(99));
    }

    @Test
    void settersRejectNull() {
        NullPointerException e = assertThrows(NullPointerException.class, () -> new Grouping().set_fields(null));
        assertEquals("fields", e.getMessage());
    }

    @Test
    void settingAnotherFieldReplacesTheValue() {
        Grouping grouping = Grouping.fields(List.of("a"));
        grouping.set_local_or_shuffle(new NullStruct());
        assertEquals(Grouping._Fields.LOCAL_OR_SHUFFLE, grouping.getSetField());
        assertFalse(grouping.is_set_fields());
        grouping.clear();
        assertNull(grouping.getSetField());
    }

    @Test
    void equalityAndHashFollowTheSetFieldAndValue() {
        assertEquals(Grouping.shuffle(new NullStruct()), Grouping.shuffle(new NullStruct()));
        assertEquals(Grouping.shuffle(new NullStruct()).hashCode(), Grouping.shuffle(new NullStruct()).hashCode());
        assertNotEquals(Grouping.shuffle(new NullStruct()), Grouping.all(new NullStruct()));
        assertEquals(ComponentObject.serialized_java(new byte[] {4}), ComponentObject.serialized_java(new byte[] {4}));
        assertTrue(Grouping.fields(List.of()).compareTo(Grouping.shuffle(new NullStruct())) < 0);
        assertTrue(new Grouping().compareTo(Grouping.fields(List.of())) < 0);
    }

    @Test
    void deepCopyIsIndependent() {
        Grouping original = Grouping.fields(new ArrayList<>(List.of("a")));
        Grouping copy = original.deepCopy();
        copy.get_fields().add("b");
        assertEquals(List.of("a"), original.get_fields());
        assertEquals(List.of("a", "b"), copy.get_fields());
    }

    @Test
    void binaryFieldsCopyTheirInput() {
        byte[] bytes = {1, 2, 3};
        ComponentObject object = ComponentObject.serialized_java(bytes);
        bytes[0] = 42;
        assertArrayEquals(new byte[] {1, 2, 3}, object.get_serialized_java());
        assertEquals(ByteBuffer.wrap(new byte[] {1, 2, 3}), object.buffer_for_serialized_java());
        assertEquals(ByteBuffer.wrap(new byte[] {1, 2, 3}), object.getFieldValue());

        ComponentObject copy = object.deepCopy();
        copy.get_serialized_java()[1] = 9;
        assertArrayEquals(new byte[] {1, 2, 3}, object.get_serialized_java());
    }

    @Test
    void primitiveUnionFieldsUnbox() {
        JavaObjectArg arg = JavaObjectArg.long_arg(7L);
        assertEquals(7L, arg.get_long_arg());
        assertEquals(JavaObjectArg._Fields.LONG_ARG, arg.getSetField());
        assertTrue(JavaObjectArg.bool_arg(true).get_bool_arg());
        assertEquals(2.5, JavaObjectArg.double_arg(2.5).get_double_arg());
    }

    @Test
    void executorSpecificStatsHoldsSpoutOrBolt() {
        ExecutorSpecificStats stats = ExecutorSpecificStats.spout(new SpoutStats());
        assertTrue(stats.is_set_spout());
        RuntimeException e = assertThrows(RuntimeException.class, stats::get_bolt);
        assertEquals("Cannot get field 'bolt' because union is currently set to spout", e.getMessage());
    }
}
