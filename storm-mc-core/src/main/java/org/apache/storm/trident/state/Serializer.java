package org.apache.storm.trident.state;

import java.io.Serializable;

/** Turns a state value into bytes and back, for states kept in an external store. */
public interface Serializer<T> extends Serializable {
    byte[] serialize(T obj);

    T deserialize(byte[] b);
}
