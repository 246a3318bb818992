package org.apache.storm.trident.tuple;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;

/**
 * A list made of one element in front of another list, without copying that list: Trident builds a tuple's values
 * this way when an operation prepends a value. A null head counts as absent, so the size is then the tail's size.
 */
public class ConsList extends AbstractList<Object> {
    private Object first;
    private final List<Object> rest;

    /** For serialisers that create an empty list and then add its elements. */
    @SuppressWarnings("unused")
    private ConsList() {
        this.rest = new ArrayList<>();
    }

    public ConsList(Object o, List<Object> elems) {
        this.first = o;
        this.rest = elems;
    }

    @Override
    public Object get(int i) {
        return i == 0 ? first : rest.get(i - 1);
    }

    @Override
    public int size() {
        return first == null ? rest.size() : rest.size() + 1;
    }

    /** Index 0 sets the head; any other index inserts into the tail (what a serialiser rebuilding the list needs). */
    @Override
    public void add(int index, Object element) {
        if (index == 0) {
            first = element;
        } else {
            rest.add(index - 1, element);
        }
    }
}
