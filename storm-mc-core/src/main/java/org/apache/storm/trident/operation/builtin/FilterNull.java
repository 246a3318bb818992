package org.apache.storm.trident.operation.builtin;

import org.apache.storm.trident.operation.BaseFilter;
import org.apache.storm.trident.tuple.TridentTuple;

/** Keeps tuples none of whose (input) fields is null. */
public class FilterNull extends BaseFilter {
    @Override
    public boolean isKeep(TridentTuple tuple) {
        for (Object value : tuple) {
            if (value == null) {
                return false;
            }
        }
        return true;
    }
}
