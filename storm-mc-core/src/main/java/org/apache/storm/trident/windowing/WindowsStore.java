package org.apache.storm.trident.windowing;

import java.io.Serializable;
import java.util.Collection;
import java.util.List;

/** A key-value store for window state. */
public interface WindowsStore extends Serializable {
    String KEY_SEPARATOR = "|";

    Object get(String key);

    Iterable<Object> get(List<String> keys);

    Iterable<String> getAllKeys();

    void put(String key, Object value);

    void putAll(Collection<Entry> entries);

    void remove(String key);

    void removeAll(Collection<String> keys);

    void shutdown();

    /** One key and value. */
    class Entry implements Serializable {
        public final String key;
        public final Object value;

        public Entry(String key, Object value) {
            nonNullCheckForKey(key);
            nonNullCheckForValue(value);
            this.key = key;
            this.value = value;
        }

        public static void nonNullCheckForKey(Object key) {
            if (key == null) {
                throw new IllegalArgumentException("Windows store key must not be null");
            }
        }

        public static void nonNullCheckForValue(Object value) {
            if (value == null) {
                throw new IllegalArgumentException("Windows store value must not be null");
            }
        }
    }
}
