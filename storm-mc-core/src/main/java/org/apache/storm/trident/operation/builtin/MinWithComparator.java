package org.apache.storm.trident.operation.builtin;

import java.util.Comparator;

/** The smallest value of a field per batch and partition, by a comparator. */
public class MinWithComparator<T> extends ComparisonAggregator<T> {
    private static final long serialVersionUID = 1L;
    private final Comparator<T> comparator;

    public MinWithComparator(Comparator<T> comparator) {
        this(null, comparator);
    }

    public MinWithComparator(String inputFieldName, Comparator<T> comparator) {
        super(inputFieldName);
        this.comparator = comparator;
    }

    @Override
    protected T compare(T value1, T value2) {
        return comparator.compare(value1, value2) < 0 ? value1 : value2;
    }

    @Override
    public String toString() {
        return "MinWithComparator{comparator=" + comparator + "}";
    }
}
