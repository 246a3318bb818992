package org.apache.storm.topology;

import org.apache.storm.utils.Time;
import io.github.stormmc.executor.ExecutorTimer;
import io.github.stormmc.windowing.TupleWindows;
import io.github.stormmc.windowing.WatermarkTracker;
import io.github.stormmc.windowing.WindowListener;
import io.github.stormmc.windowing.WindowSpec;
import io.github.stormmc.windowing.WindowTimer;
import io.github.stormmc.worker.SharedTimer;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.storm.Config;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.spout.CheckpointSpout;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.apache.storm.windowing.TimestampExtractor;
import org.apache.storm.windowing.TupleWindowImpl;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs an {@link IWindowedBolt} as a plain bolt: tuples are collected into windows, the bolt is called once per
 * window, and each tuple is acked when it leaves the window. Time triggers and watermarks run on the task's own
 * executor thread, scheduled by the cluster's shared timer (Storm gives each windowed task a timer thread; here that
 * would cost a thread per task). Outside a Storm-MC executor (a bolt prepared by hand) they fall back to a thread
 * of their own. Either way they hold the same lock as {@link #execute}, so the windowed bolt is never called
 * concurrently.
 */
public class WindowedBoltExecutor implements IRichBolt {
    private static final long serialVersionUID = 1L;
    private static final Logger LOG = LoggerFactory.getLogger(WindowedBoltExecutor.class);
    public static final String LATE_TUPLE_FIELD = "late_tuple";

    private final IWindowedBolt bolt;
    private transient Object lock;
    private transient OutputCollector collector;
    private transient TupleWindows windows;
    private transient WatermarkTracker watermarks;
    private transient TimestampExtractor extractor;
    private transient String lateStream;
    private transient WindowTimer ownTimer;
    private transient SharedTimer.Handle scheduled;
    private transient volatile RuntimeException timerFailure;

    public WindowedBoltExecutor(IWindowedBolt bolt) {
        this.bolt = bolt;
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        lock = new Object();
        this.collector = collector;
        extractor = bolt.getTimestampExtractor();
        WindowSpec spec = WindowSpec.read(topoConf, extractor != null, context == null ? null : context.getThisStreams(),
            acksAtCheckpoints());
        lateStream = spec.lateStream;
        bolt.prepare(topoConf, context, boltCollector(collector));
        windows = new TupleWindows(spec, newListener(bolt));
        if (spec.eventTime) {
            Set<GlobalStreamId> inputs = new HashSet<>();
            for (GlobalStreamId id : context.getThisSources().keySet()) {
                if (!CheckpointSpout.CHECKPOINT_STREAM_ID.equals(id.get_streamId())) {
                    inputs.add(id);
                }
            }
            watermarks = new WatermarkTracker(inputs, spec.lagMs);
            every(context, spec.watermarkIntervalMs, guarded(() -> {
                Long watermark = watermarks.advance();
                if (watermark != null) {
                    windows.onWatermark(watermark);
                }
            }));
        } else if (spec.needsSlideTimer()) {
            every(context, spec.slideMs, guarded(() -> windows.onSlideTimer(Time.currentTimeMillis())));
        }
    }

    /** Whether window tuples are acked at checkpoints rather than when they leave the window. */
    boolean acksAtCheckpoints() {
        return false;
    }

    /** The collector the windowed bolt is prepared with. */
    OutputCollector boltCollector(OutputCollector collector) {
        return collector;
    }

    /** What happens to tuples leaving the window (acked), and to each window (the bolt runs on it). */
    WindowListener newListener(IWindowedBolt windowedBolt) {
        return new WindowListener() {
            @Override
            public void onExpiry(List<Tuple> expired) {
                for (Tuple t : expired) {
                    collector.ack(t);
                }
            }

            @Override
            public void onActivation(List<Tuple> window, List<Tuple> newTuples, List<Tuple> expired, Long start,
                                     Long end) {
                windowedBolt.execute(new TupleWindowImpl(window, newTuples, expired, start, end));
            }
        };
    }

    /** Called under the window lock as a tuple joins the window, before it can trigger one. */
    void added(Tuple input, long timestamp) {
    }

    /** The window computation, for subclasses that restore it. */
    TupleWindows windows() {
        return windows;
    }

    /** Schedules periodic window work on the executor's thread, or on a thread of its own outside an executor. */
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

    /** A failure of the window work is reported and rethrown from the next execute, so the task is restarted. */
    private Runnable guarded(Runnable work) {
        return () -> {
            if (timerFailure != null) {
                return;
            }
            try {
                work.run();
            } catch (RuntimeException e) {
                timerFailure = e;
                collector.reportError(e);
            }
        };
    }

    @Override
    public void execute(Tuple input) {
        synchronized (lock) {
            RuntimeException failure = timerFailure;
            if (failure != null) {
                throw new IllegalStateException("The windowed bolt failed on its window timer thread", failure);
            }
            if (extractor == null) {
                long now = Time.currentTimeMillis();
                added(input, now);
                windows.add(input, now);
                return;
            }
            long ts = extractor.extractTimestamp(input);
            if (watermarks.isLate(ts)) {
                if (lateStream != null) {
                    collector.emit(lateStream, input, new Values(input));
                } else {
                    LOG.info("Received a late tuple {} with ts {}; it is acked without being processed", input, ts);
                }
                collector.ack(input);
                return;
            }
            watermarks.track(new GlobalStreamId(input.getSourceComponent(), input.getSourceStreamId()), ts);
            added(input, ts);
            windows.add(input, ts);
        }
    }

    @Override
    public void cleanup() {
        if (scheduled != null) {
            scheduled.cancel();
        }
        if (ownTimer != null) {
            ownTimer.stop();
        }
        synchronized (lock == null ? this : lock) {
            bolt.cleanup();
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        bolt.declareOutputFields(declarer);
        Map<String, Object> conf = bolt.getComponentConfiguration();
        Object late = conf == null ? null : conf.get(Config.TOPOLOGY_BOLTS_LATE_TUPLE_STREAM);
        if (late != null) {
            declarer.declareStream((String) late, new Fields(LATE_TUPLE_FIELD));
        }
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return bolt.getComponentConfiguration();
    }

    /** The monitor held while the windowed bolt runs (by execute and by the timer thread). */
    Object windowLock() {
        return lock;
    }
}
