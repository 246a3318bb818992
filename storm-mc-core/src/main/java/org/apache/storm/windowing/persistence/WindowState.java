package org.apache.storm.windowing.persistence;

import java.util.AbstractCollection;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.function.Supplier;
import org.apache.storm.state.KeyValueState;
import org.apache.storm.windowing.Event;

/**
 * The events of a persistent window, kept in numbered partitions of at most {@link #MAX_PARTITION_EVENTS} events in a
 * {@link KeyValueState}, so a window can outlive its task and exceed memory. Only a bounded number of partitions is
 * held in memory (at least {@link #MIN_PARTITIONS}, else {@code maxEventsInMemory / MAX_PARTITION_EVENTS}); the
 * rest are read back from the state when iterated. A partition emptied by iteration is deleted from the state at once
 * and evicted partitions are parked there (both uncommitted); other changes reach the state at {@link #prepareCommit}, together with
 * the partition order and the window's system state (its policies' positions), and become durable at
 * {@link #commit}; {@link #rollback} returns to the last committed window.
 *
 * <p>The state stores copies of partitions: an in-memory state shares the values it is given, and a partition kept
 * in the cache is changed in place after it was stored. Iteration order is insertion order; the iterator supports
 * {@code remove()}, as a window manager needs to expire events. Not thread-safe.
 */
public class WindowState<T> extends AbstractCollection<Event<T>> {
    public static final int MAX_PARTITION_EVENTS = 1000;
    public static final int MIN_PARTITIONS = 10;
    private static final String PARTITION_IDS_KEY = "pk";

    private final KeyValueState<Long, WindowPartition<T>> partitionState;
    private final KeyValueState<String, Deque<Long>> partitionIdsState;
    private final KeyValueState<String, Optional<?>> systemState;
    private final Supplier<Map<String, Optional<?>>> systemStateSupplier;
    private final WindowPartitionCache<Long, WindowPartition<T>> cache;
    /** Partition ids in window order; the last one takes new events. */
    private Deque<Long> partitionIds;
    /** Ids pinned by iterators that have not run to their end. */
    private final List<Long> iteratorPins = new ArrayList<>();
    private long nextId;
    private int size;

    public WindowState(KeyValueState<Long, WindowPartition<T>> windowPartitionsState,
                       KeyValueState<String, Deque<Long>> partitionIdsState,
                       KeyValueState<String, Optional<?>> windowSystemState,
                       Supplier<Map<String, Optional<?>>> windowSystemStateSupplier,
                       long maxEventsInMemory) {
        this.partitionState = windowPartitionsState;
        this.partitionIdsState = partitionIdsState;
        this.systemState = windowSystemState;
        this.systemStateSupplier = windowSystemStateSupplier;
        long partitions = Math.max(MIN_PARTITIONS, maxEventsInMemory / MAX_PARTITION_EVENTS);
        this.cache = SimpleWindowPartitionCache.<Long, WindowPartition<T>>newBuilder()
            .maximumSize(partitions)
            .removalListener((id, partition, cause) -> {
                // An evicted partition with changes is parked in the state (uncommitted) so it can be read back.
                if (partition.isModified()) {
                    partitionState.put(id, partition.copy());
                    partition.clearModified();
                }
            })
            .build(this::load);
        init();
    }

    private WindowPartition<T> load(Long id) {
        WindowPartition<T> stored = partitionState.get(id, null);
        return stored == null ? new WindowPartition<>(id) : stored.copy();
    }

    /** Reads the partition order and counts the events of the committed (or current) state. */
    private void init() {
        Deque<Long> ids = partitionIdsState.get(PARTITION_IDS_KEY, new ArrayDeque<>());
        partitionIds = ids == null ? new ArrayDeque<>() : new ArrayDeque<>(ids);
        nextId = partitionIds.isEmpty() ? 0 : Collections.max(partitionIds) + 1;
        size = 0;
        for (Long id : partitionIds) {
            size += cache.get(id).size();
        }
    }

    @Override
    public boolean add(Event<T> event) {
        Long last = partitionIds.peekLast();
        if (last == null || cache.get(last).size() >= MAX_PARTITION_EVENTS) {
            last = nextId++;
            partitionIds.addLast(last);
        }
        WindowPartition<T> partition = cache.pinAndGet(last);
        try {
            partition.add(event);
        } finally {
            cache.unpin(last);
        }
        size++;
        return true;
    }

    /** Events oldest first; {@code remove()} drops the last one returned. */
    @Override
    public Iterator<Event<T>> iterator() {
        return new Iterator<>() {
            private final Iterator<Long> ids = new ArrayList<>(partitionIds).iterator();
            private Long currentId;
            private WindowPartition<T> current;
            private Iterator<Event<T>> events = Collections.emptyIterator();
            private boolean canRemove;

            @Override
            public boolean hasNext() {
                while (!events.hasNext()) {
                    release();
                    if (!ids.hasNext()) {
                        return false;
                    }
                    currentId = ids.next();
                    current = cache.pinAndGet(currentId);
                    iteratorPins.add(currentId);
                    events = current.iterator();
                    canRemove = false;
                }
                return true;
            }

            @Override
            public Event<T> next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                canRemove = true;
                return events.next();
            }

            @Override
            public void remove() {
                if (!canRemove) {
                    throw new IllegalStateException("remove() without a preceding next()");
                }
                canRemove = false;
                events.remove();
                size--;
            }

            /** Unpins the partition just walked, and forgets it if it became empty. */
            private void release() {
                if (currentId == null) {
                    return;
                }
                Long id = currentId;
                currentId = null;
                if (iteratorPins.remove(id)) {
                    cache.unpin(id);
                }
                if (current.isEmpty() && !id.equals(partitionIds.peekLast())) {
                    // deleted at once (uncommitted, as Storm's eviction of an emptied partition does), not parked
                    partitionIds.remove(id);
                    partitionState.delete(id);
                    current.clearModified();
                    cache.invalidate(id);
                }
                current = null;
            }
        };
    }

    /** Releases the partitions pinned by iterators that were not run to their end. */
    public void clearIteratorPins() {
        for (Long id : iteratorPins) {
            cache.unpin(id);
        }
        iteratorPins.clear();
    }

    @Override
    public int size() {
        return size;
    }

    /** Writes the changed partitions, the partition order and the system state, and prepares the three states. */
    public void prepareCommit(long txid) {
        for (Map.Entry<Long, WindowPartition<T>> e : cache.asMap().entrySet()) {
            WindowPartition<T> partition = e.getValue();
            if (partition.isModified()) {
                partitionState.put(e.getKey(), partition.copy());
                partition.clearModified();
            }
        }
        partitionIdsState.put(PARTITION_IDS_KEY, new ArrayDeque<>(partitionIds));
        Map<String, Optional<?>> system = systemStateSupplier.get();
        if (system != null) {
            for (Map.Entry<String, Optional<?>> e : system.entrySet()) {
                systemState.put(e.getKey(), e.getValue());
            }
        }
        partitionState.prepareCommit(txid);
        partitionIdsState.prepareCommit(txid);
        systemState.prepareCommit(txid);
    }

    public void commit(long txid) {
        partitionState.commit(txid);
        partitionIdsState.commit(txid);
        systemState.commit(txid);
    }

    /** Returns the states to their last commit; with {@code reInit}, this window too. */
    public void rollback(boolean reInit) {
        partitionState.rollback();
        partitionIdsState.rollback();
        systemState.rollback();
        if (reInit) {
            iteratorPins.clear();
            for (Long id : new ArrayList<>(cache.asMap().keySet())) {
                while (cache.unpin(id)) {
                    // drop every pin so the entry can go
                }
                WindowPartition<T> partition = cache.asMap().get(id);
                if (partition != null) {
                    partition.clearModified(); // its changes are rolled back, not parked
                }
                cache.invalidate(id);
            }
            init();
        }
    }

    /** Up to {@link #MAX_PARTITION_EVENTS} events of the window, in order, with a flag for unsaved changes. */
    public static class WindowPartition<T> implements Iterable<Event<T>> {
        private final long id;
        private final ArrayDeque<Event<T>> events = new ArrayDeque<>();
        private transient boolean modified;

        public WindowPartition(long id) {
            this.id = id;
        }

        void add(Event<T> event) {
            events.add(event);
            modified = true;
        }

        boolean isModified() {
            return modified;
        }

        void setModified() {
            modified = true;
        }

        void clearModified() {
            modified = false;
        }

        boolean isEmpty() {
            return events.isEmpty();
        }

        /** A copy with the same events (events themselves are shared). */
        WindowPartition<T> copy() {
            WindowPartition<T> copy = new WindowPartition<>(id);
            copy.events.addAll(events);
            return copy;
        }

        @Override
        public Iterator<Event<T>> iterator() {
            Iterator<Event<T>> it = events.iterator();
            return new Iterator<>() {
                @Override
                public boolean hasNext() {
                    return it.hasNext();
                }

                @Override
                public Event<T> next() {
                    return it.next();
                }

                @Override
                public void remove() {
                    it.remove();
                    modified = true;
                }
            };
        }

        public int size() {
            return events.size();
        }

        public long getId() {
            return id;
        }

        public Collection<Event<T>> getEvents() {
            return Collections.unmodifiableCollection(events);
        }

        @Override
        public String toString() {
            return "WindowPartition{id=" + id + ", size=" + events.size() + '}';
        }
    }
}
