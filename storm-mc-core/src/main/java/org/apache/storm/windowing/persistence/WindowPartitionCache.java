package org.apache.storm.windowing.persistence;

import java.util.concurrent.ConcurrentMap;

/**
 * A bounded cache of window partitions loaded on demand. A pinned entry (one being modified) is never evicted until
 * it has been unpinned as many times as it was pinned.
 */
public interface WindowPartitionCache<K, V> {

    /** The cached value, loading it if absent. */
    V get(K key);

    /** Like {@link #get} and pins the entry. */
    V pinAndGet(K key);

    /** Releases one pin; false when the entry was not pinned. */
    boolean unpin(K key);

    /** A live view of the cached entries. */
    ConcurrentMap<K, V> asMap();

    /** Removes an entry unless it is pinned. */
    void invalidate(K key);

    /** Configures and builds a cache. */
    interface Builder<K, V> {
        Builder<K, V> maximumSize(long size);

        Builder<K, V> removalListener(RemovalListener<K, V> listener);

        WindowPartitionCache<K, V> build(CacheLoader<K, V> loader);
    }

    /** Loads the value of a key missing from the cache. */
    interface CacheLoader<K, V> {
        V load(K key);
    }

    /** Hears about every entry that leaves the cache. */
    interface RemovalListener<K, V> {
        void onRemoval(K key, V value, RemovalCause cause);
    }

    /** Why an entry left the cache. */
    enum RemovalCause {
        /** {@link #invalidate} was called. */
        EXPLICIT,
        /** It was evicted to make room for another entry. */
        REPLACED
    }
}
