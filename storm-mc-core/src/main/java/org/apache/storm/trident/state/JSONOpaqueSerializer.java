package org.apache.storm.trident.state;

import java.util.Arrays;
import java.util.List;

/** An {@link OpaqueValue} as the JSON list {@code [currTxid, curr, prev]}. */
@SuppressWarnings({"rawtypes", "unchecked"})
public class JSONOpaqueSerializer implements Serializer<OpaqueValue> {
    private static final long serialVersionUID = 1L;

    @Override
    public byte[] serialize(OpaqueValue obj) {
        return JsonStateCodec.write(Arrays.asList(obj.getCurrTxid(), obj.getCurr(), obj.getPrev()));
    }

    @Override
    public OpaqueValue deserialize(byte[] b) {
        List<Object> fields = JsonStateCodec.read(b);
        return new OpaqueValue(JsonStateCodec.txid(fields.get(0)), fields.get(1), fields.get(2));
    }
}
