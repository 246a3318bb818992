package org.apache.storm.utils;

import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Objects of this JVM looked up by a string id. Serialised topology components carry the id instead of the object:
 * this is how a {@code DRPCSpout} or {@code ReturnResults} finds its {@code LocalDRPC}.
 */
public class ServiceRegistry {
    private static final Map<String, Object> SERVICES = new ConcurrentHashMap<>();

    public ServiceRegistry() {
    }

    /** Registers {@code service} under a new random id and returns the id. */
    public static String registerService(Object service) {
        String id = UUID.randomUUID().toString();
        SERVICES.put(id, service);
        return id;
    }

    /** The service registered under {@code id}, or null. */
    public static Object getService(String id) {
        return id == null ? null : SERVICES.get(id);
    }

    public static void unregisterService(String id) {
        if (id != null) {
            SERVICES.remove(id);
        }
    }
}
