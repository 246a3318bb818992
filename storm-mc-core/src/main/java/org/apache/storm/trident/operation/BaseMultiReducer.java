package org.apache.storm.trident.operation;

import java.util.Map;

/** A {@link MultiReducer} that needs no preparation or cleanup. */
public abstract class BaseMultiReducer<T> implements MultiReducer<T> {

    public BaseMultiReducer() {
    }

    @Override
    public void prepare(Map<String, Object> conf, TridentMultiReducerContext context) {
    }

    @Override
    public void cleanup() {
    }
}
