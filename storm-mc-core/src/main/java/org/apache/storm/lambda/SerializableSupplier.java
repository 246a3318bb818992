package org.apache.storm.lambda;

import java.io.Serializable;

/** A Supplier that can be serialized into a topology. */
public interface SerializableSupplier<T> extends java.util.function.Supplier<T>, Serializable {
}
