package io.github.stormmc.stats;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Counters keyed by stream (or by source component and stream), created on first use by the owner thread. */
public final class CounterMap {
    private final ConcurrentHashMap<String, Counter> counters = new ConcurrentHashMap<>();

    public Counter get(String key) {
        Counter c = counters.get(key);
        return c != null ? c : counters.computeIfAbsent(key, k -> new Counter());
    }

    /** A racy snapshot: key to current count. */
    public Map<String, Long> snapshot() {
        Map<String, Long> result = new java.util.TreeMap<>();
        counters.forEach((k, c) -> result.put(k, c.get()));
        return result;
    }

    /** Each key and its counter, as they are now (any thread). */
    public void forEach(java.util.function.BiConsumer<String, Counter> action) {
        counters.forEach(action);
    }

    public long total() {
        long sum = 0;
        for (Counter c : counters.values()) {
            sum += c.get();
        }
        return sum;
    }
}
