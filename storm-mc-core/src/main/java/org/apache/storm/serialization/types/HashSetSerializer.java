package org.apache.storm.serialization.types;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.serializers.CollectionSerializer;
import java.util.HashSet;

/** Kryo serializer for {@link HashSet}, created with room for its elements. */
@SuppressWarnings("rawtypes")
public class HashSetSerializer extends CollectionSerializer<HashSet> {
    @Override
    protected HashSet create(Kryo kryo, Input input, Class<? extends HashSet> type, int length) {
        return new HashSet<>(length);
    }
}
