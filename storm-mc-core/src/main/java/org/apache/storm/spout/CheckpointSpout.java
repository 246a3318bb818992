package org.apache.storm.spout;

import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.state.KeyValueState;
import org.apache.storm.state.StateFactory;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.apache.storm.utils.ObjectReader;

/**
 * Drives checkpointing of a topology's stateful bolts ({@code TopologyBuilder} adds it as {@code $checkpointspout}):
 * broadcasts INITSTATE on start and after a failure, then PREPARE and COMMIT every
 * {@code topology.state.checkpoint.interval.ms}; each action waits for the previous one to be acked through the whole
 * topology, and a failed action switches to recovery (ROLLBACK, then INITSTATE). Its own progress is kept in state.
 */
public class CheckpointSpout extends BaseRichSpout {
    private static final long serialVersionUID = 1L;
    public static final String CHECKPOINT_STREAM_ID = "$checkpoint";
    public static final String CHECKPOINT_COMPONENT_ID = "$checkpointspout";
    public static final String CHECKPOINT_FIELD_TXID = "txid";
    public static final String CHECKPOINT_FIELD_ACTION = "action";
    private static final String STATE_KEY = "__state";
    private static final int DEFAULT_INTERVAL_MS = 1000;

    private transient SpoutOutputCollector collector;
    private transient KeyValueState<String, CheckPointState> progressState;
    private transient CheckPointState progress;
    private transient boolean recovering;
    private transient boolean inFlight;
    private transient boolean inFlightRecovering;
    private transient CheckPointState.Action inFlightAction;
    private transient long intervalMs;
    private transient long lastCheckpointMs;

    public CheckpointSpout() {
    }

    public static boolean isCheckpoint(Tuple input) {
        return CHECKPOINT_STREAM_ID.equals(input.getSourceStreamId());
    }

    @Override
    @SuppressWarnings("unchecked")
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        this.collector = collector;
        intervalMs = ObjectReader.getInt(conf.get(Config.TOPOLOGY_STATE_CHECKPOINT_INTERVAL), DEFAULT_INTERVAL_MS);
        progressState = (KeyValueState<String, CheckPointState>) StateFactory.getState(
            CHECKPOINT_COMPONENT_ID + "-" + context.getThisTaskId(), conf, context);
        progress = progressState.get(STATE_KEY, new CheckPointState(0, CheckPointState.State.COMMITTED));
        recovering = true; // every start (and restart) begins by initialising the bolts' state
        inFlight = false;
        lastCheckpointMs = 0;
    }

    @Override
    public void nextTuple() {
        if (inFlight) {
            return;
        }
        long now = System.currentTimeMillis();
        boolean midTransaction = progress.getState() != CheckPointState.State.COMMITTED;
        if (!recovering && !midTransaction && now - lastCheckpointMs < intervalMs) {
            return;
        }
        CheckPointState.Action action = progress.nextAction(recovering);
        if (!recovering && (action == CheckPointState.Action.PREPARE || action == CheckPointState.Action.COMMIT)) {
            // Recorded before broadcasting: if this step fails, recovery knows whether to roll back a prepared
            // transaction (PREPARING) or finish a commit that may have reached some bolts (COMMITTING).
            save(progress.nextState(false));
            if (action == CheckPointState.Action.PREPARE) {
                lastCheckpointMs = now;
            }
        }
        inFlight = true;
        inFlightRecovering = recovering;
        inFlightAction = action;
        collector.emit(CHECKPOINT_STREAM_ID, new Values(progress.getTxid(), action), progress.getTxid());
    }

    @Override
    public void ack(Object msgId) {
        switch (inFlightAction) {
            case INITSTATE:
                recovering = false;
                break;
            case COMMIT:
            case ROLLBACK:
                save(progress.nextState(inFlightRecovering));
                break;
            default:
                break; // PREPARE: PREPARING was recorded before it was sent
        }
        inFlight = false;
    }

    private void save(CheckPointState next) {
        progress = next;
        progressState.put(STATE_KEY, next);
        progressState.commit();
    }

    @Override
    public void fail(Object msgId) {
        recovering = true;
        inFlight = false;
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declareStream(CHECKPOINT_STREAM_ID, new Fields(CHECKPOINT_FIELD_TXID, CHECKPOINT_FIELD_ACTION));
    }
}
