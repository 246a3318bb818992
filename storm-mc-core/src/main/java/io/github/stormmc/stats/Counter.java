package io.github.stormmc.stats;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * A count written by one thread (its executor) and read racily by others (status, progress). The writer adds with
 * an opaque store: no fence on the hot path, yet readers never see a torn or indefinitely stale value.
 */
public final class Counter {
    private static final VarHandle VALUE;

    static {
        try {
            VALUE = MethodHandles.lookup().findVarHandle(Counter.class, "value", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @SuppressWarnings("unused") // accessed through VALUE
    private long value;

    /** Owner thread only. */
    public void add(long delta) {
        VALUE.setOpaque(this, (long) VALUE.getOpaque(this) + delta);
    }

    /** Owner thread only. */
    public void increment() {
        add(1);
    }

    /** Any thread. */
    public long get() {
        return (long) VALUE.getOpaque(this);
    }
}
