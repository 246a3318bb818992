package org.apache.storm.trident.operation.builtin;

/** The largest value of a field per batch and partition, by natural order. */
public class Max extends ComparisonAggregator<Comparable<Object>> {
    private static final long serialVersionUID = 1L;

    public Max(String inputFieldName) {
        super(inputFieldName);
    }

    @Override
    protected Comparable<Object> compare(Comparable<Object> value1, Comparable<Object> value2) {
        return value1.compareTo(value2) > 0 ? value1 : value2;
    }
}
