package org.apache.storm.trident.operation;

/** Convenience base for {@link Filter}s. */
public abstract class BaseFilter extends BaseOperation implements Filter {
}
