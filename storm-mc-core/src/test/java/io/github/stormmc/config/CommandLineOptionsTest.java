package io.github.stormmc.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CommandLineOptionsTest {

    private static Object value(String options, String key) {
        Map<String, Object> parsed = CommandLineOptions.parse(options);
        assertTrue(parsed.containsKey(key), () -> key + " missing from " + parsed);
        return parsed.get(key);
    }

    @Test
    void emptyOrUnset() {
        assertEquals(Map.of(), CommandLineOptions.parse(null));
        assertEquals(Map.of(), CommandLineOptions.parse(""));
    }

    @Test
    void scalarsAreTyped() {
        assertEquals(2, value("topology.workers=2", "topology.workers"));
        assertEquals(Integer.class, value("a=-3", "a").getClass());
        assertEquals(9_999_999_999L, value("a=9999999999", "a"));
        assertEquals(new BigInteger("99999999999999999999"), value("a=99999999999999999999", "a"));
        assertEquals(1.5, value("a=1.5", "a"));
        assertEquals(1000.0, value("a=1e3", "a"));
        assertEquals(1, value("a=01", "a"));
        assertEquals(1, value("a=+1", "a"));
        assertEquals(true, value("a=true", "a"));
        assertEquals(false, value("a=false", "a"));
        assertNull(value("a=null", "a"));
        assertEquals("q", value("a=\"q\"", "a"));
        assertEquals("1", value("a=\"1\"", "a"));
    }

    @Test
    void nonJsonTextStaysAString() {
        assertEquals("x", value("a=x", "a"));
        assertEquals("TRUE", value("a=TRUE", "a"));
        assertEquals("0x10", value("a=0x10", "a"));
        assertEquals(".5", value("a=.5", "a"));
        assertEquals("x y", value("a=x y", "a"));
        assertEquals("x", value("a= x ", "a"));
        assertEquals("", value("a=", "a"));
        assertEquals("b=c", value("a=b=c", "a"));
    }

    @Test
    void listsAndMaps() {
        assertEquals(List.of(1, 2), value("a=[1,2]", "a"));
        assertEquals(List.of(1, 2), value("a=[1, 2]", "a"));
        assertEquals(List.of("a", "b"), value("a=[a,b]", "a"));
        assertEquals(Map.of("x", 1, "y", 2), value("a={\"x\":1,\"y\":2}", "a"));
        assertEquals(Map.of("x", 1), value("a={x:1}", "a"));
        assertEquals(List.of(Map.of("x", 1, "y", 2)), value("a=[{\"x\":1,\"y\":2}]", "a"));
    }

    @Test
    void commasInsideBracketsDoNotSplit() {
        assertEquals(Map.of("a", List.of(1, 2), "b", 3), CommandLineOptions.parse("a=[1,2],b=3"));
        assertEquals(Map.of("a", List.of(1, 2), "b", List.of(3, 4)), CommandLineOptions.parse("a=[1,2],b=[3,4]"));
        assertEquals(Map.of("a", "x"), CommandLineOptions.parse("a=x,y"));
        // An unclosed bracket does not protect its commas.
        assertEquals(Map.of("a", "[1"), CommandLineOptions.parse("a=[1,2"));
    }

    @Test
    void entriesAreUrlDecodedAndLaterOnesWin() {
        assertEquals(Map.of("a", ",="), CommandLineOptions.parse("a=%2C%3D"));
        assertEquals(Map.of("a", "hello world"), CommandLineOptions.parse("a=hello+world"));
        assertEquals(Map.of("a", List.of("x", "y")), CommandLineOptions.parse("a=%5B%22x%22%2C%22y%22%5D"));
        assertEquals(Map.of("a", 2), CommandLineOptions.parse("a=1,a=2"));
        assertEquals(Map.of("a", 1, "b", 2), CommandLineOptions.parse("a=1,,b=2,noequals"));
        assertThrows(IllegalArgumentException.class, () -> CommandLineOptions.parse("a=%zz"));
    }
}
