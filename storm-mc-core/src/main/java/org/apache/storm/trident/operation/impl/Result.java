package org.apache.storm.trident.operation.impl;

/** A mutable holder for one aggregation result. */
public class Result {
    public Object obj;

    @Override
    public String toString() {
        return String.valueOf(obj);
    }
}
