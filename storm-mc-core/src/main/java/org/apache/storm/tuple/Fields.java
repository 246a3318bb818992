package org.apache.storm.tuple;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** Ordered, duplicate-free field names of a stream, with a name-to-position index. */
public class Fields implements Iterable<String>, Serializable {
    private static final long serialVersionUID = 1L;

    private final List<String> fields;
    private final Map<String, Integer> positions;

    public Fields(String... fields) {
        this(java.util.Arrays.asList(fields));
    }

    public Fields(List<String> fields) {
        this.fields = new ArrayList<>(fields.size());
        this.positions = new HashMap<>(fields.size() * 2);
        for (String field : fields) {
            if (positions.containsKey(field)) {
                throw new IllegalArgumentException("duplicate field '" + field + "'");
            }
            positions.put(field, this.fields.size());
            this.fields.add(field);
        }
    }

    /** Picks, in selector order, the values of {@code tuple} (laid out by these fields) named by the selector. */
    public List<Object> select(Fields selector, List<Object> tuple) {
        List<Object> selected = new ArrayList<>(selector.size());
        for (String field : selector.fields) {
            selected.add(tuple.get(fieldIndex(field)));
        }
        return selected;
    }

    /** A fresh, modifiable copy: callers may not change this instance. */
    public List<String> toList() {
        return new ArrayList<>(fields);
    }

    public int size() {
        return fields.size();
    }

    public String get(int index) {
        return fields.get(index);
    }

    @Override
    public Iterator<String> iterator() {
        return Collections.unmodifiableList(fields).iterator();
    }

    public int fieldIndex(String field) {
        Integer position = positions.get(field);
        if (position == null) {
            throw new IllegalArgumentException(field + " does not exist");
        }
        return position;
    }

    public boolean contains(String field) {
        return positions.containsKey(field);
    }

    @Override
    public String toString() {
        return fields.toString();
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        return other instanceof Fields && fields.equals(((Fields) other).fields);
    }

    @Override
    public int hashCode() {
        return fields.hashCode();
    }
}
