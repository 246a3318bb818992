package org.apache.storm.trident.state;

import java.util.Arrays;
import java.util.List;

/** A {@link TransactionalValue} as the JSON list {@code [txid, value]}. */
@SuppressWarnings({"rawtypes", "unchecked"})
public class JSONTransactionalSerializer implements Serializer<TransactionalValue> {
    private static final long serialVersionUID = 1L;

    @Override
    public byte[] serialize(TransactionalValue obj) {
        return JsonStateCodec.write(Arrays.asList(obj.getTxid(), obj.getVal()));
    }

    @Override
    public TransactionalValue deserialize(byte[] b) {
        List<Object> fields = JsonStateCodec.read(b);
        return new TransactionalValue(JsonStateCodec.txid(fields.get(0)), fields.get(1));
    }
}
