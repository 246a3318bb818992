package org.apache.storm.trident.operation.builtin;

import org.apache.storm.trident.operation.CombinerAggregator;
import org.apache.storm.trident.tuple.TridentTuple;

/** Sums the first field: whole numbers as a long, otherwise as a double. */
public class Sum implements CombinerAggregator<Number> {
    @Override
    public Number init(TridentTuple tuple) {
        return (Number) tuple.getValue(0);
    }

    @Override
    public Number combine(Number val1, Number val2) {
        if (isWhole(val1) && isWhole(val2)) {
            return val1.longValue() + val2.longValue();
        }
        return val1.doubleValue() + val2.doubleValue();
    }

    @Override
    public Number zero() {
        return 0;
    }

    private static boolean isWhole(Number n) {
        return n instanceof Long || n instanceof Integer || n instanceof Short || n instanceof Byte;
    }
}
