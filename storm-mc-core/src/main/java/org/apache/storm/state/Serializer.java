package org.apache.storm.state;

import java.io.Serializable;

/** Turns state keys and values into bytes and back, for state backends that store bytes. */
public interface Serializer<T> extends Serializable {

    byte[] serialize(T obj);

    T deserialize(byte[] b);
}
