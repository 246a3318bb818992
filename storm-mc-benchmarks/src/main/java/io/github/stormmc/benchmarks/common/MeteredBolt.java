package io.github.stormmc.benchmarks.common;

import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.utils.TupleUtils;

/**
 * The counting half every benchmark bolt shares. A basic bolt, so Storm anchors its emits to the input and acks
 * the input after {@link #handle}; with acking off that costs nothing, with the acked variant it builds tuple trees.
 * Tick tuples are passed to {@link #onTick} and not counted. Sinks also record end-to-end latency from the
 * tuple's last field (the spout's timestamp).
 */
public abstract class MeteredBolt extends BaseBasicBolt {

    private transient TaskMeter executed;
    private transient LatencyMeters.Recorder latency;
    private transient LatencyMeters.Recorder firstHop;

    @Override
    public final void prepare(Map<String, Object> conf, TopologyContext context) {
        executed = Meters.register(context.getThisComponentId(), context.getThisTaskId());
        if (isSink()) {
            latency = LatencyMeters.register();
        }
        if (endsFirstHop()) {
            firstHop = LatencyMeters.registerFirstHop();
        }
        setUp(conf, context);
    }

    /** Per-task initialisation; the default does nothing. */
    protected void setUp(Map<String, Object> conf, TopologyContext context) {
    }

    /** True for the components at the end of the measured path. */
    protected boolean isSink() {
        return false;
    }

    /** True for a component that times its input's arrival as the end of the path's first hop. */
    protected boolean endsFirstHop() {
        return false;
    }

    @Override
    public final void execute(Tuple input, BasicOutputCollector collector) {
        if (TupleUtils.isTick(input)) {
            onTick(collector);
            return;
        }
        if (firstHop != null) {
            firstHop.recordSince(input.getLong(input.size() - 1));
        }
        handle(input, collector);
        executed.increment();
        if (latency != null) {
            latency.recordSince(input.getLong(input.size() - 1));
        }
    }

    protected abstract void handle(Tuple input, BasicOutputCollector collector);

    /** Called for tick tuples; the default ignores them. */
    protected void onTick(BasicOutputCollector collector) {
    }
}
