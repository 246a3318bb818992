package org.apache.storm.trident.operation.builtin;

import java.util.Objects;
import org.apache.storm.trident.operation.BaseFilter;
import org.apache.storm.trident.tuple.TridentTuple;

/** Keeps a tuple whose values are all equal to each other (null equals only null). */
public class Equals extends BaseFilter {
    private static final long serialVersionUID = 1L;

    @Override
    public boolean isKeep(TridentTuple tuple) {
        for (int i = 1; i < tuple.size(); i++) {
            if (!Objects.equals(tuple.getValue(0), tuple.getValue(i))) {
                return false;
            }
        }
        return true;
    }
}
