package org.apache.storm.trident.operation.builtin;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.state.BaseQueryFunction;
import org.apache.storm.trident.state.ITupleCollection;
import org.apache.storm.trident.state.State;
import org.apache.storm.trident.tuple.TridentTuple;

/** Answers every query tuple with all the tuples of an {@link ITupleCollection} state, one emit each. */
public class TupleCollectionGet extends BaseQueryFunction<State, Iterator<List<Object>>> {
    private static final long serialVersionUID = 1L;

    @Override
    public List<Iterator<List<Object>>> batchRetrieve(State state, List<TridentTuple> args) {
        List<Iterator<List<Object>>> results = new ArrayList<>(args.size());
        for (int i = 0; i < args.size(); i++) {
            results.add(((ITupleCollection) state).getTuples());
        }
        return results;
    }

    @Override
    public void execute(TridentTuple tuple, Iterator<List<Object>> tuples, TridentCollector collector) {
        while (tuples.hasNext()) {
            collector.emit(tuples.next());
        }
    }
}
