package org.apache.storm.topology;

import io.github.stormmc.windowing.TaskWindows;
import io.github.stormmc.windowing.WindowManagerTask;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.apache.storm.Config;
import org.apache.storm.state.KeyValueState;
import org.apache.storm.state.State;
import org.apache.storm.state.StateFactory;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.utils.ObjectReader;
import org.apache.storm.windowing.TupleWindowIterImpl;
import org.apache.storm.windowing.WindowLifecycleListener;
import org.apache.storm.windowing.persistence.WindowState;
import org.apache.storm.windowing.persistence.WindowState.WindowPartition;

/**
 * A stateful windowed bolt whose window is checkpointed with its state ({@code withPersistence()}), as Storm runs it:
 * the window is a {@link WindowState} (events in partitions of a key-value state, a bounded number of them in memory)
 * that Storm's window manager and policies work on directly, so a window may be larger than memory. Each tuple joins
 * the window and is acked at once, and {@link StatefulBoltExecutor} releases that ack when the checkpoint that stores
 * the tuple commits; so a window may also hold more tuples, for longer, than the message timeout and max spout
 * pending allow. After a restart the task gets its window and its policies' positions back from the last commit,
 * while the tuples that came after it are replayed by their spouts.
 *
 * <p>The three key-value states come from {@code topology.state.provider}, in namespaces
 * {@code <component>-<task>-window} (partitions), {@code -window-partitions} (partition order) and
 * {@code -window-systemstate} (the policies' positions). The windowed bolt sees each window through iterators
 * ({@link TupleWindowIterImpl}), valid during its execute only. What it emits is not anchored to the window's tuples
 * (they were acked when they joined), and its acks and fails of window tuples are ignored. Windows start to fire
 * once the state is initialised.
 */
public class PersistentWindowedBoltExecutor<T extends State> extends WindowedBoltExecutor implements IStatefulBolt<T> {
    private static final long serialVersionUID = 1L;
    private final IStatefulWindowedBolt<T> statefulBolt;
    private transient OutputCollector collector;
    private transient WindowState<Tuple> state;
    private transient KeyValueState<String, Optional<?>> systemState;
    private transient Long windowLengthMs;
    private transient boolean stateInitialized;
    private transient boolean prePrepared;

    public PersistentWindowedBoltExecutor(IStatefulWindowedBolt<T> bolt) {
        super(bolt);
        this.statefulBolt = bolt;
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        String namespace = context.getThisComponentId() + "-" + context.getThisTaskId() + "-window";
        prepare(topoConf, context, collector, keyValueState(namespace, topoConf, context),
            keyValueState(namespace + "-partitions", topoConf, context),
            keyValueState(namespace + "-systemstate", topoConf, context));
    }

    void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector,
                 KeyValueState<Long, WindowPartition<Tuple>> windowState,
                 KeyValueState<String, Deque<Long>> partitionState,
                 KeyValueState<String, Optional<?>> windowSystemState) {
        checkCheckpointInterval(topoConf);
        this.collector = collector;
        this.systemState = windowSystemState;
        Object lengthMs = topoConf.get(Config.TOPOLOGY_BOLTS_WINDOW_LENGTH_DURATION_MS);
        windowLengthMs = lengthMs == null ? null : ObjectReader.getLong(lengthMs);
        stateInitialized = false;
        prePrepared = false;
        state = new WindowState<>(windowState, partitionState, windowSystemState,
            () -> getWindowManager().getState(), statefulBolt.maxEventsInMemory());
        super.prepare(topoConf, context, collector);
        restoreWindowSystemState();
    }

    /**
     * Tuples are acked when they join the window and the acks are released at the next commit, so a checkpoint
     * interval longer than the message timeout would make every tuple time out.
     */
    private static void checkCheckpointInterval(Map<String, Object> topoConf) {
        long interval = ObjectReader.getInt(topoConf.get(Config.TOPOLOGY_STATE_CHECKPOINT_INTERVAL), 1000);
        Object enabled = topoConf.get(Config.TOPOLOGY_ENABLE_MESSAGE_TIMEOUTS);
        long timeout = enabled != null && !ObjectReader.getBoolean(enabled, true) ? Integer.MAX_VALUE
            : ObjectReader.getInt(topoConf.get(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS), 30) * 1000L;
        if (interval > timeout) {
            throw new IllegalArgumentException(Config.TOPOLOGY_STATE_CHECKPOINT_INTERVAL + " " + interval
                + " is more than " + Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS + " value " + timeout);
        }
    }

    @SuppressWarnings("unchecked")
    private static <K, V> KeyValueState<K, V> keyValueState(String namespace, Map<String, Object> topoConf,
                                                             TopologyContext context) {
        State state = StateFactory.getState(namespace, topoConf, context);
        if (!(state instanceof KeyValueState)) {
            throw new IllegalStateException("A persistent window needs key-value state, but the state provider ("
                + "topology.state.provider) gave " + state.getClass().getName() + " for namespace " + namespace);
        }
        return (KeyValueState<K, V>) state;
    }

    @Override
    TaskWindows newWindows(Map<String, Object> topoConf, TopologyContext context, boolean eventTime, Object lock,
                           Thread.UncaughtExceptionHandler reporter) {
        return WindowManagerTask.create(topoConf, context, eventTime, true, true, newWindowListener(), state, lock,
            reporter);
    }

    /** Puts back the window policies' positions as the system state holds them. */
    private void restoreWindowSystemState() {
        Map<String, Optional<?>> positions = new HashMap<>();
        for (Map.Entry<String, Optional<?>> e : systemState) {
            positions.put(e.getKey(), e.getValue());
        }
        getWindowManager().restoreState(positions);
    }

    @Override
    protected void start() {
        if (stateInitialized) {
            super.start();
        }
    }

    @Override
    OutputCollector boltCollector(OutputCollector collector) {
        return new OutputCollector(new UnanchoredCollector(collector));
    }

    @Override
    void ackLate(Tuple input) {
        // execute acks every tuple, late or not
    }

    private WindowLifecycleListener<Tuple> newWindowListener() {
        return new WindowLifecycleListener<>() {
            @Override
            public void onExpiry(List<Tuple> events) {
                // acked when they joined the window
            }

            @Override
            public void onActivation(Supplier<Iterator<Tuple>> events, Supplier<Iterator<Tuple>> newEvents,
                                     Supplier<Iterator<Tuple>> expired, Long referenceTime) {
                Long start = windowLengthMs == null || referenceTime == null ? null : referenceTime - windowLengthMs;
                statefulBolt.execute(new TupleWindowIterImpl(events, newEvents, expired, start, referenceTime));
                state.clearIteratorPins();
            }
        };
    }

    @Override
    public void execute(Tuple input) {
        if (!stateInitialized) {
            throw new IllegalStateException("execute called before initState, with tuple " + input);
        }
        super.execute(input);
        collector.ack(input); // held by StatefulBoltExecutor until the checkpoint that stores the tuple commits
    }

    @Override
    public void initState(T userState) {
        if (stateInitialized) {
            throw new IllegalStateException("initState called when the state is already initialized");
        }
        statefulBolt.initState(userState);
        stateInitialized = true;
        start();
    }

    @Override
    public void prePrepare(long txid) {
        if (!stateInitialized) {
            throw new IllegalStateException("prePrepare called before initState");
        }
        statefulBolt.prePrepare(txid);
        state.prepareCommit(txid);
        prePrepared = true;
    }

    @Override
    public void preCommit(long txid) {
        // a commit may come before initState, when a restarted task finishes the transaction it was in
        if (!prePrepared && stateInitialized) {
            throw new IllegalStateException("preCommit called before prePrepare in an initialized state");
        }
        statefulBolt.preCommit(txid);
        state.commit(txid);
    }

    @Override
    public void preRollback() {
        statefulBolt.preRollback();
        state.rollback(stateInitialized);
        if (stateInitialized) {
            restoreWindowSystemState();
        }
    }

    /** The windowed bolt's collector: emits go out unanchored; acks and fails of window tuples are ignored. */
    private static final class UnanchoredCollector extends ForwardingCollector {
        UnanchoredCollector(OutputCollector delegate) {
            super(delegate);
        }

        @Override
        public List<Integer> emit(String streamId, Collection<Tuple> anchors, List<Object> tuple) {
            return delegate.emit(streamId, tuple);
        }

        @Override
        public void emitDirect(int taskId, String streamId, Collection<Tuple> anchors, List<Object> tuple) {
            delegate.emitDirect(taskId, streamId, tuple);
        }

        @Override
        public void ack(Tuple input) {
            // acked when it joined the window
        }

        @Override
        public void fail(Tuple input) {
            // its ack is already given (released at the next commit): failing it now would replay it into the window
        }
    }
}
