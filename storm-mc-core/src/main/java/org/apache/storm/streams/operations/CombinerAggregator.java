package org.apache.storm.streams.operations;

/**
 * Aggregates values into an accumulator: {@code init} starts one, {@code apply} folds in a value, {@code merge} joins
 * two partial accumulators (computed on different partitions) and {@code result} turns the accumulator into the output.
 */
public interface CombinerAggregator<T, A, R> extends Operation {

    static <T, R> CombinerAggregator<T, R, R> of(R initialValue,
                                                  BiFunction<? super R, ? super T, ? extends R> accumulator,
                                                  BiFunction<? super R, ? super R, ? extends R> combiner) {
        return new CombinerAggregator<T, R, R>() {
            private static final long serialVersionUID = 1L;

            @Override
            public R init() {
                return initialValue;
            }

            @Override
            public R apply(R aggregate, T value) {
                return accumulator.apply(aggregate, value);
            }

            @Override
            public R merge(R accum1, R accum2) {
                return combiner.apply(accum1, accum2);
            }

            @Override
            public R result(R accum) {
                return accum;
            }
        };
    }

    A init();

    A apply(A aggregate, T value);

    A merge(A accum1, A accum2);

    R result(A accum);
}
