package org.apache.storm.grouping;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class GroupingTest {

    @Test
    void shuffleSendsEachTaskExactlyItsShare() {
        ShuffleGrouping shuffle = new ShuffleGrouping();
        shuffle.prepare(null, null, List.of(5, 6, 7));
        Map<Integer, Integer> counts = new TreeMap<>();
        for (int i = 0; i < 300; i++) {
            List<Integer> chosen = shuffle.chooseTasks(1, List.of("x"));
            assertEquals(1, chosen.size());
            counts.merge(chosen.get(0), 1, Integer::sum);
        }
        assertEquals(Map.of(5, 100, 6, 100, 7, 100), counts);
    }

    @Test
    void shuffleIsRoundRobinOverOneFixedOrder() {
        ShuffleGrouping shuffle = new ShuffleGrouping();
        shuffle.prepare(null, null, List.of(1, 2, 3, 4));
        List<Integer> firstRound = new java.util.ArrayList<>();
        for (int i = 0; i < 4; i++) {
            firstRound.add(shuffle.chooseTasks(0, List.of()).get(0));
        }
        assertEquals(Set.of(1, 2, 3, 4), new HashSet<>(firstRound));
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < 4; i++) {
                assertEquals(firstRound.get(i), shuffle.chooseTasks(0, List.of()).get(0));
            }
        }
    }

    @Test
    void partialKeyUsesExactlyTwoCandidatesPerKeyAndAlternates() {
        List<Integer> targets = List.of(10, 11, 12, 13, 14);
        for (String key : List.of("apple", "pear", "plum", "fig")) {
            // A fresh grouping per key: the load balance is per grouping instance, shared by all keys.
            PartialKeyGrouping grouping = new PartialKeyGrouping();
            grouping.prepare(null, null, targets);
            Map<Integer, Integer> counts = new HashMap<>();
            for (int i = 0; i < 10; i++) {
                counts.merge(grouping.chooseTasks(1, List.of(key)).get(0), 1, Integer::sum);
            }
            assertEquals(2, counts.size(), "key " + key + " went to " + counts);
            assertEquals(Set.of(5), new HashSet<>(counts.values()), "key " + key + " went to " + counts);
            assertTrue(targets.containsAll(counts.keySet()));
        }
    }

    @Test
    void partialKeyBalancesAcrossKeysSharingACandidate() {
        PartialKeyGrouping grouping = new PartialKeyGrouping();
        grouping.prepare(null, null, List.of(10, 11, 12, 13, 14));
        Map<Integer, Integer> counts = new HashMap<>();
        for (int i = 0; i < 1000; i++) {
            counts.merge(grouping.chooseTasks(1, List.of("k" + (i % 20))).get(0), 1, Integer::sum);
        }
        int max = counts.values().stream().max(Integer::compare).orElseThrow();
        int min = counts.values().stream().min(Integer::compare).orElseThrow();
        assertEquals(5, counts.size());
        assertTrue(max - min <= 200, "unbalanced: " + counts);
    }

    @Test
    void assignmentCreatorGivesTwoDistinctStableCandidates() {
        PartialKeyGrouping.RandomTwoTaskAssignmentCreator creator = new PartialKeyGrouping.RandomTwoTaskAssignmentCreator();
        List<Integer> targets = List.of(1, 2, 3, 4, 5);
        for (int k = 0; k < 50; k++) {
            byte[] key = ("k" + k).getBytes(java.nio.charset.StandardCharsets.UTF_8);
            int[] candidates = creator.createAssignment(targets, key);
            assertEquals(2, candidates.length);
            assertNotEquals(candidates[0], candidates[1]);
            assertArrayEquals(candidates, creator.createAssignment(targets, key.clone()));
        }
        assertArrayEquals(new int[] {9, 9}, creator.createAssignment(List.of(9), new byte[] {1}));
    }

    @Test
    void balancedSelectorPicksTheLessUsedCandidateFirstOnTies() {
        PartialKeyGrouping.BalancedTargetSelector selector = new PartialKeyGrouping.BalancedTargetSelector();
        assertEquals(1, selector.chooseTask(new int[] {1, 2}));
        assertEquals(2, selector.chooseTask(new int[] {1, 2}));
        assertEquals(2, selector.chooseTask(new int[] {2, 1}));
        assertEquals(3, selector.chooseTask(new int[] {3, 1}));
    }
}
