package org.apache.storm.tuple;

import org.apache.storm.Constants;
import org.apache.storm.task.GeneralTopologyContext;

/** A tuple paired with the task that should receive it ({@link #BROADCAST_DEST} for every task of the executor). */
public final class AddressedTuple {
    public static final int BROADCAST_DEST = -2;

    public final Tuple tuple;
    public final int dest;

    public AddressedTuple(int dest, Tuple tuple) {
        this.dest = dest;
        this.tuple = tuple;
    }

    public static AddressedTuple createFlushTuple(GeneralTopologyContext workerTopologyContext) {
        TupleImpl flush = new TupleImpl(workerTopologyContext, new Values(), Constants.SYSTEM_COMPONENT_ID,
            (int) Constants.SYSTEM_TASK_ID, Constants.SYSTEM_FLUSH_STREAM_ID);
        return new AddressedTuple(BROADCAST_DEST, flush);
    }

    public Tuple getTuple() {
        return tuple;
    }

    public int getDest() {
        return dest;
    }

    @Override
    public String toString() {
        return "[dest: " + dest + " tuple: " + tuple + "]";
    }
}
