package org.apache.storm.streams.processors;

import org.apache.storm.streams.operations.Consumer;

/** Hands each value to the consumer, then forwards it unchanged. */
public class PeekProcessor<T> extends BaseProcessor<T> {
    private static final long serialVersionUID = 1L;
    private final Consumer<T> consumer;

    public PeekProcessor(Consumer<T> consumer) {
        this.consumer = consumer;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void execute(T input) {
        consumer.accept(input);
        context.forward(input);
    }
}
