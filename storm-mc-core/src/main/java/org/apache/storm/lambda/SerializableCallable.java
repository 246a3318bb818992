package org.apache.storm.lambda;

import java.io.Serializable;

/** A Callable that can be serialized into a topology. */
public interface SerializableCallable<R> extends java.util.concurrent.Callable<R>, Serializable {
}
