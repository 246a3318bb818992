package org.apache.storm.serialization;

import java.util.Map;
import org.apache.storm.utils.Utils;

/** Java serialization, gzip-compressed. */
public class GzipSerializationDelegate implements SerializationDelegate {

    @Override
    public void prepare(Map<String, Object> topoConf) {
    }

    @Override
    public byte[] serialize(Object object) {
        return Utils.serialize(object);
    }

    @Override
    public <T> T deserialize(byte[] bytes, Class<T> clazz) {
        return Utils.deserialize(bytes, clazz);
    }
}
