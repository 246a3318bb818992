package org.apache.storm.topology;

import org.apache.storm.tuple.Tuple;
import org.apache.storm.windowing.TimestampExtractor;

/** Reads a tuple's event time from a long field. */
public final class TupleFieldTimestampExtractor implements TimestampExtractor {
    private static final long serialVersionUID = 1L;

    private final String fieldName;

    private TupleFieldTimestampExtractor(String fieldName) {
        this.fieldName = fieldName;
    }

    public static TupleFieldTimestampExtractor of(String fieldName) {
        return new TupleFieldTimestampExtractor(fieldName);
    }

    @Override
    public long extractTimestamp(Tuple tuple) {
        return tuple.getLongByField(fieldName);
    }

    @Override
    public String toString() {
        return "TupleFieldTimestampExtractor{fieldName='" + fieldName + "'}";
    }
}
