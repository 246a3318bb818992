package org.apache.storm.trident.state.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.apache.storm.trident.testing.MemoryBackingMap;
import org.apache.storm.trident.util.LRUMap;
import org.junit.jupiter.api.Test;

/** The caching maps in front of a backing map: what reaches the delegate, and what comes back. */
class CachedMapsTest {

    /** A backing map that records every key it is asked for. */
    static final class Counting extends MemoryBackingMap<Long> {
        final List<List<Object>> gets = new ArrayList<>();

        @Override
        public List<Long> multiGet(List<List<Object>> keys) {
            gets.addAll(keys);
            return super.multiGet(keys);
        }
    }

    private static List<Object> k(String key) {
        return List.of(key);
    }

    @Test
    void lruMapDropsTheLeastRecentlyUsedEntry() {
        LRUMap<String, Integer> lru = new LRUMap<>(2);
        lru.put("a", 1);
        lru.put("b", 2);
        lru.get("a");
        lru.put("c", 3);
        assertEquals(List.of("a", "c"), new ArrayList<>(lru.keySet()));
    }

    @Test
    void cachedMapAsksTheDelegateOnlyForKeysItDoesNotHold() {
        Counting backing = new Counting();
        backing.multiPut(List.of(k("x")), List.of(7L));
        CachedMap<Long> cached = new CachedMap<>(backing, 2);
        cached.multiPut(List.of(k("a"), k("b")), List.of(1L, 2L));
        assertEquals(java.util.Arrays.asList(1L, 7L, null), cached.multiGet(List.of(k("a"), k("x"), k("y"))));
        assertEquals(List.of(k("x"), k("y")), backing.gets);
        // "a" and "x" are the two most recent; "b" was evicted and is read through again
        assertEquals(List.of(2L), cached.multiGet(List.of(k("b"))));
        assertEquals(List.of(k("x"), k("y"), k("b")), backing.gets);
    }

    @Test
    void cachedBatchReadsMapServesTheBatchsOwnWritesUntilReset() {
        Counting backing = new Counting();
        backing.multiPut(List.of(k("x")), List.of(7L));
        CachedBatchReadsMap<Long> batch = new CachedBatchReadsMap<>(backing);
        batch.multiPut(List.of(k("a")), List.of(1L));
        List<CachedBatchReadsMap.RetVal<Long>> got = batch.multiGet(List.of(k("a"), k("x")));
        assertTrue(got.get(0).cached);
        assertEquals(1L, got.get(0).val);
        assertFalse(got.get(1).cached);
        assertEquals(7L, got.get(1).val);
        assertEquals(List.of(k("x")), backing.gets);
        batch.reset();
        got = batch.multiGet(List.of(k("a")));
        assertFalse(got.get(0).cached);
        assertEquals(1L, got.get(0).val); // the write reached the delegate too
    }
}
