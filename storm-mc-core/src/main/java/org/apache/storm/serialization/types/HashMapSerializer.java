package org.apache.storm.serialization.types;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.serializers.MapSerializer;
import java.util.HashMap;

/** Kryo serializer for {@link HashMap}, created with room for its entries. */
@SuppressWarnings("rawtypes")
public class HashMapSerializer extends MapSerializer<HashMap> {
    @Override
    protected HashMap<String, Object> create(Kryo kryo, Input input, Class<? extends HashMap> type, int length) {
        return new HashMap<>(length);
    }
}
