package org.apache.storm.trident.state;

import org.apache.storm.trident.operation.BaseOperation;

/** Convenience base for {@link StateUpdater}s. */
public abstract class BaseStateUpdater<S extends State> extends BaseOperation implements StateUpdater<S> {
}
