package io.github.stormmc.benchmarks.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FlatJsonTest {

    @Test
    void writesAndReadsBack() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("engine", "storm-mc");
        m.put("throughput", 1234.5);
        m.put("count.spout", 42L);
        m.put("note", "a \"quoted\"\tvalue,\nwith lines");
        m.put("missing", null);
        m.put("nan", Double.NaN);
        m.put("ok", true);
        String json = FlatJson.write(m);
        assertEquals("{\"engine\":\"storm-mc\",\"throughput\":1234.5,\"count.spout\":42,"
                + "\"note\":\"a \\\"quoted\\\"\\tvalue,\\nwith lines\",\"missing\":null,\"nan\":null,\"ok\":true}", json);
        Map<String, String> back = FlatJson.parse(json);
        assertEquals("storm-mc", back.get("engine"));
        assertEquals("1234.5", back.get("throughput"));
        assertEquals("42", back.get("count.spout"));
        assertEquals("a \"quoted\"\tvalue,\nwith lines", back.get("note"));
        assertEquals("null", back.get("missing"));
        assertEquals("true", back.get("ok"));
    }

    @Test
    void parsesAnEmptyObject() {
        assertEquals(Map.of(), FlatJson.parse(" {} "));
    }
}
