package io.github.stormmc.coordination;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * Entries that expire a fixed time after they were added, checked when the owner asks: the coordination state of a
 * request that never completes (its tuple tree timed out) is dropped by the task's own thread, with no timer thread
 * calling into user code. Not thread-safe: one task owns it.
 */
public final class ExpiringTable<K, V> {
    private record Stamped<V>(V value, long addedMillis) {
    }

    private final long ttlMillis;
    private final LinkedHashMap<K, Stamped<V>> entries = new LinkedHashMap<>();

    public ExpiringTable(long ttlMillis) {
        this.ttlMillis = ttlMillis;
    }

    public V get(K key) {
        Stamped<V> stamped = entries.get(key);
        return stamped == null ? null : stamped.value();
    }

    public void put(K key, V value, long nowMillis) {
        entries.remove(key); // re-adding moves the key to the young end, so the oldest stays first
        entries.put(key, new Stamped<>(value, nowMillis));
    }

    public V remove(K key) {
        Stamped<V> stamped = entries.remove(key);
        return stamped == null ? null : stamped.value();
    }

    public int size() {
        return entries.size();
    }

    public void clear() {
        entries.clear();
    }

    /** Removes every entry at least the time to live old, oldest first, handing each to {@code onExpired}. */
    public void expire(long nowMillis, BiConsumer<K, V> onExpired) {
        while (!entries.isEmpty()) {
            // a fresh iterator each round: the callback may touch the table
            Iterator<Map.Entry<K, Stamped<V>>> it = entries.entrySet().iterator();
            Map.Entry<K, Stamped<V>> oldest = it.next();
            if (nowMillis - oldest.getValue().addedMillis() < ttlMillis) {
                return;
            }
            it.remove();
            onExpired.accept(oldest.getKey(), oldest.getValue().value());
        }
    }
}
