package org.apache.storm.streams.operations.aggregators;

import org.apache.storm.streams.operations.CombinerAggregator;

/** Counts the values. */
public class Count<T> implements CombinerAggregator<T, Long, Long> {
    private static final long serialVersionUID = 1L;

    @Override
    public Long init() {
        return 0L;
    }

    @Override
    public Long apply(Long accum, T value) {
        return accum + 1;
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
