package org.apache.storm.windowing;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Supplier;
import org.apache.storm.tuple.Tuple;

/** A window read through iterators, for windows too large to hold as lists; {@link #get()} materialises it. */
public class TupleWindowIterImpl implements TupleWindow {
    private final Supplier<Iterator<Tuple>> tuples;
    private final Supplier<Iterator<Tuple>> newTuples;
    private final Supplier<Iterator<Tuple>> expiredTuples;
    private final Long startTimestamp;
    private final Long endTimestamp;

    public TupleWindowIterImpl(Supplier<Iterator<Tuple>> tuples, Supplier<Iterator<Tuple>> newTuples,
                               Supplier<Iterator<Tuple>> expiredTuples, Long startTimestamp, Long endTimestamp) {
        this.tuples = tuples;
        this.newTuples = newTuples;
        this.expiredTuples = expiredTuples;
        this.startTimestamp = startTimestamp;
        this.endTimestamp = endTimestamp;
    }

    private static List<Tuple> drain(Iterator<Tuple> it) {
        List<Tuple> list = new ArrayList<>();
        it.forEachRemaining(list::add);
        return list;
    }

    @Override
    public List<Tuple> get() {
        return drain(tuples.get());
    }

    @Override
    public Iterator<Tuple> getIter() {
        return tuples.get();
    }

    @Override
    public List<Tuple> getNew() {
        return drain(newTuples.get());
    }

    @Override
    public List<Tuple> getExpired() {
        return drain(expiredTuples.get());
    }

    @Override
    public Long getEndTimestamp() {
        return endTimestamp;
    }

    @Override
    public Long getStartTimestamp() {
        return startTimestamp;
    }
}
