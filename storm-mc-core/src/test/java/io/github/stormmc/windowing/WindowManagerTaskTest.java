package io.github.stormmc.windowing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.apache.storm.Config;
import org.apache.storm.windowing.TimeEvictionPolicy;
import org.apache.storm.windowing.WindowLifecycleListener;
import org.apache.storm.windowing.WindowManager;
import org.junit.jupiter.api.Test;

/** Storm's policies chosen from the window configuration, and the processing-time slide fired by the task's timer. */
class WindowManagerTaskTest {
    private final List<String> windows = new ArrayList<>();

    private final WindowLifecycleListener<Integer> listener = new WindowLifecycleListener<>() {
        @Override
        public void onExpiry(List<Integer> events) {
            windows.add("expired " + events);
        }

        @Override
        public void onActivation(List<Integer> events, List<Integer> newEvents, List<Integer> expired, Long time) {
            windows.add(events + " new " + newEvents + " expired " + expired + " at " + time);
        }
    };

    private static String policies(Map<String, Object> conf, boolean eventTime) {
        WindowManagerTask task = WindowManagerTask.create(conf, null, eventTime, true, true, null,
            new ConcurrentLinkedQueue<>(), new Object(), (thread, e) -> { });
        String manager = task.windowManager().toString();
        return manager.substring(manager.indexOf("evictionPolicy=") + 15, manager.indexOf('{', manager.indexOf(
            "evictionPolicy="))) + " " + manager.substring(manager.indexOf("triggerPolicy=") + 14,
            manager.indexOf('{', manager.indexOf("triggerPolicy=")));
    }

    private static Map<String, Object> conf(String length, int lengthValue, String slide, int slideValue) {
        Map<String, Object> conf = new HashMap<>();
        conf.put(length, lengthValue);
        conf.put(slide, slideValue);
        return conf;
    }

    @Test
    void thePoliciesAreStormsForEachKindOfWindow() {
        Map<String, Object> counts = conf(Config.TOPOLOGY_BOLTS_WINDOW_LENGTH_COUNT, 5,
            Config.TOPOLOGY_BOLTS_SLIDING_INTERVAL_COUNT, 5);
        Map<String, Object> durations = conf(Config.TOPOLOGY_BOLTS_WINDOW_LENGTH_DURATION_MS, 100,
            Config.TOPOLOGY_BOLTS_SLIDING_INTERVAL_DURATION_MS, 50);
        assertEquals("CountEvictionPolicy CountTriggerPolicy", policies(counts, false));
        assertEquals("TimeEvictionPolicy TimerTriggerPolicy", policies(durations, false));
        Map<String, Object> eventTimeCounts = new HashMap<>(counts);
        Map<String, Object> eventTimeDurations = new HashMap<>(durations);
        assertEquals("WatermarkCountEvictionPolicy WatermarkCountTriggerPolicy", policies(eventTimeCounts, true));
        assertEquals("WatermarkTimeEvictionPolicy WatermarkTimeTriggerPolicy", policies(eventTimeDurations, true));
    }

    @Test
    void aPersistentWindowNeedNotFitTheMessageTimeout() {
        Map<String, Object> conf = conf(Config.TOPOLOGY_BOLTS_WINDOW_LENGTH_DURATION_MS, 60_000,
            Config.TOPOLOGY_BOLTS_SLIDING_INTERVAL_DURATION_MS, 1000);
        conf.put(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS, 30);
        assertEquals("TimeEvictionPolicy TimerTriggerPolicy", policies(conf, false));
        assertThrows(IllegalArgumentException.class, () -> WindowManagerTask.create(conf, null, false, false, true,
            null, new ConcurrentLinkedQueue<>(), new Object(), (thread, e) -> { }));
    }

    @Test
    void theTimerTriggerFiresTheWindowEndingAtTheTimeItIsGiven() {
        WindowManager<Integer> manager = new WindowManager<>(listener);
        TimeEvictionPolicy<Integer> eviction = new TimeEvictionPolicy<>(100);
        TimerTriggerPolicy<Integer> trigger = new TimerTriggerPolicy<>(50, manager, eviction);
        manager.setEvictionPolicy(eviction);
        manager.setTriggerPolicy(trigger);
        trigger.start();
        manager.add(0, 0);
        manager.add(60, 60);
        assertEquals(List.of(), windows, "events do not fire a time trigger");
        trigger.fire(100); // the first window after a start takes every event held
        manager.add(120, 120);
        trigger.fire(150);
        assertEquals(List.of("[0, 60] new [0, 60] expired [] at 100", "expired [0]",
            "[60, 120] new [120] expired [0] at 150"), windows);
        assertNull(trigger.getState());
    }
}
