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
    /** The shortest checkpoint interval, as in Storm. */
    private static final int MIN_INTERVAL_MS = 100;

    private transient SpoutOutputCollector collector;
    private transient KeyValueState<String, CheckPointState> checkpointState;
    private transient CheckPointState current;
    private transient int intervalMs;
    private transient long lastCheckpointMs;
    private transient boolean recovering;
    private transient boolean recoveryStepInProgress;
    private transient boolean checkpointStepInProgress;

    public CheckpointSpout() {
    }

    public static boolean isCheckpoint(Tuple input) {
        return CHECKPOINT_STREAM_ID.equals(input.getSourceStreamId());
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        int interval = conf.get(Config.TOPOLOGY_STATE_CHECKPOINT_INTERVAL) instanceof Number n ? n.intValue() : 0;
        open(context, collector, Math.max(MIN_INTERVAL_MS, interval), loadState(conf, context));
    }

    /**
     * Opens on a given progress state and interval: the state's last saved transaction (or none) is where recovery
     * starts. Every open begins by recovering, i.e. by initialising (or rolling back) the bolts' state.
     */
    void open(TopologyContext context, SpoutOutputCollector collector, int checkpointInterval,
              KeyValueState<String, CheckPointState> checkpointState) {
        this.collector = collector;
        this.intervalMs = checkpointInterval;
        this.checkpointState = checkpointState;
        this.current = checkpointState.get(STATE_KEY);
        lastCheckpointMs = 0;
        recovering = true;
        recoveryStepInProgress = false;
        checkpointStepInProgress = false;
    }

    @SuppressWarnings("unchecked")
    private static KeyValueState<String, CheckPointState> loadState(Map<String, Object> conf, TopologyContext context) {
        KeyValueState<String, CheckPointState> state = (KeyValueState<String, CheckPointState>) StateFactory.getState(
            context.getThisComponentId() + "-" + context.getThisTaskId(), conf, context);
        if (state.get(STATE_KEY) == null) {
            state.put(STATE_KEY, new CheckPointState(-1, CheckPointState.State.COMMITTED)); // no transaction yet
            state.commit();
        }
        return state;
    }

    /**
     * Sends the next action when the previous one was acked: recovery actions first, then a new transaction every
     * interval (PREPARE, then COMMIT). Unlike Storm's, it does not sleep when there is nothing to send: the
     * executor's idle wait applies to a nextTuple that emits nothing.
     */
    @Override
    public void nextTuple() {
        if (recovering && !recoveryStepInProgress) {
            emit(current.nextAction(true));
            recoveryStepInProgress = true;
        } else if (!recovering && !checkpointStepInProgress
            && (current.getState() != CheckPointState.State.COMMITTED
                || System.currentTimeMillis() - lastCheckpointMs > intervalMs)) {
            if (current.getState() == CheckPointState.State.COMMITTED) {
                // saved before PREPARE goes out, so a failure of it is rolled back on recovery
                save(current.nextState(false));
                lastCheckpointMs = System.currentTimeMillis();
            }
            emit(current.nextAction(false));
            checkpointStepInProgress = true;
        }
    }

    private void emit(CheckPointState.Action action) {
        collector.emit(CHECKPOINT_STREAM_ID, new Values(current.getTxid(), action), current.getTxid());
    }

    @Override
    public void ack(Object msgId) {
        if (current.getTxid() == ((Number) msgId).longValue()) { // an ack of an earlier transaction changes nothing
            if (recovering) {
                CheckPointState next = current.nextState(true);
                if (next.equals(current)) {
                    recovering = false; // INITSTATE done
                } else {
                    save(next);
                }
            } else {
                save(current.nextState(false));
            }
        }
        stepDone();
    }

    @Override
    public void fail(Object msgId) {
        recovering = true;
        stepDone();
    }

    private void stepDone() {
        if (recovering) {
            recoveryStepInProgress = false;
        } else {
            checkpointStepInProgress = false;
        }
    }

    private void save(CheckPointState next) {
        checkpointState.put(STATE_KEY, next);
        checkpointState.commit();
        current = next;
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declareStream(CHECKPOINT_STREAM_ID, new Fields(CHECKPOINT_FIELD_TXID, CHECKPOINT_FIELD_ACTION));
    }
}
