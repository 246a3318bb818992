package org.apache.storm.trident.tuple;

import java.util.HashMap;
import java.util.Map;
import org.apache.storm.tuple.Fields;

/** Locates one field's value: which delegate list of a tuple view holds it, and where. */
public class ValuePointer {
    public int delegateIndex;
    protected int index;
    protected String field;

    public ValuePointer(int delegateIndex, int index, String field) {
        this.delegateIndex = delegateIndex;
        this.index = index;
        this.field = field;
    }

    public static Map<String, ValuePointer> buildFieldIndex(ValuePointer[] pointers) {
        Map<String, ValuePointer> result = new HashMap<>();
        for (ValuePointer p : pointers) {
            result.put(p.field, p);
        }
        return result;
    }

    public static ValuePointer[] buildIndex(Fields fields, Map<String, ValuePointer> pointers) {
        ValuePointer[] result = new ValuePointer[fields.size()];
        for (int i = 0; i < fields.size(); i++) {
            ValuePointer p = pointers.get(fields.get(i));
            if (p == null) {
                throw new IllegalArgumentException("Trident field '" + fields.get(i) + "' does not exist; known fields: "
                        + pointers.keySet());
            }
            result[i] = p;
        }
        return result;
    }

    @Override
    public String toString() {
        return "ValuePointer[" + field + " @ " + delegateIndex + ":" + index + "]";
    }
}
