package org.apache.storm.spout;

import java.nio.ByteBuffer;
import java.util.List;
import org.apache.storm.tuple.Fields;
import org.apache.storm.utils.Utils;

/** Emits the message bytes unchanged as a single {@code bytes} field. */
public class RawScheme implements Scheme {
    private static final long serialVersionUID = 1L;

    @Override
    public List<Object> deserialize(ByteBuffer ser) {
        return Utils.tuple(Utils.toByteArray(ser));
    }

    @Override
    public Fields getOutputFields() {
        return new Fields("bytes");
    }
}
