package org.apache.storm.trident.operation;

/** A {@link MapFunction} with a lifecycle: prepared before the first tuple, cleaned up at the end. */
public interface OperationAwareMapFunction extends MapFunction, Operation {
}
