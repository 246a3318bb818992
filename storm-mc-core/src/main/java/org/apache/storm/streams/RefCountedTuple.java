package org.apache.storm.streams;

import org.apache.storm.tuple.Tuple;

/**
 * An input tuple with a count of the batches that still hold it: it may be acked once nothing holds it, and is
 * acked only once.
 */
public class RefCountedTuple {
    private final Tuple tuple;
    private int count;
    private boolean acked;

    RefCountedTuple(Tuple tuple) {
        this.tuple = tuple;
    }

    public boolean shouldAck() {
        return count == 0 && !acked;
    }

    public void increment() {
        count++;
    }

    public void decrement() {
        count--;
    }

    public Tuple tuple() {
        return tuple;
    }

    public void setAcked() {
        acked = true;
    }

    @Override
    public String toString() {
        return "RefCountedTuple{count=" + count + ", acked=" + acked + ", tuple=" + tuple + "}";
    }
}
