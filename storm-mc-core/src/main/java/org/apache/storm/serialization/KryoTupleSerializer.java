package org.apache.storm.serialization;

import com.esotericsoftware.kryo.io.Output;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import org.apache.storm.task.GeneralTopologyContext;
import org.apache.storm.tuple.Tuple;

/**
 * Writes a tuple as Storm's workers exchange it: source task, stream id (from {@link SerializationFactory.IdDictionary}),
 * message id, then the values. Storm-MC never sends tuples between processes; this is for code that stores or
 * inspects tuples as bytes. One instance per thread.
 */
public class KryoTupleSerializer implements ITupleSerializer {
    private final KryoValuesSerializer values;
    private final SerializationFactory.IdDictionary ids;
    private final Output output = new Output(2000, 2_000_000_000);

    public KryoTupleSerializer(Map<String, Object> conf, GeneralTopologyContext context) {
        this.values = new KryoValuesSerializer(conf);
        this.ids = new SerializationFactory.IdDictionary(context.getRawTopology());
    }

    @Override
    public byte[] serialize(Tuple tuple) {
        output.reset();
        output.writeInt(tuple.getSourceTask(), true);
        output.writeInt(ids.getStreamId(tuple.getSourceComponent(), tuple.getSourceStreamId()), true);
        try {
            tuple.getMessageId().serialize(output);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        values.serializeInto(tuple.getValues(), output);
        return output.toBytes();
    }
}
