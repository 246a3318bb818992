package org.apache.storm.trident.operation;

/** A {@link FlatMapFunction} with a lifecycle: prepared before the first tuple, cleaned up at the end. */
public interface OperationAwareFlatMapFunction extends FlatMapFunction, Operation {
}
