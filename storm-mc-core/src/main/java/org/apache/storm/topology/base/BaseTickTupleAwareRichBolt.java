package org.apache.storm.topology.base;

import org.apache.storm.tuple.Tuple;
import org.apache.storm.utils.TupleUtils;

/** Routes tick tuples to {@link #onTickTuple(Tuple)} and every other tuple to {@link #process(Tuple)}. */
public abstract class BaseTickTupleAwareRichBolt extends BaseRichBolt {
    private static final long serialVersionUID = 1L;

    @Override
    public void execute(Tuple tuple) {
        if (TupleUtils.isTick(tuple)) {
            onTickTuple(tuple);
        } else {
            process(tuple);
        }
    }

    /** Ignores ticks unless overridden. */
    protected void onTickTuple(Tuple tuple) {
    }

    protected abstract void process(Tuple tuple);
}
