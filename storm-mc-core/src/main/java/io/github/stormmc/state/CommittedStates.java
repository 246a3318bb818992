package io.github.stormmc.state;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.storm.task.TopologyContext;

/**
 * The last committed snapshot of every in-memory state of a running topology, by namespace. Storm-MC restarts a
 * crashed task from a fresh copy of its component; the fresh copy's state is read from here, so it starts from the
 * last commit exactly as a Storm task restarts from its state backend. Snapshots are kept per worker (keyed weakly by
 * the worker's shared executor), so they disappear with the topology.
 */
public final class CommittedStates {
    private static final Map<Object, Map<String, Map<Object, Object>>> BY_WORKER =
        Collections.synchronizedMap(new WeakHashMap<>());

    private CommittedStates() {
    }

    private static Map<String, Map<Object, Object>> of(TopologyContext context) {
        Object key = context.getSharedExecutor() != null ? context.getSharedExecutor() : context.getStormId();
        return BY_WORKER.computeIfAbsent(key, k -> new ConcurrentHashMap<>());
    }

    /** A copy of the last committed snapshot of a namespace (empty if none). */
    public static Map<Object, Object> load(TopologyContext context, String namespace) {
        Map<Object, Object> snapshot = of(context).get(namespace);
        return snapshot == null ? new HashMap<>() : new HashMap<>(snapshot);
    }

    /** Records a committed snapshot (the caller hands over a copy it no longer changes). */
    public static void store(TopologyContext context, String namespace, Map<Object, Object> snapshot) {
        of(context).put(namespace, Collections.unmodifiableMap(snapshot));
    }
}
