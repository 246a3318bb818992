package org.apache.storm.utils;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/**
 * A map whose entries expire in buckets: puts go to the newest bucket, and {@link #rotate()} drops the oldest bucket
 * (passing its entries to the callback) and opens a new one. An entry not put again therefore lives through between
 * {@code numBuckets - 1} and {@code numBuckets} rotations. Not thread-safe.
 */
public class RotatingMap<K, V> {
    private static final int DEFAULT_NUM_BUCKETS = 3;
    private final Deque<Map<K, V>> buckets = new ArrayDeque<>();
    private final ExpiredCallback<K, V> callback;

    public RotatingMap(int numBuckets, ExpiredCallback<K, V> callback) {
        if (numBuckets < 2) {
            throw new IllegalArgumentException("numBuckets must be >= 2");
        }
        for (int i = 0; i < numBuckets; i++) {
            buckets.add(new HashMap<>());
        }
        this.callback = callback;
    }

    public RotatingMap(ExpiredCallback<K, V> callback) {
        this(DEFAULT_NUM_BUCKETS, callback);
    }

    public RotatingMap(int numBuckets) {
        this(numBuckets, null);
    }

    /** Drops the oldest bucket, reporting its entries to the callback, and returns them. */
    public Map<K, V> rotate() {
        Map<K, V> dead = buckets.removeLast();
        buckets.addFirst(new HashMap<>());
        if (callback != null) {
            for (Map.Entry<K, V> e : dead.entrySet()) {
                callback.expire(e.getKey(), e.getValue());
            }
        }
        return dead;
    }

    public boolean containsKey(K key) {
        for (Map<K, V> bucket : buckets) {
            if (bucket.containsKey(key)) {
                return true;
            }
        }
        return false;
    }

    public V get(K key) {
        for (Map<K, V> bucket : buckets) {
            if (bucket.containsKey(key)) {
                return bucket.get(key);
            }
        }
        return null;
    }

    /** Puts into the newest bucket, so the entry's life starts again. */
    public void put(K key, V value) {
        Iterator<Map<K, V>> it = buckets.iterator();
        it.next().put(key, value);
        while (it.hasNext()) {
            it.next().remove(key);
        }
    }

    public V remove(K key) {
        for (Map<K, V> bucket : buckets) {
            if (bucket.containsKey(key)) {
                return bucket.remove(key);
            }
        }
        return null;
    }

    public int size() {
        int size = 0;
        for (Map<K, V> bucket : buckets) {
            size += bucket.size();
        }
        return size;
    }

    public interface ExpiredCallback<K, V> {
        void expire(K key, V val);
    }
}
