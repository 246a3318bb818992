package io.github.stormmc.benchmarks.common;

import java.util.List;
import java.util.Map;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.base.BaseRichSpout;

/**
 * The emitting half every benchmark spout shares: pacing, the timestamp field, message ids for the acked variant,
 * and counting of emitted, acked and failed tuples. Subclasses only produce values.
 */
public abstract class MeteredSpout extends BaseRichSpout {

    /** Suffix of the meter that counts a spout's acked tuples. */
    public static final String ACKED_SUFFIX = "#acked";
    /** Suffix of the meter that counts a spout's failed tuples. */
    public static final String FAILED_SUFFIX = "#failed";

    private transient SpoutOutputCollector collector;
    private transient TaskMeter emitted;
    private transient TaskMeter acked;
    private transient TaskMeter failed;
    private transient Pacer pacer;
    private transient boolean withMessageIds;
    private transient boolean finite;
    private transient long nextMessageId;
    private transient int taskIndex;
    private transient int taskCount;
    private transient boolean gated;
    private transient boolean idle;
    private transient int permits;

    @Override
    public final void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        this.collector = collector;
        String component = context.getThisComponentId();
        int task = context.getThisTaskId();
        this.emitted = Meters.register(component, task);
        this.acked = Meters.register(component + ACKED_SUFFIX, task);
        this.failed = Meters.register(component + FAILED_SUFFIX, task);
        this.pacer = new Pacer(BenchConf.getLong(conf, BenchConf.RATE_PER_TASK, 0));
        this.withMessageIds = BenchConf.getBoolean(conf, BenchConf.ACKED);
        this.finite = BenchConf.getBoolean(conf, BenchConf.FINITE);
        this.gated = BenchConf.getBoolean(conf, BenchConf.GATED);
        this.idle = BenchConf.getBoolean(conf, BenchConf.IDLE);
        this.taskIndex = context.getThisTaskIndex();
        this.taskCount = context.getComponentTasks(component).size();
        openSource(conf, context);
    }

    /** This task's index among the spout's tasks: in finite runs the tasks share the input by index. */
    protected int taskIndex() {
        return taskIndex;
    }

    protected int taskCount() {
        return taskCount;
    }

    /** Loads or opens what the spout emits; throw with a message naming what is missing. */
    protected abstract void openSource(Map<String, Object> conf, TopologyContext context);

    /**
     * The next tuple's values, ending with the given timestamp, or null when a finite run has nothing left.
     *
     * @param finite true when the input should be emitted once, split between the spout's tasks, rather than
     *     looped over by every task
     */
    protected abstract List<Object> nextValues(long timestamp, boolean finite);

    @Override
    public final void nextTuple() {
        if (idle) {
            return;
        }
        if (gated && permits == 0 && (permits = Gate.take()) == 0) {
            return;
        }
        long timestamp = pacer.next();
        if (timestamp < 0) {
            return;
        }
        List<Object> values = nextValues(timestamp, finite);
        if (values == null) {
            return;
        }
        if (withMessageIds) {
            collector.emit(values, nextMessageId++);
        } else {
            collector.emit(values);
        }
        emitted.increment();
        if (gated) {
            permits--;
        }
    }

    @Override
    public void ack(Object msgId) {
        acked.increment();
    }

    @Override
    public void fail(Object msgId) {
        failed.increment();
    }
}
