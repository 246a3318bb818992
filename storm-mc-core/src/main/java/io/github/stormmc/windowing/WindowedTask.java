package io.github.stormmc.windowing;

import io.github.stormmc.executor.ExecutorTimer;
import io.github.stormmc.timer.SharedTimer;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.spout.CheckpointSpout;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.utils.Time;

/**
 * The windowing engine of one windowed bolt task, the one thing {@code WindowedBoltExecutor} needs from it: reads and
 * validates the window configuration, computes the windows ({@link TupleWindows}), tracks watermarks in event time,
 * and runs the periodic work (slide timer or watermark) on the task's own executor thread through the cluster's
 * shared timer, or on a thread of its own for a bolt prepared outside an executor. Periodic work holds the task's
 * lock, as {@code execute} does, so the bolt is never called concurrently; a failure there is kept and rethrown from
 * the next tuple (so the task restarts) instead of killing a shared thread.
 */
public final class WindowedTask {
    private final WindowSpec spec;
    private final TupleWindows windows;
    private final WatermarkTracker watermarks;
    private final Object lock;
    private final Thread.UncaughtExceptionHandler reporter;
    private WindowTimer ownTimer;
    private SharedTimer.Handle scheduled;
    private volatile RuntimeException timerFailure;

    private WindowedTask(WindowSpec spec, WindowListener listener, WatermarkTracker watermarks, Object lock,
                         Thread.UncaughtExceptionHandler reporter) {
        this.spec = spec;
        this.windows = new TupleWindows(spec, listener);
        this.watermarks = watermarks;
        this.lock = lock;
        this.reporter = reporter;
    }

    /**
     * Sets up the windows of a task and starts its periodic work.
     *
     * @param eventTime whether the bolt has a timestamp extractor
     * @param ackedAtCheckpoints a persistent window: it need not fit in the message timeout or max spout pending
     * @param lock the monitor {@code execute} holds
     * @param reporter told of a failure of the periodic work (the task's error reporter)
     */
    public static WindowedTask start(Map<String, Object> conf, TopologyContext context, boolean eventTime,
                                     boolean ackedAtCheckpoints, WindowListener listener, Object lock,
                                     Thread.UncaughtExceptionHandler reporter) {
        WindowSpec spec = WindowSpec.read(conf, eventTime, context == null ? null : context.getThisStreams(),
            ackedAtCheckpoints);
        WatermarkTracker watermarks = null;
        if (spec.eventTime) {
            Set<GlobalStreamId> inputs = new HashSet<>();
            for (GlobalStreamId id : context.getThisSources().keySet()) {
                if (!CheckpointSpout.CHECKPOINT_STREAM_ID.equals(id.get_streamId())) {
                    inputs.add(id);
                }
            }
            watermarks = new WatermarkTracker(inputs, spec.lagMs);
        }
        WindowedTask task = new WindowedTask(spec, listener, watermarks, lock, reporter);
        if (spec.eventTime) {
            task.every(context, spec.watermarkIntervalMs, task.guarded(task::advanceWatermark));
        } else if (spec.needsSlideTimer()) {
            task.every(context, spec.slideMs, task.guarded(() -> task.windows.onSlideTimer(Time.currentTimeMillis())));
        }
        return task;
    }

    /** Advances the watermark now, as the periodic work does; for event-time windows only. Call under the lock. */
    public void advanceWatermarkNow() {
        if (watermarks != null) {
            guarded(this::advanceWatermark).run();
        }
    }

    private void advanceWatermark() {
        Long watermark = watermarks.advance();
        if (watermark != null) {
            windows.onWatermark(watermark);
        }
    }

    private void every(TopologyContext context, long periodMs, Runnable work) {
        Object executorTimer = context == null ? null : context.getExecutorData(ExecutorTimer.KEY);
        if (executorTimer instanceof ExecutorTimer shared) {
            scheduled = shared.every(periodMs, () -> {
                synchronized (lock) {
                    work.run();
                }
            });
        } else {
            String name = "stormmc-window-" + (context == null ? "bolt" : context.getThisComponentId() + "-"
                + context.getThisTaskId());
            ownTimer = new WindowTimer(name);
            ownTimer.every(periodMs, lock, work);
        }
    }

    private Runnable guarded(Runnable work) {
        return () -> {
            if (timerFailure != null) {
                return;
            }
            try {
                work.run();
            } catch (RuntimeException e) {
                timerFailure = e;
                reporter.uncaughtException(Thread.currentThread(), e);
            }
        };
    }

    /** Rethrows a failure of the periodic work, so the task is restarted. Call under the lock. */
    public void checkTimerFailure() {
        RuntimeException failure = timerFailure;
        if (failure != null) {
            throw new IllegalStateException("The windowed bolt failed on its window timer thread", failure);
        }
    }

    /** The stream for late tuples, or null. */
    public String lateStream() {
        return spec.lateStream;
    }

    /** Event time: whether a tuple with this timestamp is behind the watermark. */
    public boolean isLate(long timestamp) {
        return watermarks.isLate(timestamp);
    }

    /** Adds a tuple: processing time stamps it now; event time tracks its stream's progress first. */
    public void add(Tuple input, long timestamp) {
        if (watermarks != null) {
            watermarks.track(input.getSourceGlobalStreamId(), timestamp);
        }
        windows.add(input, timestamp);
    }

    /** Where the windows stand, for a checkpoint. */
    public Map<String, Optional<?>> position() {
        return windows.position();
    }

    /** Replaces the held tuples with a checkpointed window: its position, then its tuples in order. */
    public void restore(Map<String, Optional<?>> position, Iterable<Map.Entry<Tuple, Long>> tuples) {
        windows.clear();
        windows.restorePosition(position);
        for (Map.Entry<Tuple, Long> t : tuples) {
            windows.restore(t.getKey(), t.getValue());
        }
    }

    public void stop() {
        if (scheduled != null) {
            scheduled.cancel();
        }
        if (ownTimer != null) {
            ownTimer.stop();
        }
    }
}
