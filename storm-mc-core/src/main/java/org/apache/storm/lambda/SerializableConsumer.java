package org.apache.storm.lambda;

import java.io.Serializable;

/** A Consumer that can be serialized into a topology. */
public interface SerializableConsumer<T> extends java.util.function.Consumer<T>, Serializable {
}
