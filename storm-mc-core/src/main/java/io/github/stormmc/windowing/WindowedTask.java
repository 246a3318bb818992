package io.github.stormmc.windowing;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.spout.CheckpointSpout;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.utils.Time;
import org.apache.storm.windowing.WaterMarkEventGenerator;
import org.apache.storm.windowing.WindowManager;

/**
 * Storm-MC's in-memory windowing engine for one windowed bolt task: reads and validates the window configuration,
 * computes the windows ({@link TupleWindows}), tracks watermarks in event time ({@link TaskWatermarks}), and runs
 * the periodic work (slide timer or watermark) through a {@link TaskTimer}.
 */
public final class WindowedTask implements TaskWindows {
    private final WindowSpec spec;
    private final TupleWindows windows;
    private final WatermarkTracker watermarks;
    private final TaskWatermarks generator;
    private final TaskTimer timer;
    private boolean started;

    private WindowedTask(WindowSpec spec, WindowListener listener, WatermarkTracker watermarks, Object lock,
                         TaskTimer timer) {
        this.spec = spec;
        this.windows = new TupleWindows(spec, listener);
        this.watermarks = watermarks;
        this.timer = timer;
        this.generator = watermarks == null ? null
            : new TaskWatermarks(watermarks, timer.guarded(this::advanceWatermark), lock);
    }

    /**
     * Sets up the windows of a task; they fire nothing until {@link #start}.
     *
     * @param eventTime whether the bolt has a timestamp extractor
     * @param ackedAtCheckpoints a persistent window: it need not fit in the message timeout or max spout pending
     * @param lock the monitor {@code execute} holds
     * @param reporter told of a failure of the periodic work (the task's error reporter)
     */
    public static WindowedTask create(Map<String, Object> conf, TopologyContext context, boolean eventTime,
                                      boolean ackedAtCheckpoints, WindowListener listener, Object lock,
                                      Thread.UncaughtExceptionHandler reporter) {
        WindowSpec spec = WindowSpec.read(conf, eventTime, context == null ? null : context.getThisStreams(),
            ackedAtCheckpoints);
        WatermarkTracker watermarks = spec.eventTime ? new WatermarkTracker(inputStreams(context), spec.lagMs) : null;
        return new WindowedTask(spec, listener, watermarks, lock, new TaskTimer(context, lock, reporter));
    }

    /**
     * The task's input streams, without the checkpoint stream: each must deliver before a watermark moves. None for a
     * bolt prepared without a context.
     */
    static Set<GlobalStreamId> inputStreams(TopologyContext context) {
        Set<GlobalStreamId> inputs = new HashSet<>();
        if (context == null) {
            return inputs;
        }
        for (GlobalStreamId id : context.getThisSources().keySet()) {
            if (!CheckpointSpout.CHECKPOINT_STREAM_ID.equals(id.get_streamId())) {
                inputs.add(id);
            }
        }
        return inputs;
    }

    @Override
    public void start() {
        if (started) {
            return;
        }
        started = true;
        if (spec.eventTime) {
            timer.every(spec.watermarkIntervalMs, this::advanceWatermark);
        } else if (spec.needsSlideTimer()) {
            timer.every(spec.slideMs, () -> windows.onSlideTimer(Time.currentTimeMillis()));
        }
    }

    private void advanceWatermark() {
        Long watermark = watermarks.advance();
        if (watermark != null) {
            windows.onWatermark(watermark);
        }
    }

    @Override
    public WaterMarkEventGenerator<Tuple> watermarkGenerator() {
        return generator;
    }

    @Override
    public void checkTimerFailure() {
        timer.checkFailure();
    }

    @Override
    public String lateStream() {
        return spec.lateStream;
    }

    @Override
    public void add(Tuple input, long timestamp) {
        if (started) {
            windows.add(input, timestamp);
        } else {
            windows.hold(input, timestamp);
        }
    }

    @Override
    public WindowManager<Tuple> windowManager() {
        return null;
    }

    @Override
    public void stop() {
        timer.stop();
    }
}
