package org.apache.storm.serialization;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Output;
import java.util.List;
import java.util.Map;
import org.apache.storm.utils.ListDelegate;

/** Writes a tuple's values, or any single object, with the topology's Kryo. One instance per thread. */
public class KryoValuesSerializer {
    private final Kryo kryo;
    private final ListDelegate delegate = new ListDelegate();
    private final Output output = new Output(2000, 2_000_000_000);

    public KryoValuesSerializer(Map<String, Object> conf) {
        this.kryo = SerializationFactory.getKryo(conf);
    }

    /** Appends {@code values} to {@code out} as Storm's tuple payload (a {@link ListDelegate}). */
    public void serializeInto(List<Object> values, Output out) {
        delegate.setDelegate(values);
        kryo.writeObject(out, delegate);
    }

    public byte[] serialize(List<Object> values) {
        output.reset();
        serializeInto(values, output);
        return output.toBytes();
    }

    /** The object with its class, so it reads back without knowing the type. */
    public byte[] serializeObject(Object obj) {
        output.reset();
        kryo.writeClassAndObject(output, obj);
        return output.toBytes();
    }
}
