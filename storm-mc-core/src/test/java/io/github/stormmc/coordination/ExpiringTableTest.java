package io.github.stormmc.coordination;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ExpiringTableTest {
    @Test
    void expiresEntriesOldestFirstOnceTheirTimeToLiveHasPassed() {
        ExpiringTable<String, Integer> table = new ExpiringTable<>(100);
        table.put("a", 1, 0);
        table.put("b", 2, 50);
        table.put("c", 3, 99);
        List<String> expired = new ArrayList<>();
        table.expire(99, (k, v) -> expired.add(k + "=" + v));
        assertEquals(List.of(), expired);
        table.expire(150, (k, v) -> expired.add(k + "=" + v));
        assertEquals(List.of("a=1", "b=2"), expired);
        assertNull(table.get("a"));
        assertEquals(3, table.get("c"));
        assertEquals(1, table.size());
    }

    @Test
    void reAddingAKeyRestartsItsTimeToLive() {
        ExpiringTable<String, Integer> table = new ExpiringTable<>(100);
        table.put("a", 1, 0);
        table.put("b", 2, 10);
        table.put("a", 3, 60);
        List<String> expired = new ArrayList<>();
        table.expire(120, (k, v) -> expired.add(k + "=" + v));
        assertEquals(List.of("b=2"), expired);
        assertEquals(3, table.remove("a"));
        assertEquals(0, table.size());
    }
}
