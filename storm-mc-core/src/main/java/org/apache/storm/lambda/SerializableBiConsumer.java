package org.apache.storm.lambda;

import java.io.Serializable;

/** A BiConsumer that can be serialized into a topology. */
public interface SerializableBiConsumer<T, U> extends java.util.function.BiConsumer<T, U>, Serializable {
}
