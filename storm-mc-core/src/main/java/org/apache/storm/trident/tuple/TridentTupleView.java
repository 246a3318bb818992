package org.apache.storm.trident.tuple;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.apache.storm.tuple.Fields;

/**
 * A read-only view over one or more value lists ("delegates"); each field is resolved through a {@link ValuePointer}.
 * Storm-MC's engine mostly builds single-delegate views; projections reuse the parent's lists without copying.
 */
public class TridentTupleView extends AbstractList<Object> implements TridentTuple {
    public static final TridentTupleView EMPTY_TUPLE = new TridentTupleView(
            Collections.emptyList(), new ValuePointer[0], Collections.emptyMap());

    private final ValuePointer[] index;
    private final Map<String, ValuePointer> fieldIndex;
    private final List<List<Object>> delegates;

    @SuppressWarnings({"unchecked", "rawtypes"})
    public TridentTupleView(List delegates, ValuePointer[] index, Map<String, ValuePointer> fieldIndex) {
        this.delegates = delegates;
        this.index = index;
        this.fieldIndex = fieldIndex;
    }

    private static List<String> indexToFieldsList(ValuePointer[] index) {
        List<String> names = new ArrayList<>(index.length);
        for (ValuePointer p : index) {
            names.add(p.field);
        }
        return names;
    }

    public static TridentTuple createFreshTuple(Fields fields, List<Object> values) {
        if (fields.size() != values.size()) {
            throw new IllegalArgumentException("Trident tuple has " + values.size() + " values but fields " + fields);
        }
        ValuePointer[] index = new ValuePointer[fields.size()];
        for (int i = 0; i < index.length; i++) {
            index[i] = new ValuePointer(0, i, fields.get(i));
        }
        return new TridentTupleView(Collections.singletonList(values), index, ValuePointer.buildFieldIndex(index));
    }

    public static TridentTuple createFreshTuple(Fields fields, Object... values) {
        return createFreshTuple(fields, Arrays.asList(values));
    }

    @Override
    public List<Object> getValues() {
        return this;
    }

    @Override
    public int size() {
        return index.length;
    }

    @Override
    public boolean contains(String field) {
        return fieldIndex.containsKey(field);
    }

    @Override
    public Fields getFields() {
        return new Fields(indexToFieldsList(index));
    }

    @Override
    public int fieldIndex(String field) {
        return getFields().fieldIndex(field);
    }

    @Override
    public List<Object> select(Fields selector) {
        List<Object> result = new ArrayList<>(selector.size());
        for (String f : selector) {
            result.add(getValueByField(f));
        }
        return result;
    }

    @Override
    public Object get(int i) {
        return getValueByPointer(index[i]);
    }

    @Override
    public Object getValue(int i) {
        return get(i);
    }

    @Override
    public String getString(int i) {
        return (String) get(i);
    }

    @Override
    public Integer getInteger(int i) {
        return (Integer) get(i);
    }

    @Override
    public Long getLong(int i) {
        return (Long) get(i);
    }

    @Override
    public Boolean getBoolean(int i) {
        return (Boolean) get(i);
    }

    @Override
    public Short getShort(int i) {
        return (Short) get(i);
    }

    @Override
    public Byte getByte(int i) {
        return (Byte) get(i);
    }

    @Override
    public Double getDouble(int i) {
        return (Double) get(i);
    }

    @Override
    public Float getFloat(int i) {
        return (Float) get(i);
    }

    @Override
    public byte[] getBinary(int i) {
        return (byte[]) get(i);
    }

    @Override
    public Object getValueByField(String field) {
        ValuePointer p = fieldIndex.get(field);
        if (p == null) {
            throw new IllegalArgumentException("Trident tuple has no field '" + field + "'; fields: " + getFields());
        }
        return getValueByPointer(p);
    }

    @Override
    public String getStringByField(String field) {
        return (String) getValueByField(field);
    }

    @Override
    public Integer getIntegerByField(String field) {
        return (Integer) getValueByField(field);
    }

    @Override
    public Long getLongByField(String field) {
        return (Long) getValueByField(field);
    }

    @Override
    public Boolean getBooleanByField(String field) {
        return (Boolean) getValueByField(field);
    }

    @Override
    public Short getShortByField(String field) {
        return (Short) getValueByField(field);
    }

    @Override
    public Byte getByteByField(String field) {
        return (Byte) getValueByField(field);
    }

    @Override
    public Double getDoubleByField(String field) {
        return (Double) getValueByField(field);
    }

    @Override
    public Float getFloatByField(String field) {
        return (Float) getValueByField(field);
    }

    @Override
    public byte[] getBinaryByField(String field) {
        return (byte[]) getValueByField(field);
    }

    private Object getValueByPointer(ValuePointer p) {
        return delegates.get(p.delegateIndex).get(p.index);
    }

    /** Projects tuples of a parent factory onto a subset of its fields, sharing the parent's value lists. */
    public static class ProjectionFactory implements Factory {
        Map<String, ValuePointer> fieldIndex;
        ValuePointer[] index;
        Factory parent;

        public ProjectionFactory(Factory parent, Fields projectFields) {
            this.parent = parent;
            if (projectFields == null) {
                projectFields = new Fields();
            }
            this.index = ValuePointer.buildIndex(projectFields, parent.getFieldIndex());
            this.fieldIndex = ValuePointer.buildFieldIndex(index);
        }

        public TridentTuple create(TridentTuple parentTuple) {
            if (index.length == 0) {
                return EMPTY_TUPLE;
            }
            if (parentTuple instanceof TridentTupleView) {
                return new TridentTupleView(((TridentTupleView) parentTuple).delegates, index, fieldIndex);
            }
            throw new IllegalArgumentException("Cannot project a " + parentTuple.getClass().getName());
        }

        @Override
        public Map<String, ValuePointer> getFieldIndex() {
            return fieldIndex;
        }

        @Override
        public int numDelegates() {
            return parent.numDelegates();
        }

        @Override
        public List<String> getOutputFields() {
            return indexToFieldsList(index);
        }
    }
}
