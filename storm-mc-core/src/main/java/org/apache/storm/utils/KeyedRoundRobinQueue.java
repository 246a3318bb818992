package org.apache.storm.utils;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.Semaphore;

/**
 * A blocking queue of values grouped by key: each key's values come out in the order they were added, and
 * {@link #take()} serves the keys in turn, so one busy key cannot starve the others.
 */
public class KeyedRoundRobinQueue<V> {
    private final Object lock = new Object();
    private final Semaphore available = new Semaphore(0);
    private final Map<Object, Queue<V>> queues = new HashMap<>();
    private final List<Object> keys = new ArrayList<>();
    private int next;

    public KeyedRoundRobinQueue() {
    }

    public void add(Object key, V val) {
        synchronized (lock) {
            queues.computeIfAbsent(key, k -> {
                keys.add(k);
                return new ArrayDeque<>();
            }).add(val);
        }
        available.release();
    }

    /** The next value in round-robin order over the keys, waiting until there is one. */
    public V take() throws InterruptedException {
        available.acquire();
        synchronized (lock) {
            Object key = keys.get(next);
            Queue<V> queue = queues.get(key);
            V value = queue.remove();
            if (queue.isEmpty()) {
                // The key leaves the rotation; the following key slides into its position.
                keys.remove(next);
                queues.remove(key);
            } else {
                next++;
            }
            next = keys.isEmpty() ? 0 : next % keys.size();
            return value;
        }
    }
}
