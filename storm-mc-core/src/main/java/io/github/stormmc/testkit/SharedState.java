package io.github.stormmc.testkit;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * State that Storm's testing components share between the instance a test holds and the copies the worker
 * deserialises from the topology. Each component draws a random id at construction; the id travels with the
 * serialised copies, so every copy finds the same entry here.
 */
public final class SharedState {
    private static final Map<String, Object> ENTRIES = new ConcurrentHashMap<>();

    private SharedState() {
    }

    /** The entry for {@code id}, created by {@code factory} on first use. */
    @SuppressWarnings("unchecked")
    public static <T> T get(String id, Supplier<T> factory) {
        return (T) ENTRIES.computeIfAbsent(id, k -> factory.get());
    }

    /** The entry for {@code id}, or null if there is none. */
    @SuppressWarnings("unchecked")
    public static <T> T peek(String id) {
        return (T) ENTRIES.get(id);
    }

    /** Sets the entry for {@code id}, replacing what it held. */
    public static void put(String id, Object value) {
        ENTRIES.put(id, value);
    }

    /** Forgets the entry and returns what it held (null if nothing). */
    @SuppressWarnings("unchecked")
    public static <T> T remove(String id) {
        return (T) ENTRIES.remove(id);
    }
}
