package org.apache.storm.streams.operations.mappers;

import org.apache.storm.streams.Pair;
import org.apache.storm.streams.operations.PairFunction;
import org.apache.storm.tuple.Tuple;

/** The tuple's values at two indices as a key-value pair. */
public class PairValueMapper<K, V> implements TupleValueMapper<Pair<K, V>>, PairFunction<Tuple, K, V> {
    private static final long serialVersionUID = 1L;
    private final int keyIndex;
    private final int valueIndex;

    public PairValueMapper(int keyIndex, int valueIndex) {
        this.keyIndex = keyIndex;
        this.valueIndex = valueIndex;
    }

    @Override
    @SuppressWarnings("unchecked")
    public Pair<K, V> apply(Tuple input) {
        return Pair.of((K) input.getValue(keyIndex), (V) input.getValue(valueIndex));
    }
}
