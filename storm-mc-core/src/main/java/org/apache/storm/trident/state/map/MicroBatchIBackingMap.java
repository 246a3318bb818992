package org.apache.storm.trident.state.map;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/** Splits large multiGet/multiPut calls into calls of at most the configured sizes (0: one call, as given). */
public class MicroBatchIBackingMap<T> implements IBackingMap<T> {
    IBackingMap<T> delegate;
    Options options;

    public MicroBatchIBackingMap(Options options, IBackingMap<T> delegate) {
        this.options = options;
        this.delegate = delegate;
    }

    @Override
    public void multiPut(List<List<Object>> keys, List<T> values) {
        int size = options.maxMultiPutBatchSize == 0 ? Math.max(1, keys.size()) : options.maxMultiPutBatchSize;
        for (int from = 0; from < keys.size(); from += size) {
            int to = Math.min(keys.size(), from + size);
            delegate.multiPut(new ArrayList<>(keys.subList(from, to)), new ArrayList<>(values.subList(from, to)));
        }
    }

    @Override
    public List<T> multiGet(List<List<Object>> keys) {
        int size = options.maxMultiGetBatchSize == 0 ? Math.max(1, keys.size()) : options.maxMultiGetBatchSize;
        List<T> result = new ArrayList<>(keys.size());
        for (int from = 0; from < keys.size(); from += size) {
            result.addAll(delegate.multiGet(new ArrayList<>(keys.subList(from, Math.min(keys.size(), from + size)))));
        }
        return result;
    }

    /** Largest keys per delegate call; 0 keeps a call whole. */
    public static class Options implements Serializable {
        private static final long serialVersionUID = 1L;
        public int maxMultiGetBatchSize = 0;
        public int maxMultiPutBatchSize = 0;
    }
}
