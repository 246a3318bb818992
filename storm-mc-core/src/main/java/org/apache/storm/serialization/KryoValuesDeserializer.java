package org.apache.storm.serialization;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import java.util.List;
import java.util.Map;
import org.apache.storm.utils.ListDelegate;

/** Reads what {@link KryoValuesSerializer} writes, with the topology's Kryo. One instance per thread. */
public class KryoValuesDeserializer {
    private final Kryo kryo;
    private final Input input = new Input(1);

    public KryoValuesDeserializer(Map<String, Object> conf) {
        this.kryo = SerializationFactory.getKryo(conf);
    }

    public List<Object> deserializeFrom(Input in) {
        return kryo.readObject(in, ListDelegate.class).getDelegate();
    }

    public List<Object> deserialize(byte[] ser) {
        input.setBuffer(ser);
        return deserializeFrom(input);
    }

    public Object deserializeObject(byte[] ser) {
        input.setBuffer(ser);
        return kryo.readClassAndObject(input);
    }
}
