package io.github.stormmc.windowing;

import org.apache.storm.tuple.Tuple;
import org.apache.storm.windowing.WaterMarkEventGenerator;
import org.apache.storm.windowing.WindowManager;

/**
 * The windows of one windowed bolt task, as {@code WindowedBoltExecutor} drives them: created at prepare, started
 * once the task may fire windows, fed the tuples that are not late. Call every method under the task's lock.
 */
public interface TaskWindows {

    /** Event time: the watermark source (tracks each input's progress, says whether a tuple is late); else null. */
    WaterMarkEventGenerator<Tuple> watermarkGenerator();

    /** The stream for late tuples, or null. */
    String lateStream();

    /** Starts the triggers and the periodic work (slide timer or watermarks); until then no window fires. */
    void start();

    /** Adds a tuple that is not late, with its timestamp (arrival time in processing time). */
    void add(Tuple input, long timestamp);

    /** Rethrows a failure of the periodic work, so the task is restarted. */
    void checkTimerFailure();

    /** Storm's window manager computing these windows, or null when Storm-MC's in-memory engine computes them. */
    WindowManager<Tuple> windowManager();

    void stop();
}
