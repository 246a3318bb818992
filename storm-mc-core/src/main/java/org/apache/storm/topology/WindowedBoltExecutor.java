package org.apache.storm.topology;

import io.github.stormmc.windowing.WindowListener;
import io.github.stormmc.windowing.WindowedTask;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs an {@link IWindowedBolt} as a plain bolt: tuples are collected into windows, the bolt is called once per
 * window, and each tuple is acked when it leaves the window. The windows, watermarks and triggers are Storm-MC's
 * windowing engine ({@link WindowedTask}): time triggers and watermarks run on the task's own executor thread (Storm
 * gives each windowed task a timer thread; here that would cost a thread per task) and hold the same lock as
 * {@link #execute}, so the windowed bolt is never called concurrently.
 */
public class WindowedBoltExecutor implements IRichBolt {
    private static final long serialVersionUID = 1L;
    private static final Logger LOG = LoggerFactory.getLogger(WindowedBoltExecutor.class);
    public static final String LATE_TUPLE_FIELD = "late_tuple";

    private final IWindowedBolt bolt;
    private transient Object lock;
    private transient OutputCollector collector;
    private transient WindowedTask windows;
    private transient TimestampExtractor extractor;
    /**
     * With a timestamp extractor, the watermark source as Storm's executor has it: running it advances this task's
     * watermark at once (the engine also advances it every watermark interval), as Storm's own tests do by hand.
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
        windows = WindowedTask.start(topoConf, context, extractor != null, acksAtCheckpoints(), newListener(bolt), lock,
            (thread, failure) -> this.collector.reportError(failure));
        if (extractor != null) {
            WindowedTask task = windows;
            Object monitor = lock;
            waterMarkEventGenerator = new WaterMarkEventGenerator<>(null, 0, 0, Set.of()) {
                @Override
                public void run() {
                    synchronized (monitor) {
                        task.advanceWatermarkNow();
                    }
                }
            };
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

    /** The windowing engine of this task, for subclasses that checkpoint and restore it. */
    WindowedTask windows() {
        return windows;
    }

    @Override
    public void execute(Tuple input) {
        synchronized (lock) {
            windows.checkTimerFailure();
            long ts = extractor == null ? Time.currentTimeMillis() : extractor.extractTimestamp(input);
            if (extractor != null && windows.isLate(ts)) {
                String lateStream = windows.lateStream();
                if (lateStream != null) {
                    collector.emit(lateStream, Collections.singletonList(input), new Values(input));
                } else {
                    LOG.info("Received a late tuple {} with ts {}; it is acked without being processed", input, ts);
                }
                collector.ack(input);
                return;
            }
            added(input, ts);
            windows.add(input, ts);
        }
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
