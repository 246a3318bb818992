package org.apache.storm.trident.state;

import java.util.Arrays;

/** A plain value as the JSON list {@code [value]}. */
@SuppressWarnings("rawtypes")
public class JSONNonTransactionalSerializer implements Serializer {
    private static final long serialVersionUID = 1L;

    @Override
    public byte[] serialize(Object obj) {
        return JsonStateCodec.write(Arrays.asList(obj));
    }

    @Override
    public Object deserialize(byte[] b) {
        return JsonStateCodec.read(b).get(0);
    }
}
