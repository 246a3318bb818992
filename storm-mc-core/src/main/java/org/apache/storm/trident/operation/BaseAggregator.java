package org.apache.storm.trident.operation;

/** Convenience base for {@link Aggregator}s. */
public abstract class BaseAggregator<T> extends BaseOperation implements Aggregator<T> {
}
