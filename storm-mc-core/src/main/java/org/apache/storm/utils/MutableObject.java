package org.apache.storm.utils;

/** A reference that one thread sets and another reads; access is synchronized, so a read sees the latest set. */
public class MutableObject {
    private Object object;

    public MutableObject() {
        this(null);
    }

    public MutableObject(Object object) {
        this.object = object;
    }

    public synchronized Object getObject() {
        return object;
    }

    public synchronized void setObject(Object object) {
        this.object = object;
    }
}
