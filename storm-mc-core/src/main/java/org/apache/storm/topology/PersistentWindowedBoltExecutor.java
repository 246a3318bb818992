package org.apache.storm.topology;

import io.github.stormmc.windowing.TaskWindows;
import io.github.stormmc.windowing.WindowListener;
import io.github.stormmc.windowing.WindowedTask;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.storm.state.KeyValueState;
import org.apache.storm.state.State;
import org.apache.storm.state.StateFactory;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.windowing.Event;
import org.apache.storm.windowing.TupleWindowIterImpl;
import org.apache.storm.windowing.persistence.WindowState;
import org.apache.storm.windowing.persistence.WindowState.WindowPartition;

/**
 * A stateful windowed bolt whose window is checkpointed with its state ({@code withPersistence()}): each tuple joins
 * the window and is acked at once, and {@link StatefulBoltExecutor} releases that ack when the checkpoint that stores
 * the tuple in the window commits. So a window may hold more tuples, for longer, than the message timeout and max
 * spout pending allow, and after a restart the task gets its window back from the last commit while the tuples that
 * came after it are replayed by their spouts.
 *
 * <p>The window is kept in three key-value states from {@code topology.state.provider} (namespaces
 * {@code <component>-<task>-window}, {@code -window-pids}, {@code -window-system}): its events in partitions, the
 * partition order, and where the windows stand. The windowed bolt sees each window through iterators
 * ({@link TupleWindowIterImpl}); what it emits is not anchored to the window's tuples (they were acked at a
 * checkpoint; in Storm anchoring to them tracks nothing either), and its acks and fails of window tuples are
 * ignored. The window computation runs in memory on Storm-MC's windowing engine; the persisted copy is written at
 * each checkpoint.
 */
public class PersistentWindowedBoltExecutor<T extends State> extends WindowedBoltExecutor implements IStatefulBolt<T> {
    private static final long serialVersionUID = 1L;
    private final IStatefulWindowedBolt<T> statefulBolt;
    private transient WindowState<Tuple> windowState;
    private transient KeyValueState<String, Optional<?>> systemState;
    private transient OutputCollector collector;
    private transient boolean restored;

    public PersistentWindowedBoltExecutor(IStatefulWindowedBolt<T> bolt) {
        super(bolt);
        this.statefulBolt = bolt;
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        String namespace = context.getThisComponentId() + "-" + context.getThisTaskId();
        prepare(topoConf, context, collector,
            keyValueState(namespace + "-window", topoConf, context),
            keyValueState(namespace + "-window-pids", topoConf, context),
            keyValueState(namespace + "-window-system", topoConf, context));
    }

    void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector,
                 KeyValueState<Long, WindowPartition<Tuple>> windowPartitions,
                 KeyValueState<String, Deque<Long>> partitionIds,
                 KeyValueState<String, Optional<?>> windowSystemState) {
        this.collector = collector;
        this.systemState = windowSystemState;
        this.restored = false;
        super.prepare(topoConf, context, collector);
        windowState = new WindowState<>(windowPartitions, partitionIds, windowSystemState,
            () -> ((WindowedTask) windows()).position(), statefulBolt.maxEventsInMemory());
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
        return WindowedTask.create(topoConf, context, eventTime, true, newListener(statefulBolt), lock, reporter);
    }

    @Override
    OutputCollector boltCollector(OutputCollector collector) {
        return new OutputCollector(new UnanchoredCollector(collector));
    }

    @Override
    WindowListener newListener(IWindowedBolt windowedBolt) {
        return new WindowListener() {
            @Override
            public void onExpiry(List<Tuple> expired) {
                remove(expired);
            }

            @Override
            public void onActivation(List<Tuple> window, List<Tuple> newTuples, List<Tuple> expired, Long start,
                                     Long end) {
                windowedBolt.execute(new TupleWindowIterImpl(window::iterator, newTuples::iterator,
                    expired::iterator, start, end));
            }
        };
    }

    @Override
    void added(Tuple input, long timestamp) {
        windowState.add(new TupleEvent(input, timestamp));
        collector.ack(input); // held by StatefulBoltExecutor until the checkpoint that stores the tuple commits
    }

    /** Drops expired tuples from the persisted window; they are the oldest, so the scan stops early. */
    private void remove(List<Tuple> expired) {
        Set<Tuple> left = Collections.newSetFromMap(new IdentityHashMap<>());
        left.addAll(expired);
        for (Iterator<Event<Tuple>> it = windowState.iterator(); it.hasNext() && !left.isEmpty(); ) {
            if (left.remove(it.next().get())) {
                it.remove();
            }
        }
        windowState.clearIteratorPins();
    }

    @Override
    public void execute(Tuple input) {
        super.execute(input);
    }

    @Override
    public void initState(T state) {
        if (!restored) {
            restoreWindow();
            restored = true;
        }
        statefulBolt.initState(state);
    }

    /** Rebuilds the in-memory window from the persisted one. */
    private void restoreWindow() {
        Map<String, Optional<?>> position = new HashMap<>();
        for (Map.Entry<String, Optional<?>> e : systemState) {
            position.put(e.getKey(), e.getValue());
        }
        List<Map.Entry<Tuple, Long>> tuples = new ArrayList<>(windowState.size());
        for (Event<Tuple> event : windowState) {
            tuples.add(Map.entry(event.get(), event.getTimestamp()));
        }
        ((WindowedTask) windows()).restore(position, tuples);
    }

    @Override
    public void prePrepare(long txid) {
        windowState.prepareCommit(txid);
        statefulBolt.prePrepare(txid);
    }

    @Override
    public void preCommit(long txid) {
        windowState.commit(txid);
        statefulBolt.preCommit(txid);
    }

    @Override
    public void preRollback() {
        statefulBolt.preRollback();
        windowState.rollback(true);
        restoreWindow(); // the tuples after the last commit are failed and come back from their spouts
    }

    /** A tuple in the persisted window, with the timestamp it joined the window at. */
    private record TupleEvent(Tuple get, long getTimestamp) implements Event<Tuple>, java.io.Serializable {
        @Override
        public boolean isWatermark() {
            return false;
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
