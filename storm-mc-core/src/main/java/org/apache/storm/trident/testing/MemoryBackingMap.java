package org.apache.storm.trident.testing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.trident.state.map.IBackingMap;

/** An {@link IBackingMap} in a plain in-memory map, for tests and examples. */
@SuppressWarnings({"rawtypes", "unchecked"})
public class MemoryBackingMap<T> implements IBackingMap<T> {
    Map vals = new HashMap();

    @Override
    public List<T> multiGet(List<List<Object>> keys) {
        List<T> result = new ArrayList<>(keys.size());
        for (List<Object> key : keys) {
            result.add((T) vals.get(key));
        }
        return result;
    }

    @Override
    public void multiPut(List<List<Object>> keys, List<T> values) {
        for (int i = 0; i < keys.size(); i++) {
            vals.put(keys.get(i), values.get(i));
        }
    }
}
