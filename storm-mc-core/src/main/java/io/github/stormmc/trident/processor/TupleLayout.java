package io.github.stormmc.trident.processor;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.trident.tuple.TridentTupleView;
import org.apache.storm.trident.tuple.ValuePointer;
import org.apache.storm.tuple.Fields;

/** The fields of one node's output, built once, so each tuple is a cheap view over its value list. */
public final class TupleLayout implements TridentTuple.Factory, Serializable {
    private final List<String> fields;
    private final ValuePointer[] index;
    private final Map<String, ValuePointer> fieldIndex;

    public TupleLayout(Fields fields) {
        this.fields = new ArrayList<>(fields.toList());
        this.index = new ValuePointer[fields.size()];
        for (int i = 0; i < index.length; i++) {
            index[i] = new ValuePointer(0, i, fields.get(i));
        }
        this.fieldIndex = ValuePointer.buildFieldIndex(index);
        if (fieldIndex.size() != index.length) {
            throw new IllegalArgumentException("Trident output fields must be unique: " + fields);
        }
    }

    public TridentTuple tuple(List<Object> values) {
        if (values.size() != index.length) {
            throw new IllegalArgumentException("Trident tuple with fields " + fields + " got " + values.size()
                    + " values: " + values);
        }
        return new TridentTupleView(Collections.singletonList(values), index, fieldIndex);
    }

    public Fields fields() {
        return new Fields(fields);
    }

    @Override
    public Map<String, ValuePointer> getFieldIndex() {
        return fieldIndex;
    }

    @Override
    public List<String> getOutputFields() {
        return fields;
    }

    @Override
    public int numDelegates() {
        return 1;
    }
}
