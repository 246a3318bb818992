package org.apache.storm.windowing.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.storm.state.InMemoryKeyValueState;
import org.apache.storm.state.KeyValueState;
import org.apache.storm.windowing.Event;
import org.apache.storm.windowing.persistence.WindowState.WindowPartition;
import org.junit.jupiter.api.Test;

/** The persisted window: order, removal through the iterator, partitions beyond memory, commit and rollback. */
class WindowStateTest {
    private final KeyValueState<Long, WindowPartition<Integer>> partitions = new InMemoryKeyValueState<>();
    private final KeyValueState<String, Deque<Long>> ids = new InMemoryKeyValueState<>();
    private final KeyValueState<String, Optional<?>> system = new InMemoryKeyValueState<>();
    private final AtomicInteger position = new AtomicInteger();

    private WindowState<Integer> open() {
        // maxEventsInMemory 0: only MIN_PARTITIONS partitions stay in memory, the rest are read back from the state
        return new WindowState<>(partitions, ids, system, () -> Map.of("position", Optional.of(position.get())), 0);
    }

    private static Event<Integer> event(int value) {
        return new Event<>() {
            @Override
            public long getTimestamp() {
                return value;
            }

            @Override
            public Integer get() {
                return value;
            }

            @Override
            public boolean isWatermark() {
                return false;
            }
        };
    }

    private static List<Integer> values(WindowState<Integer> window) {
        List<Integer> values = new ArrayList<>();
        for (Event<Integer> e : window) {
            values.add(e.get());
        }
        return values;
    }

    private static List<Integer> range(int from, int to) {
        List<Integer> values = new ArrayList<>();
        for (int i = from; i < to; i++) {
            values.add(i);
        }
        return values;
    }

    @Test
    void keepsInsertionOrderAcrossMorePartitionsThanFitInMemory() {
        int total = (WindowState.MIN_PARTITIONS + 5) * WindowState.MAX_PARTITION_EVENTS + 17;
        WindowState<Integer> window = open();
        for (int i = 0; i < total; i++) {
            window.add(event(i));
        }
        assertEquals(range(0, total), values(window));
    }

    @Test
    void iteratorRemovalExpiresTheOldestAndEmptiedPartitionsGo() {
        WindowState<Integer> window = open();
        for (int i = 0; i < 3500; i++) {
            window.add(event(i));
        }
        Iterator<Event<Integer>> it = window.iterator();
        for (int i = 0; i < 1500; i++) {
            assertEquals(i, it.next().get());
            it.remove();
        }
        window.clearIteratorPins();
        assertEquals(range(1500, 3500), values(window));
        window.prepareCommit(1);
        window.commit(1);
        assertEquals(List.of(1L, 2L, 3L), new ArrayList<>(ids.get("pk")));
        assertEquals(null, partitions.get(0L));
    }

    @Test
    void aReopenedWindowHasTheCommittedEventsAndSystemState() {
        WindowState<Integer> window = open();
        for (int i = 0; i < 12_345; i++) {
            window.add(event(i));
        }
        position.set(7);
        window.prepareCommit(1);
        window.commit(1);
        window.add(event(-1)); // not committed
        WindowState<Integer> reopened = open();
        assertEquals(range(0, 12_345), values(reopened));
        assertEquals(Optional.of(7), system.get("position"));
    }

    @Test
    void rollbackReturnsToTheLastCommit() {
        WindowState<Integer> window = open();
        for (int i = 0; i < 2500; i++) {
            window.add(event(i));
        }
        window.prepareCommit(1);
        window.commit(1);
        Iterator<Event<Integer>> it = window.iterator();
        for (int i = 0; i < 1200; i++) {
            it.next();
            it.remove();
        }
        window.clearIteratorPins();
        for (int i = 2500; i < 2600; i++) {
            window.add(event(i));
        }
        window.prepareCommit(2); // prepared, never committed
        window.rollback(true);
        assertEquals(range(0, 2500), values(window));
    }

    /** Records which reads and writes a window makes on its states. */
    static final class RecordingState<K, V> extends InMemoryKeyValueState<K, V> {
        final List<String> calls = new ArrayList<>();

        @Override
        public V get(K key) {
            calls.add("get " + key);
            return super.get(key);
        }

        @Override
        public V get(K key, V defaultValue) {
            calls.add("get " + key + " or default");
            V value = super.get(key);
            return value == null ? defaultValue : value;
        }

        @Override
        public void put(K key, V value) {
            calls.add("put " + key);
            super.put(key, value);
        }

        @Override
        public V delete(K key) {
            calls.add("delete " + key);
            return super.delete(key);
        }
    }

    @Test
    void statesAreReadWithDefaultsAndTheLargestUnpinnedPartitionIsEvicted() {
        RecordingState<Long, WindowPartition<Integer>> partitionState = new RecordingState<>();
        RecordingState<String, Deque<Long>> idState = new RecordingState<>();
        WindowState<Integer> window = new WindowState<>(partitionState, idState, system, Map::of,
            10L * WindowState.MAX_PARTITION_EVENTS);
        assertEquals(List.of("get pk or default"), idState.calls.subList(0, 1));
        assertEquals(List.of(), idState.calls.stream().filter(c -> c.equals("get pk")).toList());
        for (int i = 0; i < 15 * WindowState.MAX_PARTITION_EVENTS; i++) {
            window.add(event(i));
        }
        assertEquals(List.of("put 9", "put 10", "put 11", "put 12", "put 13"),
            partitionState.calls.stream().filter(c -> c.startsWith("put")).toList());
        assertEquals(List.of(), partitionState.calls.stream().filter(c -> c.startsWith("get") && !c.endsWith("default")).toList());
    }

    @Test
    void anEmptiedPartitionIsDroppedAtTheNextPrepareCommit() {
        RecordingState<Long, WindowPartition<Integer>> partitionState = new RecordingState<>();
        RecordingState<String, Deque<Long>> idState = new RecordingState<>();
        WindowState<Integer> window = new WindowState<>(partitionState, idState, system, Map::of, 0);
        for (int i = 0; i < 3 * WindowState.MAX_PARTITION_EVENTS; i++) {
            window.add(event(i));
        }
        Iterator<Event<Integer>> it = window.iterator();
        for (int i = 0; i < 2 * WindowState.MAX_PARTITION_EVENTS; i++) {
            it.next();
            it.remove();
        }
        it.hasNext(); // moves past the emptied second partition
        assertEquals(List.of(), partitionState.calls.stream().filter(c -> c.startsWith("delete")).toList());
        window.prepareCommit(1);
        assertEquals(List.of("delete 0", "delete 1"),
            partitionState.calls.stream().filter(c -> c.startsWith("delete")).toList());
        assertEquals(List.of("put 2"), partitionState.calls.stream().filter(c -> c.startsWith("put")).toList());
        assertEquals(List.of(2L), new ArrayList<>(idState.get("pk")));
        assertEquals(range(2 * WindowState.MAX_PARTITION_EVENTS, 3 * WindowState.MAX_PARTITION_EVENTS), values(window));
    }

    @Test
    void thePartitionOrderIsWrittenWhenItChangesAndNotAtPrepareCommit() {
        RecordingState<String, Deque<Long>> idState = new RecordingState<>();
        WindowState<Integer> window = new WindowState<>(partitions, idState, system,
            () -> Map.of("es", Optional.of(1)), 0);
        assertEquals(List.of("get pk or default", "put pk"), idState.calls, "an empty window starts partition 0");
        for (int i = 0; i < WindowState.MAX_PARTITION_EVENTS + 1; i++) {
            window.add(event(i));
        }
        assertEquals(List.of("get pk or default", "put pk", "put pk"), idState.calls, "partition 1 started");
        window.prepareCommit(1);
        assertEquals(List.of("get pk or default", "put pk", "put pk"), idState.calls);
        assertEquals(List.of(0L, 1L), new ArrayList<>(idState.get("pk")));
        assertEquals(Optional.of(1), system.get("es"));
        assertEquals(WindowState.MAX_PARTITION_EVENTS, partitions.get(0L).size());
        assertEquals(1, partitions.get(1L).size());
    }

    @Test
    void theSizeOfAPersistedWindowIsNotTracked() {
        WindowState<Integer> window = open();
        window.add(event(1));
        assertThrows(UnsupportedOperationException.class, window::size);
    }
}
