package org.apache.storm.windowing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.storm.generated.GlobalStreamId;
import org.junit.jupiter.api.Test;

/** Storm's standalone windowing engine: exact windows, new and expired events for each policy pair. */
class WindowManagerTest {

    /** Records each activation as "events/new/expired@referenceTime" and every expiry batch. */
    private static final class Recorder implements WindowLifecycleListener<Integer> {
        final List<String> activations = new ArrayList<>();
        final List<List<Integer>> expiries = new ArrayList<>();

        @Override
        public void onExpiry(List<Integer> events) {
            expiries.add(events);
        }

        @Override
        public void onActivation(List<Integer> events, List<Integer> newEvents, List<Integer> expired, Long ref) {
            activations.add(events + "/" + newEvents + "/" + expired);
        }
    }

    private static WindowManager<Integer> countWindow(Recorder recorder, int length, int slide) {
        WindowManager<Integer> manager = new WindowManager<>(recorder);
        CountEvictionPolicy<Integer> eviction = new CountEvictionPolicy<>(length);
        CountTriggerPolicy<Integer> trigger = new CountTriggerPolicy<>(slide, manager, eviction);
        manager.setEvictionPolicy(eviction);
        manager.setTriggerPolicy(trigger);
        trigger.start();
        return manager;
    }

    @Test
    void slidingCountWindowHoldsTheLastEventsAndReportsNewAndExpiredOnes() {
        Recorder recorder = new Recorder();
        WindowManager<Integer> manager = countWindow(recorder, 5, 2);
        for (int i = 1; i <= 8; i++) {
            manager.add(i);
        }
        assertEquals(List.of(
            "[1, 2]/[1, 2]/[]",
            "[1, 2, 3, 4]/[3, 4]/[]",
            "[2, 3, 4, 5, 6]/[5, 6]/[1]",
            "[4, 5, 6, 7, 8]/[7, 8]/[2, 3]"), recorder.activations);
        assertEquals(List.of(List.of(1), List.of(2, 3)), recorder.expiries);
    }

    @Test
    void tumblingCountWindowExpiresThePreviousWindowWhole() {
        Recorder recorder = new Recorder();
        WindowManager<Integer> manager = countWindow(recorder, 3, 3);
        for (int i = 1; i <= 7; i++) {
            manager.add(i);
        }
        assertEquals(List.of("[1, 2, 3]/[1, 2, 3]/[]", "[4, 5, 6]/[4, 5, 6]/[1, 2, 3]"), recorder.activations);
    }

    @Test
    void untriggeredWindowIsCompactedEveryHundredEvents() {
        Recorder recorder = new Recorder();
        WindowManager<Integer> manager = countWindow(recorder, 5, 1000);
        for (int i = 0; i < 150; i++) {
            manager.add(i);
        }
        assertEquals(1, recorder.expiries.size());
        assertEquals(95, recorder.expiries.get(0).size());
        assertEquals(0, recorder.expiries.get(0).get(0));
        assertEquals(94, recorder.expiries.get(0).get(94));
        assertTrue(recorder.activations.isEmpty());
    }

    @Test
    void eventTimeSlidingWindowFiresOnWatermarksAlignedToTheInterval() {
        Recorder recorder = new Recorder();
        WindowManager<Integer> manager = new WindowManager<>(recorder);
        WatermarkTimeEvictionPolicy<Integer> eviction = new WatermarkTimeEvictionPolicy<>(20);
        WatermarkTimeTriggerPolicy<Integer> trigger = new WatermarkTimeTriggerPolicy<>(10, manager, eviction, manager);
        manager.setEvictionPolicy(eviction);
        manager.setTriggerPolicy(trigger);
        trigger.start();
        for (int ts : new int[] {5, 12, 15, 25, 33}) {
            manager.add(ts, ts);
        }
        assertTrue(recorder.activations.isEmpty(), "nothing fires before a watermark");
        manager.add(new WaterMarkEvent<>(30));
        assertEquals(List.of(
            "[5]/[5]/[]",
            "[5, 12, 15]/[12, 15]/[]",
            "[12, 15, 25]/[25]/[5]"), recorder.activations);
        manager.add(new WaterMarkEvent<>(45));
        assertEquals("[25, 33]/[33]/[12, 15]", recorder.activations.get(3));
        assertEquals(4, recorder.activations.size());
        assertEquals(50L, trigger.getState(), "the next window to fire ends at 50");
    }

    @Test
    void watermarkCountTriggerFiresOneWindowPerCountEventsBeforeTheWatermark() {
        Recorder recorder = new Recorder();
        WindowManager<Integer> manager = new WindowManager<>(recorder);
        List<Long> references = new ArrayList<>();
        EvictionPolicy<Integer, Long> keepAllUpToReference = new CountEvictionPolicy<>(100) {
            @Override
            public void setContext(EvictionContext context) {
                references.add(context.getReferenceTime());
                super.setContext(context);
            }
        };
        WatermarkCountTriggerPolicy<Integer> trigger =
            new WatermarkCountTriggerPolicy<>(2, manager, keepAllUpToReference, manager);
        manager.setEvictionPolicy(keepAllUpToReference);
        manager.setTriggerPolicy(trigger);
        trigger.start();
        for (int ts : new int[] {10, 20, 30, 40, 50}) {
            manager.add(ts, ts);
        }
        manager.add(new WaterMarkEvent<>(45));
        assertEquals(List.of(20L, 40L), references);
        assertEquals(40L, trigger.getState());
        assertEquals(List.of(50L), manager.getSlidingCountTimestamps(40, 60, 1));
    }

    @Test
    void timeEvictionPolicyExpiresKeepsAndProcessesRelativeToTheReferenceTime() {
        TimeEvictionPolicy<Integer> policy = new TimeEvictionPolicy<>(50);
        policy.setContext(new DefaultEvictionContext(1000L));
        assertEquals(EvictionPolicy.Action.PROCESS, policy.evict(new EventImpl<>(1, 980)));
        assertEquals(EvictionPolicy.Action.EXPIRE, policy.evict(new EventImpl<>(1, 950)));
        assertEquals(EvictionPolicy.Action.KEEP, policy.evict(new EventImpl<>(1, 1010)));

        WatermarkTimeEvictionPolicy<Integer> lagged = new WatermarkTimeEvictionPolicy<>(50, 5);
        assertEquals(EvictionPolicy.Action.STOP, lagged.evict(new EventImpl<>(1, 10)), "no watermark yet");
        lagged.setContext(new DefaultEvictionContext(1000L));
        assertEquals(EvictionPolicy.Action.KEEP, lagged.evict(new EventImpl<>(1, 1004)));
        assertEquals(EvictionPolicy.Action.STOP, lagged.evict(new EventImpl<>(1, 1006)));
        assertEquals(EvictionPolicy.Action.EXPIRE, lagged.evict(new EventImpl<>(1, 900)));
    }

    @Test
    void policyStateSurvivesARestoreIntoAFreshManager() {
        Recorder recorder = new Recorder();
        WindowManager<Integer> manager = countWindow(recorder, 5, 3);
        manager.add(1);
        manager.add(2);
        Map<String, Optional<?>> state = manager.getState();

        Recorder restoredRecorder = new Recorder();
        WindowManager<Integer> restored = countWindow(restoredRecorder, 5, 3);
        restored.restoreState(state);
        restored.add(3);
        // The restored trigger had counted two events, so the third fires it.
        assertEquals(List.of("[3]/[3]/[]"), restoredRecorder.activations);
    }

    @Test
    void watermarkGeneratorWaitsForEveryStreamAndUsesTheSlowestMinusTheLag() {
        List<Long> watermarks = new ArrayList<>();
        WindowManager<Integer> manager = new WindowManager<>(new Recorder()) {
            @Override
            public void add(Event<Integer> event) {
                watermarks.add(event.getTimestamp());
            }
        };
        GlobalStreamId a = new GlobalStreamId("a", "default");
        GlobalStreamId b = new GlobalStreamId("b", "default");
        WaterMarkEventGenerator<Integer> generator = new WaterMarkEventGenerator<>(manager, 1000, 5, Set.of(a, b));
        assertTrue(generator.track(a, 100));
        generator.run();
        assertTrue(watermarks.isEmpty(), "stream b has not delivered yet");
        assertTrue(generator.track(b, 90));
        generator.run();
        generator.run();
        assertEquals(List.of(85L), watermarks, "one watermark, not repeated while it does not advance");
        assertFalse(generator.track(a, 50), "an event older than the last watermark is late");
        generator.shutdown();
    }

    @Test
    void timeTriggerFiresFromItsTimerWithTheSlidingIntervalInTheContext() throws Exception {
        CountDownLatch fired = new CountDownLatch(2);
        TimeEvictionPolicy<Integer> eviction = new TimeEvictionPolicy<>(100);
        TimeTriggerPolicy<Integer> trigger = new TimeTriggerPolicy<>(10, () -> {
            fired.countDown();
            return false;
        }, eviction);
        trigger.start();
        try {
            assertTrue(fired.await(30, TimeUnit.SECONDS));
        } finally {
            trigger.shutdown();
        }
        assertEquals(10L, eviction.getContext().getSlidingInterval());
    }
}
