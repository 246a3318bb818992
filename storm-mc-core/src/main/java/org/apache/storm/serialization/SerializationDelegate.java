package org.apache.storm.serialization;

import java.util.Map;

/** Turns objects into bytes and back; configured by {@code storm.meta.serialization.delegate}. */
public interface SerializationDelegate {
    void prepare(Map<String, Object> topoConf);

    byte[] serialize(Object object);

    <T> T deserialize(byte[] bytes, Class<T> clazz);
}
