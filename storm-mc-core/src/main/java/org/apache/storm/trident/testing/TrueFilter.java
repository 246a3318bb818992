package org.apache.storm.trident.testing;

import org.apache.storm.trident.operation.BaseFilter;
import org.apache.storm.trident.tuple.TridentTuple;

/** Keeps every tuple. */
public class TrueFilter extends BaseFilter {
    @Override
    public boolean isKeep(TridentTuple tuple) {
        return true;
    }
}
