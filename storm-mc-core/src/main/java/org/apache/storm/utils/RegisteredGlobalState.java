package org.apache.storm.utils;

import io.github.stormmc.testkit.SharedState;
import java.util.UUID;

/**
 * A process-wide registry of objects by id, through which the copies of a component that a topology deserialises
 * find state a test created (Storm's trackers keep their counters here). All topologies of a Storm-MC process share
 * one JVM, so the registry reaches every task.
 */
public class RegisteredGlobalState {
    private static final Object LOCK = new Object();

    /** A lock that callers may hold to update several entries together. */
    public static Object globalLock() {
        return LOCK;
    }

    /** Stores {@code init} under a new random id and returns the id. */
    public static String registerState(Object init) {
        String id = UUID.randomUUID().toString();
        setState(id, init);
        return id;
    }

    /** Stores {@code init} under {@code id}; null clears the entry. */
    public static void setState(String id, Object init) {
        if (init == null) {
            SharedState.remove(id);
        } else {
            SharedState.put(id, init);
        }
    }

    /** The object stored under {@code id}, or null. */
    public static Object getState(String id) {
        return SharedState.peek(id);
    }

    public static void clearState(String id) {
        SharedState.remove(id);
    }
}
