package org.apache.storm.trident.windowing;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A windows store in memory, optionally bounded: beyond {@code maxSize} entries, writes go to a backing store
 * (reads look in both).
 */
public class InMemoryWindowsStore implements WindowsStore {
    private final ConcurrentHashMap<String, Object> store = new ConcurrentHashMap<>();
    private final int maxSize;
    private final WindowsStore backingStore;

    public InMemoryWindowsStore() {
        this(Integer.MAX_VALUE, null);
    }

    public InMemoryWindowsStore(int maxSize, WindowsStore backingStore) {
        if (maxSize <= 0) {
            throw new IllegalArgumentException("maxSize must be positive, got " + maxSize);
        }
        this.maxSize = maxSize;
        this.backingStore = backingStore;
    }

    @Override
    public Object get(String key) {
        Object value = store.get(key);
        return value == null && backingStore != null ? backingStore.get(key) : value;
    }

    @Override
    public Iterable<Object> get(List<String> keys) {
        List<Object> values = new ArrayList<>(keys.size());
        for (String key : keys) {
            values.add(get(key));
        }
        return values;
    }

    @Override
    public Iterable<String> getAllKeys() {
        List<String> keys = new ArrayList<>(store.keySet());
        if (backingStore != null) {
            for (String key : backingStore.getAllKeys()) {
                keys.add(key);
            }
        }
        return keys;
    }

    @Override
    public void put(String key, Object value) {
        Entry.nonNullCheckForKey(key);
        Entry.nonNullCheckForValue(value);
        if (store.size() >= maxSize && !store.containsKey(key) && backingStore != null) {
            backingStore.put(key, value);
            return;
        }
        store.put(key, value);
    }

    @Override
    public void putAll(Collection<Entry> entries) {
        for (Entry entry : entries) {
            put(entry.key, entry.value);
        }
    }

    @Override
    public void remove(String key) {
        if (store.remove(key) == null && backingStore != null) {
            backingStore.remove(key);
        }
    }

    @Override
    public void removeAll(Collection<String> keys) {
        for (String key : keys) {
            remove(key);
        }
    }

    @Override
    public void shutdown() {
        store.clear();
        if (backingStore != null) {
            backingStore.shutdown();
        }
    }

    @Override
    public String toString() {
        return "InMemoryWindowsStore{size=" + store.size() + ", maxSize=" + maxSize + "}";
    }
}
