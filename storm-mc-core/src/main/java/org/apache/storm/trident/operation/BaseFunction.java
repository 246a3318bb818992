package org.apache.storm.trident.operation;

/** Convenience base for {@link Function}s. */
public abstract class BaseFunction extends BaseOperation implements Function {
}
