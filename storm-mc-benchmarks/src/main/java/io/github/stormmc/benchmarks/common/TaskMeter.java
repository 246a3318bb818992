package io.github.stormmc.benchmarks.common;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * Counts the tuples one task handled. Only the task's own thread writes; the harness reads at the edges of the
 * measured window. Opaque stores compile to plain stores on x86 (no fence), so counting costs a few nanoseconds and
 * no contention: every task has its own meter, padded against false sharing with its neighbours.
 */
public final class TaskMeter {

    private static final VarHandle COUNT;
    private static final VarHandle FIRST_NANOS;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            COUNT = lookup.findVarHandle(TaskMeter.class, "count", long.class);
            FIRST_NANOS = lookup.findVarHandle(TaskMeter.class, "firstNanos", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final String component;
    private final int taskId;

    @SuppressWarnings("unused")
    private long p1, p2, p3, p4, p5, p6, p7;
    private long count;
    private long firstNanos;
    @SuppressWarnings("unused")
    private long q1, q2, q3, q4, q5, q6, q7;

    TaskMeter(String component, int taskId) {
        this.component = component;
        this.taskId = taskId;
    }

    /** Called by the owning task once per tuple. */
    public void increment() {
        long c = count;
        if (c == 0) {
            FIRST_NANOS.setOpaque(this, System.nanoTime());
        }
        COUNT.setOpaque(this, c + 1);
    }

    /** Adds n tuples at once (e.g. a bolt that handles a batch). */
    public void add(long n) {
        long c = count;
        if (c == 0 && n > 0) {
            FIRST_NANOS.setOpaque(this, System.nanoTime());
        }
        COUNT.setOpaque(this, c + n);
    }

    public long count() {
        return (long) COUNT.getOpaque(this);
    }

    /** {@link System#nanoTime()} at the first counted tuple, 0 if none yet. */
    public long firstNanos() {
        return (long) FIRST_NANOS.getOpaque(this);
    }

    public String component() {
        return component;
    }

    public int taskId() {
        return taskId;
    }
}
