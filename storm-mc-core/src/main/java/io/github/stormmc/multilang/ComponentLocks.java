package io.github.stormmc.multilang;

import java.util.HashMap;
import java.util.Map;
import java.util.WeakHashMap;
import org.apache.storm.task.TopologyContext;

/**
 * One lock per component of a running topology. A shell bolt's messages arrive on its own reader thread, not on its
 * executor thread, and the tasks of one executor share that executor's emit statistics; holding the component's lock
 * around every collector call keeps those calls one at a time, as they would be on the executor thread.
 */
public final class ComponentLocks {
    /** Keyed by the worker's shared executor, an object that lives exactly as long as the topology's worker. */
    private static final Map<Object, Map<String, Object>> LOCKS = new WeakHashMap<>();

    private ComponentLocks() {
    }

    public static Object of(TopologyContext context) {
        Object worker = context.getSharedExecutor();
        if (worker == null) {
            return new Object(); // a context outside a worker (a unit test's): nothing to share with
        }
        synchronized (LOCKS) {
            return LOCKS.computeIfAbsent(worker, w -> new HashMap<>())
                .computeIfAbsent(context.getThisComponentId(), c -> new Object());
        }
    }
}
