package org.apache.storm.streams.operations.aggregators;

import org.apache.storm.streams.operations.CombinerAggregator;

/** Sums the values as longs. */
public class LongSum implements CombinerAggregator<Number, Long, Long> {
    private static final long serialVersionUID = 1L;

    @Override
    public Long init() {
        return 0L;
    }

    @Override
    public Long apply(Long aggregate, Number value) {
        return aggregate + value.longValue();
    }

    @Override
    public Long merge(Long accum1, Long accum2) {
        return accum1 + accum2;
    }

    @Override
    public Long result(Long accum) {
        return accum;
    }
}
