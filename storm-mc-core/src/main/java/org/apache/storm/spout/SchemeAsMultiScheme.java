package org.apache.storm.spout;

import java.nio.ByteBuffer;
import java.util.Collections;
import java.util.List;
import org.apache.storm.tuple.Fields;

/** Adapts a single-tuple {@link Scheme} to {@link MultiScheme}; a null tuple yields null (no tuples). */
public class SchemeAsMultiScheme implements MultiScheme {
    private static final long serialVersionUID = 1L;

    public final Scheme scheme;

    public SchemeAsMultiScheme(Scheme scheme) {
        this.scheme = scheme;
    }

    @Override
    public Iterable<List<Object>> deserialize(ByteBuffer ser) {
        List<Object> tuple = scheme.deserialize(ser);
        if (tuple == null) {
            return null;
        }
        return Collections.singletonList(tuple);
    }

    @Override
    public Fields getOutputFields() {
        return scheme.getOutputFields();
    }
}
