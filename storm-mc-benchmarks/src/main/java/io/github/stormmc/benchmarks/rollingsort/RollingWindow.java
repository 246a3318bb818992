package io.github.stormmc.benchmarks.rollingsort;

import java.util.Arrays;

/**
 * The last {@code size} messages seen, overwritten cyclically, as storm-benchmark's SortBolt keeps them. Sorting
 * works on a copy so the window's arrival order is kept. Not thread-safe: one per task.
 */
public final class RollingWindow {

    private final String[] data;
    private int next;
    private int filled;

    public RollingWindow(int size) {
        if (size <= 0) {
            throw new IllegalArgumentException("window size must be positive, got " + size);
        }
        this.data = new String[size];
    }

    public void add(String message) {
        data[next] = message;
        next = (next + 1) % data.length;
        if (filled < data.length) {
            filled++;
        }
    }

    public int size() {
        return filled;
    }

    /** The messages in the window, sorted (natural String order); only the filled part when not yet full. */
    public String[] sorted() {
        String[] copy = Arrays.copyOf(data, filled);
        Arrays.sort(copy);
        return copy;
    }

    /** True when every element is no greater than the next. */
    public static boolean isSorted(String[] values) {
        for (int i = 1; i < values.length; i++) {
            if (values[i - 1].compareTo(values[i]) > 0) {
                return false;
            }
        }
        return true;
    }
}
