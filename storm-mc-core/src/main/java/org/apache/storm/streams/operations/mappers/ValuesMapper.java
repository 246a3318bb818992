package org.apache.storm.streams.operations.mappers;

import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

/** The tuple's values at the given indices, in that order. */
public class ValuesMapper implements TupleValueMapper<Values> {
    private static final long serialVersionUID = 1L;
    private final int[] indices;

    public ValuesMapper(int... indices) {
        this.indices = indices.clone();
    }

    @Override
    public Values apply(Tuple input) {
        Values values = new Values();
        for (int index : indices) {
            values.add(input.getValue(index));
        }
        return values;
    }
}
