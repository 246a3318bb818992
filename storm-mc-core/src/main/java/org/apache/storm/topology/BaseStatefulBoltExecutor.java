package org.apache.storm.topology;

import java.util.Map;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.Grouping;
import org.apache.storm.spout.CheckPointState.Action;
import org.apache.storm.spout.CheckpointSpout;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;

/**
 * Common part of the bolts of a stateful topology: separates checkpoint tuples from data tuples and acts on a
 * checkpoint only once it has arrived from every upstream task (a barrier), acking the earlier copies at once.
 */
public abstract class BaseStatefulBoltExecutor implements IRichBolt {
    private static final long serialVersionUID = 1L;

    protected OutputCollector collector;
    private transient int checkpointSources;
    private transient long pendingTxid;
    private transient Action pendingAction;
    private transient int received;

    public BaseStatefulBoltExecutor() {
    }

    protected void init(TopologyContext context, OutputCollector collector) {
        this.collector = collector;
        checkpointSources = 0;
        for (Map.Entry<GlobalStreamId, Grouping> input : context.getThisSources().entrySet()) {
            if (CheckpointSpout.CHECKPOINT_STREAM_ID.equals(input.getKey().get_streamId())) {
                checkpointSources += context.getComponentTasks(input.getKey().get_componentId()).size();
            }
        }
        pendingAction = null;
        received = 0;
    }

    @Override
    public void execute(Tuple input) {
        if (!CheckpointSpout.isCheckpoint(input)) {
            handleTuple(input);
            return;
        }
        long txid = input.getLongByField(CheckpointSpout.CHECKPOINT_FIELD_TXID);
        Action action = (Action) input.getValueByField(CheckpointSpout.CHECKPOINT_FIELD_ACTION);
        if (action != pendingAction || txid != pendingTxid) {
            pendingAction = action;
            pendingTxid = txid;
            received = 0;
        }
        if (++received >= checkpointSources) {
            received = 0;
            pendingAction = null;
            handleCheckpoint(input, action, txid);
        } else {
            collector.ack(input); // the last copy to arrive carries the checkpoint on
        }
    }

    protected void declareCheckpointStream(OutputFieldsDeclarer declarer) {
        declarer.declareStream(CheckpointSpout.CHECKPOINT_STREAM_ID,
            new Fields(CheckpointSpout.CHECKPOINT_FIELD_TXID, CheckpointSpout.CHECKPOINT_FIELD_ACTION));
    }

    protected abstract void handleTuple(Tuple input);

    protected abstract void handleCheckpoint(Tuple checkpointTuple, Action action, long txid);
}
