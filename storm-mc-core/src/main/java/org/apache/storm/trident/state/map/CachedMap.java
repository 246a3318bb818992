package org.apache.storm.trident.state.map;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.trident.util.LRUMap;

/**
 * An {@link IBackingMap} in front of another with an LRU cache of {@code cacheSize} keys: reads hit the delegate only
 * for keys not cached, writes go to both. For a delegate that only this map writes (one partition's keys).
 */
public class CachedMap<T> implements IBackingMap<T> {
    LRUMap<List<Object>, T> cache;
    IBackingMap<T> delegate;

    public CachedMap(IBackingMap<T> delegate, int cacheSize) {
        this.cache = new LRUMap<>(cacheSize);
        this.delegate = delegate;
    }

    @Override
    public List<T> multiGet(List<List<Object>> keys) {
        Map<List<Object>, T> found = new HashMap<>();
        List<List<Object>> misses = new ArrayList<>();
        for (List<Object> key : keys) {
            if (cache.containsKey(key)) {
                found.put(key, cache.get(key));
            } else {
                misses.add(key);
            }
        }
        if (!misses.isEmpty()) {
            List<T> fetched = delegate.multiGet(misses);
            for (int i = 0; i < misses.size(); i++) {
                found.put(misses.get(i), fetched.get(i));
                cache.put(misses.get(i), fetched.get(i));
            }
        }
        List<T> result = new ArrayList<>(keys.size());
        for (List<Object> key : keys) {
            result.add(found.get(key));
        }
        return result;
    }

    @Override
    public void multiPut(List<List<Object>> keys, List<T> values) {
        for (int i = 0; i < keys.size(); i++) {
            cache.put(keys.get(i), values.get(i));
        }
        delegate.multiPut(keys, values);
    }
}
