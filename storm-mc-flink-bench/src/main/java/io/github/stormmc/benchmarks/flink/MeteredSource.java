package io.github.stormmc.benchmarks.flink;

import io.github.stormmc.benchmarks.common.Meters;
import io.github.stormmc.benchmarks.common.Pacer;
import io.github.stormmc.benchmarks.common.TaskMeter;
import java.util.concurrent.locks.LockSupport;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.streaming.api.functions.source.RichParallelSourceFunction;

/**
 * The emitting half every Flink benchmark source shares, as {@code MeteredSpout} is for the Storm topologies: pacing,
 * the timestamp, idle and finite runs, and counting. A {@code SourceFunction} emitting under the checkpoint lock, as
 * Flink's documentation shows; subclasses only produce records.
 */
abstract class MeteredSource<T> extends RichParallelSourceFunction<T> {
    private static final long serialVersionUID = 1L;
    /** How long an idle or not-yet-due source parks before asking again (Storm's spout wait sleeps 1 ms). */
    private static final long WAIT_NANOS = 200_000L;

    private final String component;
    private final long ratePerTask;
    private final boolean finite;
    private final boolean idle;
    private transient TaskMeter emitted;
    private transient volatile boolean running;
    private transient int taskIndex;
    private transient int taskCount;

    MeteredSource(String component, FlinkOptions options) {
        this.component = component;
        this.ratePerTask = options.ratePerTask();
        this.finite = options.finite();
        this.idle = options.idle();
    }

    @Override
    public void open(OpenContext context) throws Exception {
        taskIndex = getRuntimeContext().getTaskInfo().getIndexOfThisSubtask();
        taskCount = getRuntimeContext().getTaskInfo().getNumberOfParallelSubtasks();
        emitted = Meters.register(component, taskIndex);
        openSource();
        running = true;
    }

    /** Loads or opens what the source emits; throw with a message naming what is missing. */
    protected abstract void openSource() throws Exception;

    /** The next record stamped with the timestamp, or null when a finite run has nothing left. */
    protected abstract T next(long timestamp, boolean finite) throws Exception;

    protected int taskIndex() {
        return taskIndex;
    }

    protected int taskCount() {
        return taskCount;
    }

    @Override
    public void run(SourceContext<T> ctx) throws Exception {
        Pacer pacer = new Pacer(ratePerTask);
        while (running) {
            if (idle) {
                LockSupport.parkNanos(WAIT_NANOS);
                continue;
            }
            long timestamp = pacer.next();
            if (timestamp < 0) {
                LockSupport.parkNanos(WAIT_NANOS);
                continue;
            }
            T record = next(timestamp, finite);
            if (record == null) {
                return;
            }
            synchronized (ctx.getCheckpointLock()) {
                ctx.collect(record);
            }
            emitted.increment();
        }
    }

    @Override
    public void cancel() {
        running = false;
    }
}
