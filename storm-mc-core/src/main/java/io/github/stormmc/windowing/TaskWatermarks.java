package io.github.stormmc.windowing;

import java.util.Set;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.windowing.WaterMarkEventGenerator;

/**
 * The watermark source of an event-time task on Storm-MC's in-memory engine, in the shape of Storm's
 * {@link WaterMarkEventGenerator}: {@link #track} records a tuple's stream progress and says whether it is on time;
 * {@link #run} advances the watermark now (the task's timer also does so every watermark interval), as Storm's tests
 * do by hand. It starts no thread of its own.
 */
final class TaskWatermarks extends WaterMarkEventGenerator<Tuple> {
    private final WatermarkTracker tracker;
    private final Runnable advance;
    private final Object lock;

    TaskWatermarks(WatermarkTracker tracker, Runnable advance, Object lock) {
        super(null, 0, 0, Set.of());
        this.tracker = tracker;
        this.advance = advance;
        this.lock = lock;
    }

    @Override
    public boolean track(GlobalStreamId stream, long ts) {
        tracker.track(stream, ts);
        return !tracker.isLate(ts);
    }

    @Override
    public void run() {
        synchronized (lock) {
            advance.run();
        }
    }

    @Override
    public void start() {
        // the task's timer advances the watermark
    }

    @Override
    public void shutdown() {
        // no thread to stop
    }
}
