package org.apache.storm.windowing.persistence;

import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A {@link WindowPartitionCache} over keys with a natural order (partition ids). When full, loading a new entry
 * evicts one entry, the unpinned one with the largest key, as Storm's does; if every entry is pinned the cache grows
 * past its maximum rather than drop one in use.
 */
public class SimpleWindowPartitionCache<K, V> implements WindowPartitionCache<K, V> {

    private final ConcurrentSkipListMap<K, V> map = new ConcurrentSkipListMap<>();
    private final Map<K, Long> pinned = new HashMap<>();
    private final long maximumSize;
    private final RemovalListener<K, V> removalListener;
    private final CacheLoader<K, V> cacheLoader;
    private final ReentrantLock lock = new ReentrantLock(true);

    private SimpleWindowPartitionCache(long maximumSize, RemovalListener<K, V> removalListener,
                                       CacheLoader<K, V> cacheLoader) {
        if (maximumSize <= 0) {
            throw new IllegalArgumentException("maximumSize must be positive, got " + maximumSize);
        }
        Objects.requireNonNull(cacheLoader, "a SimpleWindowPartitionCache needs a CacheLoader");
        this.maximumSize = maximumSize;
        this.removalListener = removalListener;
        this.cacheLoader = cacheLoader;
    }

    public static <K, V> SimpleWindowPartitionCacheBuilder<K, V> newBuilder() {
        return new SimpleWindowPartitionCacheBuilder<>();
    }

    @Override
    public V get(K key) {
        return getOrLoad(key, false);
    }

    @Override
    public V pinAndGet(K key) {
        return getOrLoad(key, true);
    }

    @Override
    public boolean unpin(K key) {
        lock.lock();
        try {
            Long count = pinned.get(key);
            if (count == null) {
                return false;
            }
            if (count <= 1) {
                pinned.remove(key);
            } else {
                pinned.put(key, count - 1);
            }
            return true;
        } finally {
            lock.unlock();
        }
    }

    @Override
    public ConcurrentMap<K, V> asMap() {
        return map;
    }

    @Override
    public void invalidate(K key) {
        lock.lock();
        try {
            if (pinned.containsKey(key)) {
                return;
            }
            V value = map.remove(key);
            if (value != null && removalListener != null) {
                removalListener.onRemoval(key, value, RemovalCause.EXPLICIT);
            }
        } finally {
            lock.unlock();
        }
    }

    private V getOrLoad(K key, boolean pin) {
        lock.lock();
        try {
            V value = map.get(key);
            if (value == null) {
                value = cacheLoader.load(key);
                if (value == null) {
                    throw new NullPointerException("the CacheLoader returned null for key " + key);
                }
                makeRoom();
                map.put(key, value);
            }
            if (pin) {
                pinned.merge(key, 1L, Long::sum);
            }
            return value;
        } finally {
            lock.unlock();
        }
    }

    /** When full, evicts the unpinned entry with the largest key, if any: one entry per load. */
    private void makeRoom() {
        if (map.size() < maximumSize) {
            return;
        }
        Iterator<Map.Entry<K, V>> it = map.descendingMap().entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<K, V> entry = it.next();
            if (!pinned.containsKey(entry.getKey())) {
                it.remove();
                if (removalListener != null) {
                    removalListener.onRemoval(entry.getKey(), entry.getValue(), RemovalCause.REPLACED);
                }
                return;
            }
        }
    }

    /** Builds a {@link SimpleWindowPartitionCache}; the maximum size is required. */
    public static class SimpleWindowPartitionCacheBuilder<K, V> implements WindowPartitionCache.Builder<K, V> {
        private long maximumSize;
        private RemovalListener<K, V> removalListener;

        public SimpleWindowPartitionCacheBuilder() {
        }

        @Override
        public SimpleWindowPartitionCacheBuilder<K, V> maximumSize(long size) {
            this.maximumSize = size;
            return this;
        }

        @Override
        public SimpleWindowPartitionCacheBuilder<K, V> removalListener(RemovalListener<K, V> listener) {
            this.removalListener = listener;
            return this;
        }

        @Override
        public SimpleWindowPartitionCache<K, V> build(CacheLoader<K, V> loader) {
            return new SimpleWindowPartitionCache<>(maximumSize, removalListener, loader);
        }
    }
}
