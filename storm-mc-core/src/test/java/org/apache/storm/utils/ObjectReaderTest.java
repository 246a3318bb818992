package org.apache.storm.utils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class ObjectReaderTest {

    private static void assertIae(String message, Runnable call) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call::run);
        assertEquals(message, e.getMessage());
    }

    @Test
    void getStrings() {
        assertEquals(List.of(), ObjectReader.getStrings(null));
        assertEquals(List.of("a"), ObjectReader.getStrings("a"));
        assertEquals(List.of("a,b"), ObjectReader.getStrings("a,b"));
        assertEquals(List.of(), ObjectReader.getStrings(""));
        assertEquals(List.of("a", "1"), ObjectReader.getStrings(List.of("a", 1)));
        assertEquals(List.of("a"), ObjectReader.getStrings(Arrays.asList("a", null)));
        assertEquals(List.of("x", "y"), ObjectReader.getStrings(new LinkedHashSet<>(List.of("x", "y"))));
        assertIae("Don't know how to convert to string list", () -> ObjectReader.getStrings(5));
        assertIae("Don't know how to convert to string list", () -> ObjectReader.getStrings(new String[] {"a"}));
        List<String> mutable = ObjectReader.getStrings("a");
        mutable.add("b");
        assertEquals(List.of("a", "b"), mutable);
    }

    @Test
    void getString() {
        assertEquals("5", ObjectReader.getString(5));
        assertEquals("[1]", ObjectReader.getString(List.of(1)));
        assertIae("Don't know how to convert null to String", () -> ObjectReader.getString(null));
        assertEquals("d", ObjectReader.getString(null, "d"));
        assertEquals("x", ObjectReader.getString("x", "d"));
        assertNull(ObjectReader.getString(null, null));
        assertIae("Don't know how to convert 5 to String", () -> ObjectReader.getString(5, "d"));
    }

    @Test
    void getInt() {
        assertEquals(5, ObjectReader.getInt(5));
        assertEquals(5, ObjectReader.getInt(5L));
        assertEquals(2, ObjectReader.getInt((short) 2));
        assertEquals(2, ObjectReader.getInt((byte) 2));
        assertEquals(Integer.MIN_VALUE, ObjectReader.getInt((long) Integer.MIN_VALUE));
        assertEquals(5, ObjectReader.getInt("5"));
        assertEquals(5, ObjectReader.getInt("+5"));
        assertEquals(9, ObjectReader.getInt(null, 9));
        assertNull(ObjectReader.getInt(null, null));
        assertIae("Don't know how to convert null to int", () -> ObjectReader.getInt(null));
        assertIae("Don't know how to convert 3000000000 to int", () -> ObjectReader.getInt(3_000_000_000L));
        assertIae("Don't know how to convert 5.0 to int", () -> ObjectReader.getInt(5.0));
        assertIae("Don't know how to convert 5.7 to int", () -> ObjectReader.getInt(5.7, 1));
        assertIae("Don't know how to convert 5 to int", () -> ObjectReader.getInt(BigInteger.valueOf(5)));
        assertIae("Don't know how to convert true to int", () -> ObjectReader.getInt(true));
        NumberFormatException e = assertThrows(NumberFormatException.class, () -> ObjectReader.getInt(" 5"));
        assertEquals("For input string: \" 5\"", e.getMessage());
        assertThrows(NumberFormatException.class, () -> ObjectReader.getInt("2147483648"));
    }

    @Test
    void getLong() {
        assertEquals(5L, ObjectReader.getLong(5));
        assertEquals(5L, ObjectReader.getLong(5.7));
        assertEquals(-5L, ObjectReader.getLong(-5.7));
        assertEquals(3_000_000_000L, ObjectReader.getLong("3000000000"));
        assertEquals(Long.MAX_VALUE, ObjectReader.getLong(1e20));
        assertNull(ObjectReader.getLong(null));
        assertEquals(9L, ObjectReader.getLong(null, 9L));
        assertIae("Don't know how to convert true to a long", () -> ObjectReader.getLong(true));
        assertThrows(NumberFormatException.class, () -> ObjectReader.getLong("5.0"));
    }

    @Test
    void getDouble() {
        assertEquals(5.0, ObjectReader.getDouble(5));
        assertEquals(2.5, ObjectReader.getDouble(2.5f));
        assertEquals(7.0, ObjectReader.getDouble(BigInteger.valueOf(7)));
        assertEquals(9.0, ObjectReader.getDouble(null, 9.0));
        assertIae("Don't know how to convert null to double", () -> ObjectReader.getDouble(null));
        assertIae("Don't know how to convert (5) to double", () -> ObjectReader.getDouble("5"));
        assertIae("Don't know how to convert (true) to double", () -> ObjectReader.getDouble(true, 1.0));
    }

    @Test
    void getBoolean() {
        assertTrue(ObjectReader.getBoolean(null, true));
        assertFalse(ObjectReader.getBoolean(null, false));
        assertTrue(ObjectReader.getBoolean(true, false));
        assertFalse(ObjectReader.getBoolean(false, true));
        assertIae("Don't know how to convert true to boolean", () -> ObjectReader.getBoolean("true", false));
        assertIae("Don't know how to convert 1 to boolean", () -> ObjectReader.getBoolean(1, false));
    }
}
