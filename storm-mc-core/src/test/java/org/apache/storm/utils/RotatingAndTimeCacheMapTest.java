package org.apache.storm.utils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

class RotatingAndTimeCacheMapTest {

    @Test
    void entriesExpireAfterNumBucketsRotationsAndAPutRenewsThem() {
        List<String> expired = new ArrayList<>();
        RotatingMap<String, Integer> map = new RotatingMap<>(3, (k, v) -> expired.add(k + "=" + v));
        map.put("a", 1);
        map.put("b", 2);
        assertEquals(Map.of(), map.rotate());
        map.put("b", 3); // renewed: back in the newest bucket
        assertEquals(Map.of(), map.rotate());
        assertEquals(2, map.size());
        assertEquals(Map.of("a", 1), map.rotate());
        assertEquals(List.of("a=1"), expired);
        assertFalse(map.containsKey("a"));
        assertEquals(3, map.get("b"));
        assertEquals(3, map.remove("b"));
        assertEquals(0, map.size());
        assertEquals(null, map.remove("b"));
        assertEquals("numBuckets must be >= 2", assertThrows(IllegalArgumentException.class, () -> new RotatingMap<>(1)).getMessage());
    }

    /** Advancing time only counts once the cleaner sleeps on the simulated clock. */
    private static void awaitCleanerAsleep() {
        Await.until("cleaner asleep", () -> Thread.getAllStackTraces().keySet().stream()
            .filter(t -> t.getName().equals("TimeCacheMap-cleaner") && t.isAlive())
            .anyMatch(Time::isThreadWaiting));
    }

    @Test
    void timeCacheMapExpiresOnItsOwnThreadDrivenBySimulatedTime() throws Exception {
        List<String> expired = new CopyOnWriteArrayList<>();
        try (Time.SimulatedTime ignored = new Time.SimulatedTime()) {
            TimeCacheMap<String, Integer> map = new TimeCacheMap<>(2, 3, (k, v) -> expired.add(k + "=" + v));
            try {
                map.put("k", 7);
                assertTrue(map.containsKey("k"));
                assertEquals(7, map.get("k"));
                // buckets rotate every 2 s / (3 - 1) = 1 s; an entry lives through three rotations
                for (int i = 0; i < 3; i++) {
                    awaitCleanerAsleep();
                    Time.advanceTime(1000);
                }
                Await.until("k expired", () -> expired.size() == 1 && !map.containsKey("k"));
                assertEquals(List.of("k=7"), expired);
                assertEquals(0, map.size());
            } finally {
                map.cleanup();
            }
        }
    }
}
