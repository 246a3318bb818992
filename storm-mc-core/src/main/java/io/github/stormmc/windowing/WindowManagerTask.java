package io.github.stormmc.windowing;

import java.util.Collection;
import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.utils.Time;
import org.apache.storm.windowing.CountEvictionPolicy;
import org.apache.storm.windowing.CountTriggerPolicy;
import org.apache.storm.windowing.Event;
import org.apache.storm.windowing.EvictionPolicy;
import org.apache.storm.windowing.StatefulWindowManager;
import org.apache.storm.windowing.TimeEvictionPolicy;
import org.apache.storm.windowing.TriggerPolicy;
import org.apache.storm.windowing.WaterMarkEventGenerator;
import org.apache.storm.windowing.WatermarkCountEvictionPolicy;
import org.apache.storm.windowing.WatermarkCountTriggerPolicy;
import org.apache.storm.windowing.WatermarkTimeEvictionPolicy;
import org.apache.storm.windowing.WatermarkTimeTriggerPolicy;
import org.apache.storm.windowing.WindowLifecycleListener;
import org.apache.storm.windowing.WindowManager;

/**
 * The windows of one task computed as Storm computes them, by a {@link WindowManager} with Storm's eviction and
 * trigger policies over a queue the caller supplies: what a persistent window needs, whose queue is a
 * {@code WindowState} and whose policies' positions are checkpointed with it. Storm gives such a task a timer thread
 * for processing-time slides and another for watermarks; here both run through the task's {@link TaskTimer}.
 */
public final class WindowManagerTask implements TaskWindows {
    private final WindowSpec spec;
    private final WindowManager<Tuple> manager;
    private final TriggerPolicy<Tuple, ?> trigger;
    private final WaterMarkEventGenerator<Tuple> generator;
    private final TaskTimer timer;
    private boolean started;

    private WindowManagerTask(WindowSpec spec, WindowManager<Tuple> manager, TriggerPolicy<Tuple, ?> trigger,
                              WaterMarkEventGenerator<Tuple> generator, TaskTimer timer) {
        this.spec = spec;
        this.manager = manager;
        this.trigger = trigger;
        this.generator = generator;
        this.timer = timer;
    }

    /**
     * Reads and validates the window configuration and sets up a manager over the queue; nothing fires until
     * {@link #start}.
     *
     * @param eventTime whether the bolt has a timestamp extractor
     * @param ackedAtCheckpoints a persistent window: it need not fit in the message timeout or max spout pending
     * @param stateful a {@link StatefulWindowManager} (windows as iterators over the queue) rather than a plain one
     * @param lock the monitor {@code execute} holds
     * @param reporter told of a failure of the periodic work (the task's error reporter)
     */
    public static WindowManagerTask create(Map<String, Object> conf, TopologyContext context, boolean eventTime,
                                           boolean ackedAtCheckpoints, boolean stateful,
                                           WindowLifecycleListener<Tuple> listener, Collection<Event<Tuple>> queue,
                                           Object lock, Thread.UncaughtExceptionHandler reporter) {
        WindowSpec spec = WindowSpec.read(conf, eventTime, context == null ? null : context.getThisStreams(),
            ackedAtCheckpoints);
        WindowManager<Tuple> manager = stateful ? new StatefulWindowManager<>(listener, queue)
            : new WindowManager<>(listener, queue);
        EvictionPolicy<Tuple, ?> eviction = evictionPolicy(spec);
        TriggerPolicy<Tuple, ?> trigger = triggerPolicy(spec, manager, eviction);
        manager.setEvictionPolicy(eviction);
        manager.setTriggerPolicy(trigger);
        WaterMarkEventGenerator<Tuple> generator = spec.eventTime ? new WaterMarkEventGenerator<>(manager,
            (int) spec.watermarkIntervalMs, (int) spec.lagMs, WindowedTask.inputStreams(context)) : null;
        return new WindowManagerTask(spec, manager, trigger, generator, new TaskTimer(context, lock, reporter));
    }

    private static EvictionPolicy<Tuple, ?> evictionPolicy(WindowSpec spec) {
        if (spec.lengthCount != null) {
            return spec.eventTime ? new WatermarkCountEvictionPolicy<>(spec.lengthCount)
                : new CountEvictionPolicy<>(spec.lengthCount);
        }
        int lengthMs = spec.lengthMs.intValue();
        return spec.eventTime ? new WatermarkTimeEvictionPolicy<>(lengthMs, (int) spec.lagMs)
            : new TimeEvictionPolicy<>(lengthMs);
    }

    private static TriggerPolicy<Tuple, ?> triggerPolicy(WindowSpec spec, WindowManager<Tuple> manager,
                                                         EvictionPolicy<Tuple, ?> eviction) {
        if (spec.slideCount != null) {
            return spec.eventTime ? new WatermarkCountTriggerPolicy<>(spec.slideCount, manager, eviction, manager)
                : new CountTriggerPolicy<>(spec.slideCount, manager, eviction);
        }
        return spec.eventTime ? new WatermarkTimeTriggerPolicy<>(spec.slideMs, manager, eviction, manager)
            : new TimerTriggerPolicy<>(spec.slideMs, manager, eviction);
    }

    @Override
    public void start() {
        if (started) {
            return;
        }
        started = true;
        trigger.start();
        if (generator != null) {
            timer.every(spec.watermarkIntervalMs, generator);
        } else if (trigger instanceof TimerTriggerPolicy<?> timed) {
            timer.every(spec.slideMs, () -> timed.fire(Time.currentTimeMillis()));
        }
    }

    @Override
    public WaterMarkEventGenerator<Tuple> watermarkGenerator() {
        return generator;
    }

    @Override
    public String lateStream() {
        return spec.lateStream;
    }

    @Override
    public void add(Tuple input, long timestamp) {
        manager.add(input, timestamp);
    }

    @Override
    public void checkTimerFailure() {
        timer.checkFailure();
    }

    @Override
    public WindowManager<Tuple> windowManager() {
        return manager;
    }

    @Override
    public void stop() {
        timer.stop();
        manager.shutdown();
        if (generator != null) {
            generator.shutdown();
        }
    }
}
