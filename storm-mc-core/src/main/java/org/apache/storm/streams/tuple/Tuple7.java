package org.apache.storm.streams.tuple;

import java.util.Objects;

/**
 * A tuple of 7 values. 
 */
public class Tuple7<T1, T2, T3, T4, T5, T6, T7> {
    public final T1 value1;
    public final T2 value2;
    public final T3 value3;
    public final T4 value4;
    public final T5 value5;
    public final T6 value6;
    public final T7 value7;

    public Tuple7(T1 value1, T2 value2, T3 value3, T4 value4, T5 value5, T6 value6, T7 value7) {
        this.value1 = value1;
        this.value2 = value2;
        this.value3 = value3;
        this.value4 = value4;
        this.value5 = value5;
        this.value6 = value6;
        this.value7 = value7;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || getClass() != o.getClass()) {
            return false;
        }
        Tuple7<?, ?, ?, ?, ?, ?, ?> other = (Tuple7<?, ?, ?, ?, ?, ?, ?>) o;
        return Objects.equals(value1, other.value1) && Objects.equals(value2, other.value2) && Objects.equals(value3, other.value3) && Objects.equals(value4, other.value4) && Objects.equals(value5, other.value5) && Objects.equals(value6, other.value6) && Objects.equals(value7, other.value7);
    }

    @Override
    public int hashCode() {
        return Objects.hash(value1, value2, value3, value4, value5, value6, value7);
    }

    /** Storm prints these without spaces after the commas, unlike {@code Pair}. */
    @Override
    public String toString() {
        return "(" + value1 + "," + value2 + "," + value3 + "," + value4 + "," + value5 + "," + value6 + "," + value7 + ")";
    }
}
