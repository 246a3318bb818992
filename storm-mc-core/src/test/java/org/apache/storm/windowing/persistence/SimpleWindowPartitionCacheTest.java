package org.apache.storm.windowing.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** SimpleWindowPartitionCache: loading, eviction of the oldest unpinned partition, pinning, invalidation. */
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
    void loadsOnceAndEvictsTheSmallestUnpinnedKeyWhenFull() {
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
