package org.apache.storm.topology;

import java.util.Map;
import org.apache.storm.spout.CheckPointState.Action;
import org.apache.storm.spout.CheckpointSpout;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

/** Wraps a bolt without state in a stateful topology: passes data tuples to it and checkpoints on downstream. */
public class CheckpointTupleForwarder extends BaseStatefulBoltExecutor {
    private static final long serialVersionUID = 1L;
    private final IRichBolt bolt;

    public CheckpointTupleForwarder(IRichBolt bolt) {
        this.bolt = bolt;
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        init(context, collector);
        bolt.prepare(topoConf, context, collector);
    }

    @Override
    public void cleanup() {
        bolt.cleanup();
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        bolt.declareOutputFields(declarer);
        declareCheckpointStream(declarer);
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return bolt.getComponentConfiguration();
    }

    @Override
    protected void handleCheckpoint(Tuple checkpointTuple, Action action, long txid) {
        collector.emit(CheckpointSpout.CHECKPOINT_STREAM_ID, checkpointTuple, new Values(txid, action));
        collector.ack(checkpointTuple);
    }

    @Override
    protected void handleTuple(Tuple input) {
        bolt.execute(input);
    }
}
