package io.github.stormmc.streams;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import org.apache.storm.state.KeyValueState;
import org.apache.storm.streams.Pair;
import org.apache.storm.streams.operations.CombinerAggregator;
import org.apache.storm.streams.operations.Consumer;
import org.apache.storm.streams.operations.FlatMapFunction;
import org.apache.storm.streams.operations.Function;
import org.apache.storm.streams.operations.Predicate;
import org.apache.storm.streams.operations.Reducer;
import org.apache.storm.streams.operations.StateUpdater;

/** The single-parent streams operations. Each is small; they live together to keep the package navigable. */
@SuppressWarnings({"unchecked", "rawtypes"})
final class Ops {
    private Ops() {
    }

    /** Passes values through unchanged: the arms of a branch. */
    static final class Identity extends Op {
        private static final long serialVersionUID = 1L;

        @Override
        public void execute(Object value, int parentIndex, OpContext ctx) {
            ctx.forward(value);
        }
    }

    static final class Transform extends Op {
        private static final long serialVersionUID = 1L;
        private final Function fn;

        Transform(Function<?, ?> fn) {
            this.fn = fn;
        }

        @Override
        public void execute(Object value, int parentIndex, OpContext ctx) {
            ctx.forward(fn.apply(value));
        }
    }

    static final class FlatMap extends Op {
        private static final long serialVersionUID = 1L;
        private final FlatMapFunction fn;

        FlatMap(FlatMapFunction<?, ?> fn) {
            this.fn = fn;
        }

        @Override
        public void execute(Object value, int parentIndex, OpContext ctx) {
            for (Object out : (Iterable<?>) fn.apply(value)) {
                ctx.forward(out);
            }
        }
    }

    static final class MapValues extends Op {
        private static final long serialVersionUID = 1L;
        private final Function fn;

        MapValues(Function<?, ?> fn) {
            this.fn = fn;
        }

        @Override
        public void execute(Object value, int parentIndex, OpContext ctx) {
            Pair<?, ?> pair = (Pair<?, ?>) value;
            ctx.forward(Pair.of(pair.getFirst(), fn.apply(pair.getSecond())));
        }
    }

    static final class FlatMapValues extends Op {
        private static final long serialVersionUID = 1L;
        private final FlatMapFunction fn;

        FlatMapValues(FlatMapFunction<?, ?> fn) {
            this.fn = fn;
        }

        @Override
        public void execute(Object value, int parentIndex, OpContext ctx) {
            Pair<?, ?> pair = (Pair<?, ?>) value;
            for (Object out : (Iterable<?>) fn.apply(pair.getSecond())) {
                ctx.forward(Pair.of(pair.getFirst(), out));
            }
        }
    }

    static final class Filter extends Op {
        private static final long serialVersionUID = 1L;
        private final Predicate predicate;

        Filter(Predicate<?> predicate) {
            this.predicate = predicate;
        }

        @Override
        public void execute(Object value, int parentIndex, OpContext ctx) {
            if (predicate.test(value)) {
                ctx.forward(value);
            }
        }
    }

    /** Calls the consumer, then forwards ({@code peek}) or not ({@code forEach}). */
    static final class Each extends Op {
        private static final long serialVersionUID = 1L;
        private final Consumer consumer;
        private final boolean forward;

        Each(Consumer<?> consumer, boolean forward) {
            this.consumer = consumer;
            this.forward = forward;
        }

        @Override
        public void execute(Object value, int parentIndex, OpContext ctx) {
            consumer.accept(value);
            if (forward) {
                ctx.forward(value);
            }
        }
    }

    /** Routes each value to the arm of the first predicate it satisfies; values matching none are dropped. */
    static final class Branch extends Op {
        private static final long serialVersionUID = 1L;
        private final Predicate[] predicates;

        Branch(Predicate<?>[] predicates) {
            this.predicates = predicates.clone();
        }

        @Override
        public void execute(Object value, int parentIndex, OpContext ctx) {
            for (int i = 0; i < predicates.length; i++) {
                if (predicates[i].test(value)) {
                    ctx.forwardTo(i, value);
                    return;
                }
            }
        }
    }

    /**
     * Global aggregation: folds every value into one accumulator. Unwindowed it forwards the running result per value;
     * windowed it forwards once per window. {@code partial} forwards the accumulator itself for a later {@link Merge}.
     */
    static final class Aggregate extends Op {
        private static final long serialVersionUID = 1L;
        private final CombinerAggregator aggregator;
        private final boolean partial;
        private transient Object accumulator;
        private transient boolean started;

        Aggregate(CombinerAggregator<?, ?, ?> aggregator, boolean partial) {
            this.aggregator = aggregator;
            this.partial = partial;
        }

        @Override
        public void execute(Object value, int parentIndex, OpContext ctx) {
            if (!started) {
                accumulator = aggregator.init();
                started = true;
            }
            accumulator = aggregator.apply(accumulator, value);
            if (!windowed) {
                ctx.forward(output());
            }
        }

        private Object output() {
            return partial ? accumulator : aggregator.result(accumulator);
        }

        @Override
        public void finish(OpContext ctx) {
            if (started) {
                ctx.forward(output());
                started = false;
                accumulator = null;
            }
        }
    }

    /** Merges partial accumulators from several tasks: init, then merge with each partial. */
    static final class Merge extends Op {
        private static final long serialVersionUID = 1L;
        private final CombinerAggregator aggregator;
        private transient Object accumulator;
        private transient boolean started;

        Merge(CombinerAggregator<?, ?, ?> aggregator) {
            this.aggregator = aggregator;
        }

        @Override
        public void execute(Object value, int parentIndex, OpContext ctx) {
            if (!started) {
                accumulator = aggregator.init();
                started = true;
            }
            accumulator = aggregator.merge(accumulator, value);
            if (!windowed) {
                ctx.forward(aggregator.result(accumulator));
            }
        }

        @Override
        public void finish(OpContext ctx) {
            if (started) {
                ctx.forward(aggregator.result(accumulator));
                started = false;
                accumulator = null;
            }
        }
    }

    static final class Reduce extends Op {
        private static final long serialVersionUID = 1L;
        private final Reducer reducer;
        private transient Object result;
        private transient boolean started;

        Reduce(Reducer<?> reducer) {
            this.reducer = reducer;
        }

        @Override
        public void execute(Object value, int parentIndex, OpContext ctx) {
            result = started ? reducer.apply(result, value) : value;
            started = true;
            if (!windowed) {
                ctx.forward(result);
            }
        }

        @Override
        public void finish(OpContext ctx) {
            if (started) {
                ctx.forward(result);
                started = false;
                result = null;
            }
        }
    }

    /** Per-key aggregation; {@code merge} mode folds partial accumulators with {@code merge} instead of values. */
    static final class AggregateByKey extends Op {
        private static final long serialVersionUID = 1L;
        private final CombinerAggregator aggregator;
        private final boolean partial;
        private final boolean merge;
        private transient java.util.Map<Object, Object> accumulators;

        AggregateByKey(CombinerAggregator<?, ?, ?> aggregator, boolean partial, boolean merge) {
            this.aggregator = aggregator;
            this.partial = partial;
            this.merge = merge;
        }

        @Override
        public void execute(Object value, int parentIndex, OpContext ctx) {
            if (accumulators == null) {
                accumulators = new LinkedHashMap<>();
            }
            Pair<?, ?> pair = (Pair<?, ?>) value;
            Object acc = accumulators.containsKey(pair.getFirst())
                ? accumulators.get(pair.getFirst()) : aggregator.init();
            acc = merge ? aggregator.merge(acc, pair.getSecond()) : aggregator.apply(acc, pair.getSecond());
            accumulators.put(pair.getFirst(), acc);
            if (!windowed) {
                ctx.forward(Pair.of(pair.getFirst(), partial ? acc : aggregator.result(acc)));
            }
        }

        @Override
        public void finish(OpContext ctx) {
            if (accumulators == null) {
                return;
            }
            for (java.util.Map.Entry<Object, Object> e : accumulators.entrySet()) {
                ctx.forward(Pair.of(e.getKey(), partial ? e.getValue() : aggregator.result(e.getValue())));
            }
            accumulators.clear();
        }
    }

    static final class ReduceByKey extends Op {
        private static final long serialVersionUID = 1L;
        private final Reducer reducer;
        private transient java.util.Map<Object, Object> results;

        ReduceByKey(Reducer<?> reducer) {
            this.reducer = reducer;
        }

        @Override
        public void execute(Object value, int parentIndex, OpContext ctx) {
            if (results == null) {
                results = new LinkedHashMap<>();
            }
            Pair<?, ?> pair = (Pair<?, ?>) value;
            Object key = pair.getFirst();
            Object result = results.containsKey(key) ? reducer.apply(results.get(key), pair.getSecond())
                : pair.getSecond();
            results.put(key, result);
            if (!windowed) {
                ctx.forward(Pair.of(key, result));
            }
        }

        @Override
        public void finish(OpContext ctx) {
            if (results == null) {
                return;
            }
            for (java.util.Map.Entry<Object, Object> e : results.entrySet()) {
                ctx.forward(Pair.of(e.getKey(), e.getValue()));
            }
            results.clear();
        }
    }

    /** Collects the values of each key into a list ({@code groupByKey}). */
    static final class CollectValues implements CombinerAggregator<Object, ArrayList<Object>, ArrayList<Object>> {
        private static final long serialVersionUID = 1L;

        @Override
        public ArrayList<Object> init() {
            return new ArrayList<>();
        }

        @Override
        public ArrayList<Object> apply(ArrayList<Object> aggregate, Object value) {
            aggregate.add(value);
            return aggregate;
        }

        @Override
        public ArrayList<Object> merge(ArrayList<Object> accum1, ArrayList<Object> accum2) {
            ArrayList<Object> merged = new ArrayList<>(accum1);
            merged.addAll(accum2);
            return merged;
        }

        @Override
        public ArrayList<Object> result(ArrayList<Object> accum) {
            return accum;
        }
    }

    /** Folds each value into the key's state and forwards (key, new state). */
    static final class UpdateState extends Op {
        private static final long serialVersionUID = 1L;
        private final StateUpdater updater;

        UpdateState(StateUpdater<?, ?> updater) {
            this.updater = updater;
        }

        @Override
        public void execute(Object value, int parentIndex, OpContext ctx) {
            Pair<?, ?> pair = (Pair<?, ?>) value;
            KeyValueState<Object, Object> state = ctx.state();
            Object current = state.get(pair.getFirst());
            if (current == null) {
                current = updater.init();
            }
            Object next = updater.apply(current, pair.getSecond());
            state.put(pair.getFirst(), next);
            ctx.forward(Pair.of(pair.getFirst(), next));
        }
    }

    /** Looks each value up as a key of the co-located state; forwards (key, state) when present. */
    static final class StateQuery extends Op {
        private static final long serialVersionUID = 1L;

        @Override
        public void execute(Object value, int parentIndex, OpContext ctx) {
            Object found = ctx.state().get(value);
            if (found != null) {
                ctx.forward(Pair.of(value, found));
            }
        }
    }
}
