package org.apache.storm.serialization;

import com.esotericsoftware.kryo.io.Input;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import org.apache.storm.task.GeneralTopologyContext;
import org.apache.storm.tuple.MessageId;
import org.apache.storm.tuple.TupleImpl;

/** Reads what {@link KryoTupleSerializer} writes back into a tuple of the same topology. One instance per thread. */
public class KryoTupleDeserializer implements ITupleDeserializer {
    private final GeneralTopologyContext context;
    private final KryoValuesDeserializer values;
    private final SerializationFactory.IdDictionary ids;
    private final Input input = new Input(1);

    public KryoTupleDeserializer(Map<String, Object> conf, GeneralTopologyContext context) {
        this.context = context;
        this.values = new KryoValuesDeserializer(conf);
        this.ids = new SerializationFactory.IdDictionary(context.getRawTopology());
    }

    @Override
    public TupleImpl deserialize(byte[] ser) {
        input.setBuffer(ser);
        int task = input.readInt(true);
        int stream = input.readInt(true);
        String component = context.getComponentId(task);
        String streamName = ids.getStreamName(component, stream);
        MessageId id;
        try {
            id = MessageId.deserialize(input);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Object> tupleValues = values.deserializeFrom(input);
        return new TupleImpl(context, tupleValues, component, task, streamName, id);
    }
}
