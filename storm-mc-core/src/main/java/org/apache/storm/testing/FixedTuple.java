package org.apache.storm.testing;

import java.io.Serializable;
import java.util.List;
import org.apache.storm.utils.Utils;

/** A tuple's values and the stream they are (to be) emitted on. */
public class FixedTuple implements Serializable {
    private static final long serialVersionUID = 1L;
    public String stream;
    public List<Object> values;

    public FixedTuple(List<Object> values) {
        this(Utils.DEFAULT_STREAM_ID, values);
    }

    public FixedTuple(String stream, List<Object> values) {
        this.stream = stream;
        this.values = values;
    }

    @Override
    public String toString() {
        return stream + ":<" + values + ">";
    }
}
