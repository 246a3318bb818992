package org.apache.storm.trident.operation.builtin;

/** The smallest value of a field per batch and partition, by natural order. */
public class Min extends ComparisonAggregator<Comparable<Object>> {
    private static final long serialVersionUID = 1L;

    public Min(String inputFieldName) {
        super(inputFieldName);
    }

    @Override
    protected Comparable<Object> compare(Comparable<Object> value1, Comparable<Object> value2) {
        return value1.compareTo(value2) < 0 ? value1 : value2;
    }
}
