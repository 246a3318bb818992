package org.apache.storm.utils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.TestContexts;
import org.apache.storm.tuple.TupleImpl;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

class TupleUtilsTest {

    @Test
    void chooseTaskIndexIsFloorModOfTheListHash() {
        // Expected values computed independently from List.hashCode, which equals the deep hash for non-arrays.
        assertEquals(Math.floorMod(List.of("apple").hashCode(), 7), TupleUtils.chooseTaskIndex(List.of("apple"), 7));
        assertEquals(4, TupleUtils.chooseTaskIndex(List.of("apple"), 7));
        assertEquals(Math.floorMod(Arrays.asList("a", 1, 2L).hashCode(), 5),
            TupleUtils.chooseTaskIndex(Arrays.asList("a", 1, 2L), 5));
        // A hash that is negative still maps into range.
        List<Object> negative = List.of(Integer.MIN_VALUE + 3);
        assertTrue(negative.hashCode() < 0);
        assertEquals(Math.floorMod(negative.hashCode(), 10), TupleUtils.chooseTaskIndex(negative, 10));
    }

    @Test
    void arraysHashByContentAndNullsHashAsZero() {
        List<Object> keys = new ArrayList<>();
        keys.add(new byte[] {1, 2});
        keys.add(null);
        int expected = Math.floorMod(31 * (31 + Arrays.hashCode(new byte[] {1, 2})) + 0, 1000);
        assertEquals(expected, TupleUtils.chooseTaskIndex(keys, 1000));
        assertEquals(775, TupleUtils.chooseTaskIndex(keys, 1000));
        List<Object> nested = new ArrayList<>();
        nested.add(new Object[] {"x", new int[] {3}});
        assertEquals(Math.floorMod(Arrays.deepHashCode(nested.toArray()), 97), TupleUtils.chooseTaskIndex(nested, 97));
        assertEquals(1, TupleUtils.chooseTaskIndex(null, 1000));
    }

    @Test
    void isTickRecognisesSystemTickTuples() {
        var context = TestContexts.withFields(Map.of("split:default", new Fields("w")));
        assertTrue(TupleUtils.isTick(new TupleImpl(context, new Values(1), "__system", -1, "__tick")));
        assertFalse(TupleUtils.isTick(new TupleImpl(context, new Values(1), "__system", -1, "__flush")));
        assertFalse(TupleUtils.isTick(new TupleImpl(context, new Values(1), "split", 3, "__tick")));
        assertFalse(TupleUtils.isTick(null));
    }

    @Test
    void putTickFrequencyIntoComponentConfig() {
        Map<String, Object> conf = new HashMap<>();
        assertSame(conf, TupleUtils.putTickFrequencyIntoComponentConfig(conf, 5));
        assertEquals(Map.of("topology.tick.tuple.freq.secs", 5), conf);
        assertEquals(Map.of("topology.tick.tuple.freq.secs", 3), TupleUtils.putTickFrequencyIntoComponentConfig(null, 3));
        assertEquals(Map.of(), TupleUtils.putTickFrequencyIntoComponentConfig(new HashMap<>(), 0));
    }
}
