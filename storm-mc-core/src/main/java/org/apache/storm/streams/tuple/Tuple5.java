package org.apache.storm.streams.tuple;

import java.util.Objects;

/**
 * A tuple of 5 values. 
 */
public class Tuple5<T1, T2, T3, T4, T5> {
    public final T1 value1;
    public final T2 value2;
    public final T3 value3;
    public final T4 value4;
    public final T5 value5;

    public Tuple5(T1 value1, T2 value2, T3 value3, T4 value4, T5 value5) {
        this.value1 = value1;
        this.value2 = value2;
        this.value3 = value3;
        this.value4 = value4;
        this.value5 = value5;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || getClass() != o.getClass()) {
            return false;
        }
        Tuple5<?, ?, ?, ?, ?> other = (Tuple5<?, ?, ?, ?, ?>) o;
        return Objects.equals(value1, other.value1) && Objects.equals(value2, other.value2) && Objects.equals(value3, other.value3) && Objects.equals(value4, other.value4) && Objects.equals(value5, other.value5);
    }

    @Override
    public int hashCode() {
        return Objects.hash(value1, value2, value3, value4, value5);
    }

    /** Storm prints these without spaces after the commas, unlike {@code Pair}. */
    @Override
    public String toString() {
        return "(" + value1 + "," + value2 + "," + value3 + "," + value4 + "," + value5 + ")";
    }
}
