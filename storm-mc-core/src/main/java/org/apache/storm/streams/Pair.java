package org.apache.storm.streams;

import java.io.Serializable;
import java.util.Objects;

/**
 * An immutable key-value pair; the element type of a {@link PairStream}.
 */
public final class Pair<T1, T2> implements Serializable {
    private static final long serialVersionUID = 1L;
    public final T1 value1;
    public final T2 value2;

    private Pair(T1 value1, T2 value2) {
        this.value1 = value1;
        this.value2 = value2;
    }

    public static <T1, T2> Pair<T1, T2> of(T1 first, T2 second) {
        return new Pair<>(first, second);
    }

    public T1 getFirst() {
        return value1;
    }

    public T2 getSecond() {
        return value2;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Pair)) {
            return false;
        }
        Pair<?, ?> other = (Pair<?, ?>) o;
        return Objects.equals(value1, other.value1) && Objects.equals(value2, other.value2);
    }

    @Override
    public int hashCode() {
        return Objects.hash(value1, value2);
    }

    /** Printed as {@code (first, second)}, the format Storm's examples show. */
    @Override
    public String toString() {
        return "(" + value1 + ", " + value2 + ")";
    }
}
