package org.apache.storm.topology;

import io.github.stormmc.windowing.TaskWindows;
import io.github.stormmc.windowing.WindowAnchoringCollector;
import io.github.stormmc.windowing.WindowListener;
import io.github.stormmc.windowing.WindowedTask;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.apache.storm.utils.Time;
import org.apache.storm.windowing.TimestampExtractor;
import org.apache.storm.windowing.TupleWindowImpl;
import org.apache.storm.windowing.WaterMarkEventGenerator;
import org.apache.storm.windowing.WindowManager;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs an {@link IWindowedBolt} as a plain bolt: tuples are collected into windows, the bolt is called once per
 * window, and each tuple is acked when it leaves the window. The windows, watermarks and triggers are Storm-MC's
 * in-memory windowing engine ({@link WindowedTask}) unless a subclass supplies other {@link TaskWindows}: time
 * triggers and watermarks run on the task's own executor thread (Storm gives each windowed task a timer thread; here
 * that would cost a thread per task) and hold the same lock as {@link #execute}, so the windowed bolt is never called
 * concurrently.
 */
public class WindowedBoltExecutor implements IRichBolt {
    private static final long serialVersionUID = 1L;
    private static final Logger LOG = LoggerFactory.getLogger(WindowedBoltExecutor.class);
    public static final String LATE_TUPLE_FIELD = "late_tuple";

    private final IWindowedBolt bolt;
    private transient Object lock;
    private transient OutputCollector collector;
    private transient TaskWindows windows;
    private transient TimestampExtractor extractor;
    /** The in-memory engine's collector for the bolt, anchoring its emits to the current window; null otherwise. */
    private transient WindowAnchoringCollector windowCollector;
    /**
     * With a timestamp extractor, the watermark source as Storm's executor has it: {@link #execute} asks it whether
     * a tuple is late, and running it advances this task's watermark at once (the engine also advances it every
     * watermark interval), as Storm's own tests do by hand.
     */
    transient WaterMarkEventGenerator<Tuple> waterMarkEventGenerator;

    public WindowedBoltExecutor(IWindowedBolt bolt) {
        this.bolt = bolt;
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        lock = new Object();
        this.collector = collector;
        extractor = bolt.getTimestampExtractor();
        bolt.prepare(topoConf, context, boltCollector(collector));
        windows = newWindows(topoConf, context, extractor != null, lock,
            (thread, failure) -> this.collector.reportError(failure));
        waterMarkEventGenerator = windows.watermarkGenerator();
        start();
    }

    /** Creates the windows of this task; by default Storm-MC's in-memory engine, calling {@link #newListener}. */
    TaskWindows newWindows(Map<String, Object> topoConf, TopologyContext context, boolean eventTime, Object lock,
                           Thread.UncaughtExceptionHandler reporter) {
        return WindowedTask.create(topoConf, context, eventTime, false, newListener(bolt), lock, reporter);
    }

    /**
     * Starts the triggers and the periodic work (watermarks or slide timer); called at the end of prepare. A
     * subclass that must restore state first defers it and calls it later.
     */
    protected void start() {
        windows.start();
    }

    /** The collector the windowed bolt is prepared with: emits without anchors are anchored to the window. */
    OutputCollector boltCollector(OutputCollector collector) {
        windowCollector = new WindowAnchoringCollector(collector);
        return windowCollector;
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
                if (windowCollector != null) {
                    windowCollector.anchorTo(window);
                }
                windowedBolt.execute(new TupleWindowImpl(window, newTuples, expired, start, end));
            }
        };
    }

    /** Acks a late tuple, which no window takes. */
    void ackLate(Tuple input) {
        collector.ack(input);
    }

    @Override
    public void execute(Tuple input) {
        synchronized (lock) {
            windows.checkTimerFailure();
            if (extractor == null) {
                windows.add(input, Time.currentTimeMillis());
                return;
            }
            long ts = extractor.extractTimestamp(input);
            if (waterMarkEventGenerator.track(input.getSourceGlobalStreamId(), ts)) {
                windows.add(input, ts);
                return;
            }
            String lateStream = windows.lateStream();
            if (lateStream != null) {
                collector.emit(lateStream, Collections.singletonList(input), new Values(input));
            } else {
                LOG.info("Received a late tuple {} with ts {}; it is acked without being processed", input, ts);
            }
            ackLate(input);
        }
    }

    /** Storm's window manager computing this task's windows; null on Storm-MC's in-memory engine. */
    WindowManager<Tuple> getWindowManager() {
        return windows == null ? null : windows.windowManager();
    }

    @Override
    public void cleanup() {
        if (windows != null) {
            windows.stop();
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
        Map<String, Object> conf = bolt.getComponentConfiguration();
        return conf != null ? conf : Collections.emptyMap(); // never null, as Storm's
    }

    /** The monitor held while the windowed bolt runs (by execute and by the timer thread). */
    Object windowLock() {
        return lock;
    }
}
