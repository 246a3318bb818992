package org.apache.storm.streams.processors;

import org.apache.storm.streams.operations.Predicate;

/** Forwards the values the predicate accepts. */
public class FilterProcessor<T> extends BaseProcessor<T> {
    private static final long serialVersionUID = 1L;
    private final Predicate<T> predicate;

    public FilterProcessor(Predicate<T> predicate) {
        this.predicate = predicate;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void execute(T input) {
        if (predicate.test(input)) {
            context.forward(input);
        }
    }
}
