package org.apache.storm.topology;

import io.github.stormmc.windowing.WindowListener;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.storm.Config;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.state.KeyValueState;
import org.apache.storm.state.State;
import org.apache.storm.state.StateFactory;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Tuple;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A windowed bolt with state whose window is kept in memory, as Storm runs it: windows as {@link WindowedBoltExecutor}
 * computes them, state and checkpoint hooks passed to the bolt. {@code TopologyBuilder} wraps it in a
 * {@link StatefulBoltExecutor}, which holds tuples back until the state is initialised and releases acks (given when
 * tuples leave the window) at each commit.
 *
 * <p>Tuples must carry a message id (a long, field {@code topology.bolts.message.id.field.name}, set by
 * {@code withMessageIdField}) that grows along each source task's stream. After every window the executor records,
 * per source task and stream, the largest id that expired and the largest that was evaluated, in its own key-value
 * state (namespace {@code <component>-<task>-window}), committed with the bolt's. After a restart, replayed tuples are
 * sorted by those marks: an id at or below the last expired one is acked and dropped, one up to the last evaluated
 * one refills the window without firing it, and the first one past it ends recovery for its stream; the windows fire
 * again once every stream has recovered, starting with the tuples held back meanwhile.
 */
public class StatefulWindowedBoltExecutor<T extends State> extends WindowedBoltExecutor implements IStatefulBolt<T> {
    private static final long serialVersionUID = 1L;
    private static final Logger LOG = LoggerFactory.getLogger(StatefulWindowedBoltExecutor.class);
    private final IStatefulWindowedBolt<T> statefulBolt;
    private transient String msgIdField;
    private transient TopologyContext context;
    private transient OutputCollector collector;
    private transient KeyValueState<TaskStream, WindowState> streamState;
    /** Streams still recovering, with the marks they recover to. */
    private transient Map<TaskStream, WindowState> recovering;
    /** Tuples past their stream's marks that arrived while other streams recover. */
    private transient List<Tuple> pending;
    private transient boolean stateInitialized;
    private transient boolean prePrepared;

    public StatefulWindowedBoltExecutor(IStatefulWindowedBolt<T> bolt) {
        super(bolt);
        this.statefulBolt = bolt;
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        prepare(topoConf, context, collector, streamState(topoConf, context));
    }

    void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector,
                 KeyValueState<TaskStream, WindowState> windowState) {
        Object field = topoConf.get(Config.TOPOLOGY_BOLTS_MESSAGE_ID_FIELD_NAME);
        if (field == null) {
            throw new IllegalArgumentException(Config.TOPOLOGY_BOLTS_MESSAGE_ID_FIELD_NAME + " is not set: a stateful"
                + " windowed bolt without persistence needs withMessageIdField to recover its window");
        }
        msgIdField = (String) field;
        this.context = context;
        this.collector = collector;
        streamState = windowState;
        recovering = new HashMap<>();
        pending = new ArrayList<>();
        stateInitialized = false;
        prePrepared = false;
        super.prepare(topoConf, context, collector);
    }

    @SuppressWarnings("unchecked")
    private static KeyValueState<TaskStream, WindowState> streamState(Map<String, Object> topoConf,
                                                                      TopologyContext context) {
        String namespace = context.getThisComponentId() + "-" + context.getThisTaskId() + "-window";
        return (KeyValueState<TaskStream, WindowState>) StateFactory.getState(namespace, topoConf, context);
    }

    @Override
    protected void start() {
        // the windows may fire only once the marks are read and every stream has recovered
        if (stateInitialized && recovering.isEmpty()) {
            super.start();
        }
    }

    @Override
    public void execute(Tuple input) {
        if (!stateInitialized) {
            throw new IllegalStateException("execute called before initState, with tuple " + input);
        }
        synchronized (windowLock()) {
            if (recovering.isEmpty()) {
                super.execute(input);
            } else {
                recover(input);
            }
        }
    }

    /** Sorts a tuple that arrives while some stream recovers by its stream's marks. */
    private void recover(Tuple input) {
        TaskStream stream = TaskStream.fromTuple(input);
        WindowState marks = recovering.get(stream);
        if (marks == null) {
            pending.add(input); // its stream has recovered (or has nothing to recover)
            return;
        }
        long id = msgId(input);
        if (id <= marks.lastExpired) {
            collector.ack(input); // it left a window before the restart
        } else if (id <= marks.lastEvaluated) {
            super.execute(input); // it was in the last window: back into it, without firing
        } else {
            pending.add(input);
            recovering.remove(stream);
            if (recovering.isEmpty()) {
                LOG.debug("Recovery complete, executing {} held-back tuples", pending.size());
                super.start();
                for (Tuple t : pending) {
                    super.execute(t);
                }
                pending.clear();
            }
        }
    }

    @Override
    public void initState(T state) {
        if (stateInitialized) {
            LOG.warn("initState called again; ignored");
            return;
        }
        statefulBolt.initState(state);
        for (GlobalStreamId stream : context.getThisSources().keySet()) {
            for (int task : context.getComponentTasks(stream.get_componentId())) {
                TaskStream key = new TaskStream(task, stream);
                WindowState marks = streamState.get(key);
                if (marks != null) {
                    recovering.put(key, marks);
                }
            }
        }
        stateInitialized = true;
        start();
    }

    @Override
    public void prePrepare(long txid) {
        if (!stateInitialized) {
            LOG.warn("prePrepare before initState; the window marks are not prepared");
        } else if (recovering.isEmpty()) {
            streamState.prepareCommit(txid);
            prePrepared = true;
        } else {
            LOG.debug("Still recovering: the window marks are not prepared for txid {}", txid);
        }
    }

    @Override
    public void preCommit(long txid) {
        if (!stateInitialized || (recovering.isEmpty() && prePrepared)) {
            streamState.commit(txid);
        } else {
            LOG.debug("Still recovering: the window marks are not committed for txid {}", txid);
        }
    }

    @Override
    public void preRollback() {
        streamState.rollback();
    }

    @Override
    WindowListener newListener(IWindowedBolt windowedBolt) {
        WindowListener windows = super.newListener(windowedBolt);
        return new WindowListener() {
            @Override
            public void onExpiry(List<Tuple> expired) {
                windows.onExpiry(expired);
            }

            @Override
            public void onActivation(List<Tuple> window, List<Tuple> newTuples, List<Tuple> expired, Long start,
                                     Long end) {
                if (!recovering.isEmpty()) {
                    throw new IllegalStateException("A window fired while recovering (streams " + recovering.keySet()
                        + "): window " + window + ", new " + newTuples + ", expired " + expired);
                }
                windows.onActivation(window, newTuples, expired, start, end);
                recordMarks(expired, newTuples);
            }
        };
    }

    /** Raises the marks of each stream by the ids that expired and the new ids that were evaluated. */
    private void recordMarks(List<Tuple> expired, List<Tuple> newTuples) {
        Map<TaskStream, WindowState> marks = new HashMap<>();
        for (Tuple t : expired) {
            marks.compute(TaskStream.fromTuple(t), (k, m) -> (m == null ? WindowState.NONE : m).expired(msgId(t)));
        }
        for (Tuple t : newTuples) {
            marks.compute(TaskStream.fromTuple(t), (k, m) -> (m == null ? WindowState.NONE : m).evaluated(msgId(t)));
        }
        for (Map.Entry<TaskStream, WindowState> e : marks.entrySet()) {
            WindowState stored = streamState.get(e.getKey());
            streamState.put(e.getKey(), stored == null ? e.getValue() : stored.max(e.getValue()));
        }
    }

    private long msgId(Tuple input) {
        return input.getLongByField(msgIdField);
    }

    /**
     * Per source task and stream, the largest message id that has expired from a window and the largest that has
     * been evaluated in one ({@link Long#MIN_VALUE}: none yet).
     */
    static class WindowState {
        static final WindowState NONE = new WindowState(Long.MIN_VALUE, Long.MIN_VALUE);
        private long lastExpired;
        private long lastEvaluated;

        WindowState() {
            // for the state serializer
        }

        WindowState(long lastExpired, long lastEvaluated) {
            this.lastExpired = lastExpired;
            this.lastEvaluated = lastEvaluated;
        }

        WindowState expired(long id) {
            return new WindowState(Math.max(lastExpired, id), lastEvaluated);
        }

        WindowState evaluated(long id) {
            return new WindowState(lastExpired, Math.max(lastEvaluated, id));
        }

        WindowState max(WindowState other) {
            return new WindowState(Math.max(lastExpired, other.lastExpired),
                Math.max(lastEvaluated, other.lastEvaluated));
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof WindowState w && w.getClass() == getClass() && lastExpired == w.lastExpired
                && lastEvaluated == w.lastEvaluated;
        }

        @Override
        public int hashCode() {
            return 31 * Long.hashCode(lastExpired) + Long.hashCode(lastEvaluated);
        }

        @Override
        public String toString() {
            return "WindowState{lastExpired=" + lastExpired + ", lastEvaluated=" + lastEvaluated + '}';
        }
    }

    /** A source task's stream: the unit along which message ids grow. */
    static class TaskStream {
        private int sourceTask;
        private GlobalStreamId streamId;

        TaskStream() {
            // for the state serializer
        }

        TaskStream(int sourceTask, GlobalStreamId streamId) {
            this.sourceTask = sourceTask;
            this.streamId = streamId;
        }

        static TaskStream fromTuple(Tuple input) {
            return new TaskStream(input.getSourceTask(), input.getSourceGlobalStreamId());
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof TaskStream t && t.getClass() == getClass() && sourceTask == t.sourceTask
                && Objects.equals(streamId, t.streamId);
        }

        @Override
        public int hashCode() {
            return 31 * Objects.hashCode(streamId) + sourceTask;
        }

        @Override
        public String toString() {
            return "TaskStream{sourceTask=" + sourceTask + ", streamId=" + streamId + '}';
        }
    }
}
