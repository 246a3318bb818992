package org.apache.storm.trident.state;

import org.apache.storm.trident.operation.BaseOperation;

/** Convenience base for {@link QueryFunction}s. */
public abstract class BaseQueryFunction<S extends State, T> extends BaseOperation implements QueryFunction<S, T> {
}
