package org.apache.storm.grouping;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.TreeMap;
import java.util.List;
import org.junit.jupiter.api.Test;

class LoadAwareShuffleGroupingTest {

    private static Map<Integer, Integer> route(LoadAwareShuffleGrouping grouping, int tuples) {
        Map<Integer, Integer> counts = new TreeMap<>();
        for (int i = 0; i < tuples; i++) {
            List<Integer> chosen = grouping.chooseTasks(1, List.of("x"));
            assertEquals(1, chosen.size());
            counts.merge(chosen.get(0), 1, Integer::sum);
        }
        return counts;
    }

    @Test
    void withoutLoadsEveryTaskGetsAnEqualShare() {
        LoadAwareShuffleGrouping grouping = new LoadAwareShuffleGrouping();
        grouping.prepare(null, null, List.of(1, 2, 3, 4));
        assertEquals(1000, grouping.getCapacity());
        assertEquals(Map.of(1, 500, 2, 500, 3, 500, 4, 500), route(grouping, 2000));
        assertEquals("WORKER_LOCAL", grouping.getCurrentScope().name());
    }

    @Test
    void aBusierTaskGetsLessInProportionToItsSpareCapacity() {
        LoadAwareShuffleGrouping grouping = new LoadAwareShuffleGrouping();
        grouping.prepare(null, null, List.of(1, 2));
        LoadMapping loads = new LoadMapping();
        loads.setLocal(Map.of(1, 0.0, 2, 0.5));
        grouping.refreshLoad(loads);
        // Spare capacity 1.0 and 0.5: a ring of 667 + 333 slots, walked twice.
        assertEquals(Map.of(1, 1334, 2, 666), route(grouping, 2000));
        loads.setLocal(Map.of(1, 1.0, 2, 0.0));
        grouping.refreshLoad(loads);
        Map<Integer, Integer> counts = route(grouping, 1000);
        assertEquals(1, counts.get(1), "a full task keeps one slot: slowed down, never starved");
    }

    @Test
    void loadMappingPrefersLocalThenRemoteThenNotConnected() {
        LoadMapping loads = new LoadMapping();
        loads.setLocal(Map.of(1, 0.25));
        loads.setRemote(Map.of(1, new Load(true, 0.9, 0.9), 2, new Load(true, 0.1, 0.6)));
        assertEquals(0.25, loads.get(1));
        assertEquals(0.6, loads.get(2));
        assertEquals(1.0, loads.get(3));
        assertEquals(false, loads.getLoad(3).hasMetrics());
        assertEquals(1.0, new Load(false, 0.1, 0.1).getLoad());
    }
}
