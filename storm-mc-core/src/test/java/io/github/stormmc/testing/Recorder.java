package io.github.stormmc.testing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Collects what test components observe. Components are serialised into the topology and deserialised per task, so
 * they find their log through a static map keyed by a per-test id they carry as a field.
 */
public final class Recorder {
    private static final Map<String, List<Object>> LOGS = new ConcurrentHashMap<>();

    private Recorder() {
    }

    /** A fresh key for one test. */
    public static String newKey() {
        String key = UUID.randomUUID().toString();
        LOGS.put(key, new CopyOnWriteArrayList<>());
        return key;
    }

    public static void record(String key, Object event) {
        LOGS.computeIfAbsent(key, k -> new CopyOnWriteArrayList<>()).add(event);
    }

    public static List<Object> events(String key) {
        List<Object> events = LOGS.get(key);
        return events == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(events));
    }

    @SuppressWarnings("unchecked")
    public static <T> List<T> events(String key, Class<T> type) {
        List<T> result = new ArrayList<>();
        for (Object e : events(key)) {
            if (type.isInstance(e)) {
                result.add((T) e);
            }
        }
        return result;
    }

    public static int count(String key, Class<?> type) {
        return events(key, type).size();
    }
}
