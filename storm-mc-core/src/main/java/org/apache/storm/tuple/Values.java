package org.apache.storm.tuple;

import java.util.ArrayList;

/** Convenience list for emitting: {@code collector.emit(new Values("word", 1))}. */
public class Values extends ArrayList<Object> {
    private static final long serialVersionUID = 1L;

    public Values() {
    }

    public Values(Object... vals) {
        super(vals.length);
        for (Object v : vals) {
            add(v);
        }
    }
}
