package org.apache.storm.windowing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.apache.storm.streams.Pair;
import org.junit.jupiter.api.Test;

/** Expiry at triggers only, windows through iterators; event-time count eviction against the watermark. */
class StatefulWindowManagerTest {
    private final List<List<Integer>> windows = new ArrayList<>();
    private final List<List<Integer>> expiries = new ArrayList<>();
    private final List<Supplier<Iterator<Integer>>> newSuppliers = new ArrayList<>();

    private final WindowLifecycleListener<Integer> listener = new WindowLifecycleListener<>() {
        @Override
        public void onExpiry(List<Integer> events) {
            expiries.add(new ArrayList<>(events));
        }

        @Override
        public void onActivation(Supplier<Iterator<Integer>> eventsIt, Supplier<Iterator<Integer>> newEventsIt,
                                 Supplier<Iterator<Integer>> expiredIt, Long referenceTime) {
            List<Integer> window = new ArrayList<>();
            eventsIt.get().forEachRemaining(window::add);
            windows.add(window);
            newSuppliers.add(newEventsIt);
        }
    };

    @Test
    void countWindowsExpireOnlyWhenTheyFire() {
        StatefulWindowManager<Integer> manager = new StatefulWindowManager<>(listener);
        CountEvictionPolicy<Integer> eviction = new CountEvictionPolicy<>(3);
        manager.setEvictionPolicy(eviction);
        CountTriggerPolicy<Integer> trigger = new CountTriggerPolicy<>(2, manager, eviction);
        manager.setTriggerPolicy(trigger);
        trigger.start();
        for (int i = 0; i < 250; i++) {
            manager.add(i, i);
        }
        // compactWindow does nothing: nothing expired between triggers, however many events went by
        assertEquals(125, windows.size());
        assertEquals(List.of(0, 1), windows.get(0));
        assertEquals(List.of(1, 2, 3), windows.get(1));
        assertEquals(List.of(247, 248, 249), windows.get(124));
        assertEquals(List.of(), expiries, "expired events leave the queue without onExpiry, as in Storm");
        assertThrows(UnsupportedOperationException.class, () -> newSuppliers.get(0).get());
    }

    @Test
    void watermarkCountEvictionKeepsTheLastNAtOrBeforeTheWatermark() {
        WatermarkCountEvictionPolicy<Integer> policy = new WatermarkCountEvictionPolicy<>(2);
        assertEquals(EvictionPolicy.Action.KEEP, policy.evict(new EventImpl<>(1, 10)));
        policy.setContext(new DefaultEvictionContext(25L, 3L));
        List<EvictionPolicy.Action> actions = new ArrayList<>();
        for (long ts : new long[] {10, 20, 25, 30}) {
            actions.add(policy.evict(new EventImpl<>(0, ts)));
        }
        assertEquals(List.of(EvictionPolicy.Action.EXPIRE, EvictionPolicy.Action.PROCESS,
            EvictionPolicy.Action.PROCESS, EvictionPolicy.Action.KEEP), actions);
        assertEquals(Pair.of(2L, 2L), policy.getState());
        WatermarkCountEvictionPolicy<Integer> restored = new WatermarkCountEvictionPolicy<>(2);
        restored.restoreState(policy.getState());
        assertEquals(policy.getState(), restored.getState());
        // next watermark with a slide of 1: the window is the previous 2 events plus one more
        policy.setContext(new DefaultEvictionContext(30L, null, 1L));
        assertEquals(Pair.of(3L, 0L), policy.getState());
    }

    /** A manager over event-time count windows of 5, its listener given by the test. */
    private static StatefulWindowManager<Integer> watermarkCountManager(WindowLifecycleListener<Integer> listener) {
        StatefulWindowManager<Integer> manager = new StatefulWindowManager<>(listener);
        WatermarkCountEvictionPolicy<Integer> eviction = new WatermarkCountEvictionPolicy<>(5);
        WatermarkCountTriggerPolicy<Integer> trigger = new WatermarkCountTriggerPolicy<>(5, manager, eviction, manager);
        manager.setEvictionPolicy(eviction);
        manager.setTriggerPolicy(trigger);
        trigger.start();
        for (int i = 0; i < 5; i++) {
            manager.add(i, 10);
        }
        return manager;
    }

    @Test
    void eachCallOfTheWindowSupplierScansTheWindowAgain() {
        List<List<Integer>> scans = new ArrayList<>();
        StatefulWindowManager<Integer> manager = watermarkCountManager(new WindowLifecycleListener<>() {
            @Override
            public void onExpiry(List<Integer> events) {
            }

            @Override
            public void onActivation(Supplier<Iterator<Integer>> eventsIt, Supplier<Iterator<Integer>> newEventsIt,
                                     Supplier<Iterator<Integer>> expiredIt, Long referenceTime) {
                for (int i = 0; i < 2; i++) {
                    List<Integer> scan = new ArrayList<>();
                    eventsIt.get().forEachRemaining(scan::add);
                    scans.add(scan);
                }
            }
        });
        manager.add(new WaterMarkEvent<>(10));
        assertEquals(List.of(List.of(0, 1, 2, 3, 4), List.of(0, 1, 2, 3, 4)), scans);
        assertEquals(Optional.of(Pair.of(5L, 5L)), manager.getState().get("es"));
    }

    @Test
    void theEvictionPolicyJudgesOnlyTheEventsTheListenerReaches() {
        List<Iterator<Integer>> kept = new ArrayList<>();
        StatefulWindowManager<Integer> manager = watermarkCountManager(new WindowLifecycleListener<>() {
            @Override
            public void onExpiry(List<Integer> events) {
            }

            @Override
            public void onActivation(Supplier<Iterator<Integer>> eventsIt, Supplier<Iterator<Integer>> newEventsIt,
                                     Supplier<Iterator<Integer>> expiredIt, Long referenceTime) {
                kept.add(eventsIt.get()); // not iterated
            }
        });
        manager.add(new WaterMarkEvent<>(10));
        // finding the window non-empty took one event
        assertEquals(Optional.of(Pair.of(5L, 1L)), manager.getState().get("es"));
        assertThrows(IllegalStateException.class, () -> kept.get(0).hasNext(), "valid only during the activation");
    }
}
