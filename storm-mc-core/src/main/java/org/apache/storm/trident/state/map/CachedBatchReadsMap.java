package org.apache.storm.trident.state.map;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Remembers what one batch wrote, so reads later in the same batch see it without asking the delegate; {@link #reset}
 * forgets it at the batch's end. Each value read says whether it came from the batch's writes.
 */
public class CachedBatchReadsMap<T> {
    public IBackingMap<T> delegate;
    Map<List<Object>, T> cached = new HashMap<>();

    public CachedBatchReadsMap(IBackingMap<T> delegate) {
        this.delegate = delegate;
    }

    public void reset() {
        cached = new HashMap<>();
    }

    public List<RetVal<T>> multiGet(List<List<Object>> keys) {
        List<List<Object>> misses = new ArrayList<>();
        for (List<Object> key : keys) {
            if (!cached.containsKey(key)) {
                misses.add(key);
            }
        }
        List<T> fetched = misses.isEmpty() ? List.of() : delegate.multiGet(misses);
        Map<List<Object>, T> fromDelegate = new HashMap<>();
        for (int i = 0; i < misses.size(); i++) {
            fromDelegate.put(misses.get(i), fetched.get(i));
        }
        List<RetVal<T>> result = new ArrayList<>(keys.size());
        for (List<Object> key : keys) {
            result.add(cached.containsKey(key) ? new RetVal<>(cached.get(key), true)
                : new RetVal<>(fromDelegate.get(key), false));
        }
        return result;
    }

    public void multiPut(List<List<Object>> keys, List<T> values) {
        delegate.multiPut(keys, values);
        for (int i = 0; i < keys.size(); i++) {
            cached.put(keys.get(i), values.get(i));
        }
    }

    /** A value read, and whether it was written earlier in this batch. */
    public static class RetVal<T> {
        public boolean cached;
        public T val;

        public RetVal(T val, boolean cached) {
            this.val = val;
            this.cached = cached;
        }
    }
}
