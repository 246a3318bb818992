package org.apache.storm.streams.tuple;

import java.util.Objects;

/**
 * A tuple of 4 values. Final, as in Storm.
 */
public final class Tuple4<T1, T2, T3, T4> {
    public final T1 value1;
    public final T2 value2;
    public final T3 value3;
    public final T4 value4;

    public Tuple4(T1 value1, T2 value2, T3 value3, T4 value4) {
        this.value1 = value1;
        this.value2 = value2;
        this.value3 = value3;
        this.value4 = value4;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || getClass() != o.getClass()) {
            return false;
        }
        Tuple4<?, ?, ?, ?> other = (Tuple4<?, ?, ?, ?>) o;
        return Objects.equals(value1, other.value1) && Objects.equals(value2, other.value2) && Objects.equals(value3, other.value3) && Objects.equals(value4, other.value4);
    }

    @Override
    public int hashCode() {
        return Objects.hash(value1, value2, value3, value4);
    }

    /** Storm prints these without spaces after the commas, unlike {@code Pair}. */
    @Override
    public String toString() {
        return "(" + value1 + "," + value2 + "," + value3 + "," + value4 + ")";
    }
}
