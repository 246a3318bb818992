package org.apache.storm.windowing.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** SimpleWindowPartitionCache: loading, eviction of the largest unpinned key, pinning, invalidation. */
class SimpleWindowPartitionCacheTest {

    private final List<String> removals = new ArrayList<>();
    private final List<Long> loads = new ArrayList<>();

    private SimpleWindowPartitionCache<Long, String> cache(long size) {
        return SimpleWindowPartitionCache.<Long, String>newBuilder()
            .maximumSize(size)
            .removalListener((k, v, cause) -> removals.add(k + "=" + v + ":" + cause))
            .build(k -> {
                loads.add(k);
                return "p" + k;
            });
    }

    @Test
    void loadsOnceAndEvictsAnUnpinnedKeyWhenFull() {
        SimpleWindowPartitionCache<Long, String> cache = cache(2);
        assertEquals("p3", cache.get(3L));
        assertEquals("p3", cache.get(3L));
        assertEquals("p1", cache.pinAndGet(1L));
        assertEquals("p5", cache.get(5L));
        assertEquals(List.of(3L, 1L, 5L), loads);
        assertEquals(List.of("3=p3:REPLACED"), removals, "1 is pinned, so 3 goes");
        assertEquals(List.of(1L, 5L), new ArrayList<>(cache.asMap().keySet()));
    }

    @Test
    void whenFullTheLargestUnpinnedKeyIsEvicted() {
        SimpleWindowPartitionCache<Long, String> cache = cache(2);
        cache.get(1L);
        cache.get(2L);
        cache.get(3L);
        assertEquals(List.of("2=p2:REPLACED"), removals);
        assertEquals(List.of(1L, 3L), new ArrayList<>(cache.asMap().keySet()));
    }

    @Test
    void pastItsMaximumWithPinnedEntriesEachLoadEvictsOneEntry() {
        SimpleWindowPartitionCache<Long, String> cache = cache(2);
        cache.pinAndGet(1L);
        cache.pinAndGet(2L);
        cache.get(3L);
        cache.get(4L);
        assertEquals(List.of(1L, 2L, 4L), new ArrayList<>(cache.asMap().keySet()));
        cache.unpin(1L);
        cache.unpin(2L);
        cache.get(5L);
        assertEquals(List.of("3=p3:REPLACED", "4=p4:REPLACED"), removals);
        assertEquals(List.of(1L, 2L, 5L), new ArrayList<>(cache.asMap().keySet()));
    }

    @Test
    void aMissingLoaderIsANullPointerException() {
        assertThrows(NullPointerException.class,
            () -> SimpleWindowPartitionCache.<Long, String>newBuilder().maximumSize(1).build(null));
    }

    @Test
    void pinnedEntriesSurviveInvalidationUntilFullyUnpinned() {
        SimpleWindowPartitionCache<Long, String> cache = cache(10);
        cache.pinAndGet(1L);
        cache.pinAndGet(1L);
        cache.invalidate(1L);
        assertTrue(cache.asMap().containsKey(1L));
        assertTrue(cache.unpin(1L));
        cache.invalidate(1L);
        assertTrue(cache.asMap().containsKey(1L), "still pinned once");
        assertTrue(cache.unpin(1L));
        assertFalse(cache.unpin(1L));
        cache.invalidate(1L);
        assertFalse(cache.asMap().containsKey(1L));
        assertEquals(List.of("1=p1:EXPLICIT"), removals);
    }

    @Test
    void aLoaderReturningNullIsAnError() {
        SimpleWindowPartitionCache<Long, String> cache =
            SimpleWindowPartitionCache.<Long, String>newBuilder().maximumSize(1).build(k -> null);
        NullPointerException e = assertThrows(NullPointerException.class, () -> cache.get(7L));
        assertEquals("the CacheLoader returned null for key 7", e.getMessage());
    }
}
