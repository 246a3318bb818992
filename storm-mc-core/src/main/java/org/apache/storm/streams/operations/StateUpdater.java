package org.apache.storm.streams.operations;

/**
 * Updates a per-key state with each new value ({@code updateStateByKey}).
 */
public interface StateUpdater<T, S> extends Operation {

    static <T, S> StateUpdater<T, S> of(S initialValue, BiFunction<? super S, ? super T, ? extends S> stateUpdateFn) {
        return new StateUpdater<T, S>() {
            private static final long serialVersionUID = 1L;

            @Override
            public S init() {
                return initialValue;
            }

            @Override
            public S apply(S state, T value) {
                return stateUpdateFn.apply(state, value);
            }
        };
    }

    S init();

    S apply(S state, T value);
}
