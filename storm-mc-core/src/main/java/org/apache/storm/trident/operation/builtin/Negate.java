package org.apache.storm.trident.operation.builtin;

import java.util.Map;
import org.apache.storm.trident.operation.Filter;
import org.apache.storm.trident.operation.TridentOperationContext;
import org.apache.storm.trident.tuple.TridentTuple;

/** Keeps exactly the tuples the wrapped filter drops; passes its lifecycle through. */
public class Negate implements Filter {
    private static final long serialVersionUID = 1L;
    Filter delegate;

    public Negate(Filter delegate) {
        this.delegate = delegate;
    }

    @Override
    public boolean isKeep(TridentTuple tuple) {
        return !delegate.isKeep(tuple);
    }

    @Override
    public void prepare(Map<String, Object> conf, TridentOperationContext context) {
        delegate.prepare(conf, context);
    }

    @Override
    public void cleanup() {
        delegate.cleanup();
    }
}
