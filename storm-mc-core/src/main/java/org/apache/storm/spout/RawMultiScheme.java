package org.apache.storm.spout;

import java.nio.ByteBuffer;
import java.util.Collections;
import java.util.List;
import org.apache.storm.tuple.Fields;
import org.apache.storm.utils.Utils;

/** Emits each message's bytes unchanged as one tuple with a single {@code bytes} field. */
public class RawMultiScheme implements MultiScheme {
    private static final long serialVersionUID = 1L;

    @Override
    public Iterable<List<Object>> deserialize(ByteBuffer ser) {
        return Collections.singletonList(Utils.tuple(Utils.toByteArray(ser)));
    }

    @Override
    public Fields getOutputFields() {
        return new Fields("bytes");
    }
}
