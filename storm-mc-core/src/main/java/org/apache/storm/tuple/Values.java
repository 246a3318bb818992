package org.apache.storm.tuple;

import java.util.ArrayList;

/** Convenience list for emitting: {@code collector.emit(new Values("word", 1))}. */
public class Values extends ArrayList<Object> {
    private static final long serialVersionUID = 1L;

    public Values() {
    }

    /** {@code new Values(null)} (a null array) is a one-element list holding null, as in Storm. */
    public Values(Object... vals) {
        super(vals == null ? 1 : vals.length);
        if (vals == null) {
            add(null);
            return;
        }
        for (Object v : vals) {
            add(v);
        }
    }
}
