package org.apache.storm.utils;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A map that holds at most {@code maxSize} entries, dropping the least recently accessed one when full and telling
 * the optional callback about it.
 */
public class LruMap<A, B> extends LinkedHashMap<A, B> {
    private static final long serialVersionUID = 1L;

    private final int maxSize;
    private final CacheEvictionCallback<A, B> evictionCallback;

    public LruMap(int maxSize) {
        this(maxSize, null);
    }

    @SuppressWarnings("unchecked")
    public LruMap(int maxSize, CacheEvictionCallback evictionCallback) {
        super(maxSize + 1, 1.0f, true);
        this.maxSize = maxSize;
        this.evictionCallback = evictionCallback;
    }

    @Override
    protected boolean removeEldestEntry(Map.Entry<A, B> eldest) {
        if (size() <= maxSize) {
            return false;
        }
        if (evictionCallback != null) {
            evictionCallback.evictionCallback(eldest.getKey(), eldest.getValue());
        }
        return true;
    }

    /** Hears about each entry dropped for lack of room. */
    public interface CacheEvictionCallback<K, V> {
        void evictionCallback(K key, V val);
    }
}
