package org.apache.storm.streams.operations.mappers;

import org.apache.storm.tuple.Tuple;

/** The tuple's value at one index. */
public class ValueMapper<T> implements TupleValueMapper<T> {
    private static final long serialVersionUID = 1L;
    private final int index;

    public ValueMapper(int index) {
        this.index = index;
    }

    @Override
    @SuppressWarnings("unchecked")
    public T apply(Tuple input) {
        return (T) input.getValue(index);
    }
}
