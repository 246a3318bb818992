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
 * {@link KeyValueState}, so a window can outlive its task and exceed memory. The window is this collection: a window
 * manager adds events to it and expires them through its iterator.
 *
 * <p>At most {@code max(maxEventsInMemory, MAX_PARTITION_EVENTS * MIN_PARTITIONS) / MAX_PARTITION_EVENTS} partitions
 * are held in memory; the newest one, which takes new events, always is. Writes reach the states as Storm's window
 * makes them, uncommitted until {@link #commit}:
 * <ul>
 * <li>the partition order (key {@code "pk"}) whenever it changes: when the window opens empty (partition 0), when a
 * partition is started, and when an emptied partition is dropped;</li>
 * <li>a partition when it leaves memory with changes, and every changed partition held in memory at
 * {@link #prepareCommit}, which also drops the emptied ones (except the newest) and writes the window's system state
 * (its policies' positions, from the supplier);</li>
 * <li>{@link #rollback} with re-initialisation returns to the last committed window.</li>
 * </ul>
 * The states receive copies of partitions: an in-memory state keeps the values it is given, and a partition held here
 * changes in place after it was written. The size is not known without reading every partition, so {@link #size()}
 * is not supported. Not thread-safe: the caller serialises access.
 */
public class WindowState<T> extends AbstractCollection<Event<T>> {
    public static final int MAX_PARTITION_EVENTS = 1000;
    public static final int MIN_PARTITIONS = 10;
    private static final String PARTITION_IDS_KEY = "pk";

    private final KeyValueState<Long, WindowPartition<T>> partitionState;
    private final KeyValueState<String, Deque<Long>> partitionIdsState;
    private final KeyValueState<String, Optional<?>> systemState;
    private final Supplier<Map<String, Optional<?>>> systemStateSupplier;
    private final long maxPartitionsInMemory;
    private WindowPartitionCache<Long, WindowPartition<T>> cache;
    /** Partition ids in window order; the last one takes new events. */
    private Deque<Long> partitionIds;
    private long latestId;
    /** The partition taking new events, pinned in the cache. */
    private WindowPartition<T> latest;
    /** One entry per pin held by an iterator that has not run to its end. */
    private final List<Long> iteratorPins = new ArrayList<>();

    public WindowState(KeyValueState<Long, WindowPartition<T>> windowPartitionsState,
                       KeyValueState<String, Deque<Long>> partitionIdsState,
                       KeyValueState<String, Optional<?>> windowSystemState,
                       Supplier<Map<String, Optional<?>>> windowSystemStateSupplier,
                       long maxEventsInMemory) {
        this.partitionState = windowPartitionsState;
        this.partitionIdsState = partitionIdsState;
        this.systemState = windowSystemState;
        this.systemStateSupplier = windowSystemStateSupplier;
        this.maxPartitionsInMemory = Math.max((long) MAX_PARTITION_EVENTS * MIN_PARTITIONS, maxEventsInMemory)
            / MAX_PARTITION_EVENTS;
        init();
    }

    /** Opens the window as the states hold it, with an empty cache. */
    private void init() {
        iteratorPins.clear();
        cache = SimpleWindowPartitionCache.<Long, WindowPartition<T>>newBuilder()
            .maximumSize(maxPartitionsInMemory)
            .removalListener(this::leftMemory)
            .build(this::load);
        Deque<Long> stored = partitionIdsState.get(PARTITION_IDS_KEY, new ArrayDeque<>());
        partitionIds = stored == null ? new ArrayDeque<>() : new ArrayDeque<>(stored);
        if (partitionIds.isEmpty()) {
            partitionIds.add(0L);
            savePartitionIds();
        }
        latestId = partitionIds.peekLast();
        latest = cache.pinAndGet(latestId);
    }

    private WindowPartition<T> load(Long id) {
        WindowPartition<T> fresh = new WindowPartition<>(id);
        WindowPartition<T> stored = partitionState.get(id, fresh);
        return stored == null || stored == fresh ? fresh : stored.copy();
    }

    /** A partition left memory: an emptied one is dropped unless it was invalidated (already dropped); else saved. */
    private void leftMemory(Long id, WindowPartition<T> partition, WindowPartitionCache.RemovalCause cause) {
        if (partition.isEmpty() && id != latestId) {
            if (cause != WindowPartitionCache.RemovalCause.EXPLICIT) {
                dropPartition(id);
            }
        } else if (partition.isModified()) {
            partitionState.put(id, partition.copy());
        }
    }

    private void dropPartition(long id) {
        partitionIds.remove(id);
        savePartitionIds();
        partitionState.delete(id);
    }

    private void savePartitionIds() {
        partitionIdsState.put(PARTITION_IDS_KEY, new ArrayDeque<>(partitionIds));
    }

    @Override
    public boolean add(Event<T> event) {
        if (latest.size() >= MAX_PARTITION_EVENTS) {
            cache.unpin(latestId);
            latestId++;
            partitionIds.addLast(latestId);
            savePartitionIds();
            latest = cache.pinAndGet(latestId);
        }
        latest.add(event);
        return true;
    }

    /**
     * Events oldest first, reading partitions back from the state as needed; {@code remove()} drops the last one
     * returned. The partition being walked stays pinned in memory until the iterator moves past it or runs out, or
     * until {@link #clearIteratorPins}.
     */
    @Override
    public Iterator<Event<T>> iterator() {
        return new Iterator<>() {
            private final Iterator<Long> ids = new ArrayList<>(partitionIds).iterator();
            private Long currentId;
            private Iterator<Event<T>> events = Collections.emptyIterator();
            private Iterator<Event<T>> removeFrom;

            @Override
            public boolean hasNext() {
                while (!events.hasNext()) {
                    release();
                    if (!ids.hasNext()) {
                        return false;
                    }
                    currentId = ids.next();
                    WindowPartition<T> partition = cache.pinAndGet(currentId);
                    iteratorPins.add(currentId);
                    events = partition.iterator();
                }
                return true;
            }

            @Override
            public Event<T> next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                removeFrom = events;
                return events.next();
            }

            @Override
            public void remove() {
                if (removeFrom == null) {
                    throw new IllegalStateException("remove() without a next() since the last remove()");
                }
                removeFrom.remove();
                removeFrom = null;
            }

            private void release() {
                if (currentId != null) {
                    if (iteratorPins.remove(currentId)) {
                        cache.unpin(currentId);
                    }
                    currentId = null;
                }
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

    /** Not supported: the size of a persisted window is not known without reading every partition. */
    @Override
    public int size() {
        throw new UnsupportedOperationException("the size of a persisted window is not tracked");
    }

    /**
     * Writes what is held in memory (changed partitions; emptied ones are dropped) and the window's system state,
     * then prepares the partition order, the partitions and the system state for the transaction.
     */
    public void prepareCommit(long txid) {
        flush();
        partitionIdsState.prepareCommit(txid);
        partitionState.prepareCommit(txid);
        systemState.prepareCommit(txid);
    }

    private void flush() {
        List<Long> emptied = new ArrayList<>();
        for (Map.Entry<Long, WindowPartition<T>> e : cache.asMap().entrySet()) {
            long id = e.getKey();
            WindowPartition<T> partition = e.getValue();
            if (partition.isEmpty() && id != latestId) {
                dropPartition(id);
                emptied.add(id);
            } else if (partition.isModified()) {
                partition.clearModified();
                partitionState.put(id, partition.copy());
            }
        }
        emptied.forEach(cache::invalidate); // a pinned one stays until it is evicted
        for (Map.Entry<String, Optional<?>> e : systemStateSupplier.get().entrySet()) {
            systemState.put(e.getKey(), e.getValue());
        }
    }

    public void commit(long txid) {
        partitionIdsState.commit(txid);
        partitionState.commit(txid);
        systemState.commit(txid);
    }

    /** Returns the states to their last commit; with {@code reInit}, this window too. */
    public void rollback(boolean reInit) {
        partitionIdsState.rollback();
        partitionState.rollback();
        systemState.rollback();
        if (reInit) {
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

        /** A copy with the same events (events themselves are shared), unmodified. */
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
