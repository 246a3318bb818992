package org.apache.storm.drpc;

import java.util.Map;
import org.apache.storm.coordination.CoordinatedBolt.FinishedCallback;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.BasicBoltExecutor;
import org.apache.storm.topology.IBasicBolt;
import org.apache.storm.topology.IRichBolt;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Tuple;

/**
 * Storm runs the wrapped bolt on a thread of its own that takes queued tuples round robin by request id, so one large
 * request cannot starve the others. Storm-MC keeps every callback of a task on the task's executor thread, so the
 * wrapped bolt executes each tuple as it arrives (arrival order, no reordering across ids); completion callbacks are
 * passed on when the wrapped bolt wants them.
 */
public class KeyedFairBolt implements IRichBolt, FinishedCallback {
    private static final long serialVersionUID = 1L;

    IRichBolt delegate;
    FinishedCallback callback;

    public KeyedFairBolt(IRichBolt delegate) {
        this.delegate = delegate;
        this.callback = delegate instanceof FinishedCallback finished ? finished : null;
    }

    public KeyedFairBolt(IBasicBolt delegate) {
        this(new BasicBoltExecutor(delegate));
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        delegate.prepare(topoConf, context, collector);
    }

    @Override
    public void execute(Tuple input) {
        delegate.execute(input);
    }

    @Override
    public void cleanup() {
        delegate.cleanup();
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        delegate.declareOutputFields(declarer);
    }

    @Override
    public void finishedId(Object id) {
        if (callback != null) {
            callback.finishedId(id);
        }
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return delegate.getComponentConfiguration();
    }
}
