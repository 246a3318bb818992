package io.github.stormmc.routing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.apache.storm.utils.TupleUtils;
import org.junit.jupiter.api.Test;

/** Fields grouping picks Storm's task index: floorMod(Arrays.deepHashCode(key values), number of tasks). */
class FieldsSelectorTest {

    @Test
    void matchesStormsChoiceForScalarsArraysAndNulls() {
        List<Integer> targets = List.of(10, 11, 12, 13, 14);
        FieldsSelector selector = new FieldsSelector(new int[] {2, 0}, targets);
        Object[][] samples = {
            {"apple", 1, "x"}, {"banana", -7L, "y"}, {null, 3.5, "z"}, {new byte[] {1, 2}, 0, "w"},
            {new int[] {4, 5}, "k", new Object[] {"n", 1}}, {Integer.MIN_VALUE, true, 'c'},
        };
        for (Object[] values : samples) {
            List<Object> tuple = Arrays.asList(values);
            int expectedIndex = Math.floorMod(Arrays.deepHashCode(new Object[] {values[2], values[0]}), targets.size());
            assertEquals(List.of(targets.get(expectedIndex)), selector.select(tuple), Arrays.deepToString(values));
            assertEquals(expectedIndex, TupleUtils.chooseTaskIndex(Arrays.asList(values[2], values[0]), targets.size()));
        }
    }

    @Test
    void noTargetsMeansNoTasks() {
        assertEquals(List.of(), new FieldsSelector(new int[] {0}, List.of()).select(List.of("a")));
    }
}
