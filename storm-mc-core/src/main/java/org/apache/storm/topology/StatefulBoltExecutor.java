package org.apache.storm.topology;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.storm.spout.CheckPointState.Action;
import org.apache.storm.spout.CheckpointSpout;
import org.apache.storm.state.State;
import org.apache.storm.state.StateFactory;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

/**
 * Runs an {@link IStatefulBolt} in the checkpoint protocol. Its state (namespace {@code <component>-<task>}) comes
 * from {@link StateFactory}; tuples arriving before INITSTATE wait. Acks by the bolt are held back until the state
 * that includes them is committed (PREPARE snapshots, COMMIT makes it durable and releases the acks); a ROLLBACK
 * returns to the committed state and fails the held-back tuples so they are replayed. The result: every acked tuple
 * is in the committed state exactly once.
 */
public class StatefulBoltExecutor<T extends State> extends BaseStatefulBoltExecutor {
    private static final long serialVersionUID = 1L;
    private final IStatefulBolt<T> bolt;
    private transient State state;
    private transient boolean initialized;
    private transient List<Tuple> waiting;
    private transient List<Tuple> acked;
    private transient List<Tuple> prepared;

    public StatefulBoltExecutor(IStatefulBolt<T> bolt) {
        this.bolt = bolt;
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        String namespace = context.getThisComponentId() + "-" + context.getThisTaskId();
        prepare(topoConf, context, collector, StateFactory.getState(namespace, topoConf, context));
    }

    void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector, State state) {
        init(context, collector);
        this.state = state;
        initialized = false;
        waiting = new ArrayList<>();
        acked = new ArrayList<>();
        prepared = new ArrayList<>();
        bolt.prepare(topoConf, context, new OutputCollector(new AckHoldingCollector(collector)));
    }

    @Override
    public void cleanup() {
        try {
            bolt.cleanup();
        } finally {
            // This instance is going away (stop, or a crash and restart): what it held back is not committed.
            failAll(waiting);
            failAll(acked);
            failAll(prepared);
        }
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
    protected void handleTuple(Tuple input) {
        if (initialized) {
            bolt.execute(input);
        } else {
            waiting.add(input);
        }
    }

    @Override
    protected void handleCheckpoint(Tuple checkpointTuple, Action action, long txid) {
        // A windowed bolt prepared outside an executor runs its timer on a thread of its own: checkpoint under its lock.
        if (bolt instanceof WindowedBoltExecutor windowed) {
            synchronized (windowed.windowLock()) {
                checkpoint(checkpointTuple, action, txid);
            }
        } else {
            checkpoint(checkpointTuple, action, txid);
        }
    }

    @SuppressWarnings("unchecked")
    private void checkpoint(Tuple checkpointTuple, Action action, long txid) {
        switch (action) {
            case INITSTATE:
                if (!initialized) {
                    bolt.initState((T) state);
                    initialized = true;
                }
                break;
            case PREPARE:
                if (!initialized) {
                    // a fresh instance (e.g. restarted after a crash) has nothing to prepare: failing the checkpoint
                    // makes the spout roll everyone back and send INITSTATE
                    collector.fail(checkpointTuple);
                    return;
                }
                bolt.prePrepare(txid);
                state.prepareCommit(txid);
                prepared.addAll(acked);
                acked.clear();
                break;
            case COMMIT:
                // As in Storm, even before INITSTATE: the bolt's preCommit runs and the state commits (an
                // uninitialized instance has prepared nothing, so no held-back acks are released).
                bolt.preCommit(txid);
                state.commit(txid);
                ackAll(prepared);
                break;
            case ROLLBACK:
                bolt.preRollback(); // as in Storm, initialized or not
                state.rollback();
                failAll(prepared);
                failAll(acked);
                break;
            default:
                throw new IllegalStateException("Unknown checkpoint action " + action);
        }
        collector.emit(CheckpointSpout.CHECKPOINT_STREAM_ID, checkpointTuple, new Values(txid, action));
        collector.ack(checkpointTuple);
        // Each waiting tuple leaves the list only once executed: if the bolt throws, cleanup fails the rest.
        while (initialized && !waiting.isEmpty()) {
            bolt.execute(waiting.get(0));
            waiting.remove(0);
        }
    }

    private void ackAll(List<Tuple> tuples) {
        for (Tuple t : tuples) {
            collector.ack(t);
        }
        tuples.clear();
    }

    private void failAll(List<Tuple> tuples) {
        if (tuples == null) {
            return;
        }
        for (Tuple t : tuples) {
            collector.fail(t);
        }
        tuples.clear();
    }

    /** The bolt's collector: emits and fails pass through, acks wait for the commit. */
    private final class AckHoldingCollector extends ForwardingCollector {
        AckHoldingCollector(OutputCollector delegate) {
            super(delegate);
        }

        @Override
        public void ack(Tuple input) {
            acked.add(input);
        }
    }
}
