package org.apache.storm.windowing;

import java.util.List;
import java.util.Objects;
import org.apache.storm.tuple.Tuple;

/** A materialised window: its tuples, those new since the previous activation and those that expired since then. */
public class TupleWindowImpl implements TupleWindow {
    private final List<Tuple> tuples;
    private final List<Tuple> newTuples;
    private final List<Tuple> expiredTuples;
    private final Long startTimestamp;
    private final Long endTimestamp;

    public TupleWindowImpl(List<Tuple> tuples, List<Tuple> newTuples, List<Tuple> expiredTuples) {
        this(tuples, newTuples, expiredTuples, null, null);
    }

    public TupleWindowImpl(List<Tuple> tuples, List<Tuple> newTuples, List<Tuple> expiredTuples,
                           Long startTimestamp, Long endTimestamp) {
        this.tuples = tuples;
        this.newTuples = newTuples;
        this.expiredTuples = expiredTuples;
        this.startTimestamp = startTimestamp;
        this.endTimestamp = endTimestamp;
    }

    @Override
    public List<Tuple> get() {
        return tuples;
    }

    @Override
    public List<Tuple> getNew() {
        return newTuples;
    }

    @Override
    public List<Tuple> getExpired() {
        return expiredTuples;
    }

    @Override
    public Long getStartTimestamp() {
        return startTimestamp;
    }

    @Override
    public Long getEndTimestamp() {
        return endTimestamp;
    }

    @Override
    public String toString() {
        return "TupleWindowImpl{tuples=" + tuples + ", new=" + newTuples + ", expired=" + expiredTuples
            + ", start=" + startTimestamp + ", end=" + endTimestamp + "}";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TupleWindowImpl w && Objects.equals(tuples, w.tuples) && Objects.equals(newTuples, w.newTuples)
            && Objects.equals(expiredTuples, w.expiredTuples);
    }

    @Override
    public int hashCode() {
        return Objects.hash(tuples, newTuples, expiredTuples);
    }
}
