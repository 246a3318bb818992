package org.apache.storm.serialization.types;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.serializers.CollectionSerializer;
import java.util.ArrayList;

/** Kryo serializer for {@link ArrayList}, created at its final size. */
@SuppressWarnings("rawtypes")
public class ArrayListSerializer extends CollectionSerializer<ArrayList> {
    @Override
    public ArrayList create(Kryo kryo, Input input, Class<? extends ArrayList> type, int length) {
        return new ArrayList<>(length);
    }
}
