package org.apache.storm.trident.operation.builtin;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import org.apache.storm.trident.Stream;
import org.apache.storm.trident.operation.Aggregator;
import org.apache.storm.trident.operation.Assembly;
import org.apache.storm.trident.operation.BaseAggregator;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Fields;

/**
 * The first {@code n} tuples of each batch: in arrival order, or the {@code n} with the largest values of a sort field
 * (the smallest with {@code reverse}), largest first. Each partition keeps its own first n, then one global partition
 * picks the first n of those, so no more than n tuples per partition cross the repartitioning.
 */
public class FirstN implements Assembly {
    private static final long serialVersionUID = 1L;
    Aggregator agg;

    public FirstN(int n, String sortField) {
        this(n, sortField, false);
    }

    public FirstN(int n, String sortField, boolean reverse) {
        agg = sortField == null ? new FirstNAgg(n) : new FirstNSortedAgg(n, sortField, reverse);
    }

    @Override
    public Stream apply(Stream input) {
        Fields fields = input.getOutputFields();
        return input.partitionAggregate(fields, agg, fields)
            .global()
            .partitionAggregate(fields, agg, fields);
    }

    /** The first n tuples in arrival order. */
    public static class FirstNAgg extends BaseAggregator<FirstNAgg.State> {
        private static final long serialVersionUID = 1L;
        int number;

        public FirstNAgg(int n) {
            this.number = n;
        }

        @Override
        public State init(Object batchId, TridentCollector collector) {
            return new State();
        }

        @Override
        public void aggregate(State state, TridentTuple tuple, TridentCollector collector) {
            if (state.emitted < number) {
                collector.emit(tuple);
                state.emitted++;
            }
        }

        @Override
        public void complete(State state, TridentCollector collector) {
        }

        static class State {
            int emitted = 0;
        }
    }

    /** The n tuples with the largest sort-field values ({@code reverse}: smallest), emitted largest first. */
    public static class FirstNSortedAgg extends BaseAggregator<PriorityQueue> {
        private static final long serialVersionUID = 1L;
        int number;
        String sortField;
        boolean reverse;

        public FirstNSortedAgg(int n, String sortField, boolean reverse) {
            this.number = n;
            this.sortField = sortField;
            this.reverse = reverse;
        }

        @Override
        @SuppressWarnings({"unchecked", "rawtypes"})
        public PriorityQueue init(Object batchId, TridentCollector collector) {
            Comparator<TridentTuple> bySortField = (a, b) -> {
                int c = ((Comparable) a.getValueByField(sortField)).compareTo(b.getValueByField(sortField));
                return reverse ? -c : c;
            };
            // The head is the weakest kept tuple: the one to drop when a better one arrives.
            return new PriorityQueue<>(Math.max(1, number), bySortField);
        }

        @Override
        @SuppressWarnings("unchecked")
        public void aggregate(PriorityQueue state, TridentTuple tuple, TridentCollector collector) {
            state.add(tuple);
            if (state.size() > number) {
                state.remove();
            }
        }

        @Override
        public void complete(PriorityQueue state, TridentCollector collector) {
            List<TridentTuple> best = new ArrayList<>(state.size());
            while (!state.isEmpty()) {
                best.add((TridentTuple) state.remove());
            }
            Collections.reverse(best);
            for (TridentTuple t : best) {
                collector.emit(t);
            }
        }
    }
}
