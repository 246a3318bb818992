package org.apache.storm.streams.operations;

/** Prints each value on its own line of standard output. */
public class PrintConsumer<T> implements Consumer<T> {
    private static final long serialVersionUID = 1L;

    @Override
    public void accept(T input) {
        System.out.println(input);
    }
}
