package org.apache.storm.trident.util;

import java.util.LinkedHashMap;
import java.util.Map;

/** A map that keeps at most {@code maxSize} entries, dropping the least recently accessed one. */
public class LRUMap<A, B> extends LinkedHashMap<A, B> {
    private static final long serialVersionUID = 1L;
    private final int maxSize;

    public LRUMap(int maxSize) {
        super(maxSize + 1, 1.0f, true); // access order: a get makes an entry the most recent
        this.maxSize = maxSize;
    }

    @Override
    protected boolean removeEldestEntry(Map.Entry<A, B> eldest) {
        return size() > maxSize;
    }
}
