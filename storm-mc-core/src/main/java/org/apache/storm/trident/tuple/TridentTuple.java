package org.apache.storm.trident.tuple;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import org.apache.storm.tuple.ITuple;

/** A tuple flowing through a Trident stream: its values as a list, addressable by field name. */
public interface TridentTuple extends ITuple, List<Object> {

    /** Describes the fields of the tuples one operation produces. */
    interface Factory extends Serializable {
        Map<String, ValuePointer> getFieldIndex();

        List<String> getOutputFields();

        int numDelegates();
    }
}
