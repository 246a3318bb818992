package io.github.stormmc.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** ExecutorPlan's hand-written equals and hashCode keep the record's value semantics (plans are map keys). */
class ExecutorPlanTest {

    @Test
    void plansWithTheSameComponentAndTasksAreEqualAndHashAlike() {
        ExecutorPlan a = new ExecutorPlan("split", 3, 4);
        ExecutorPlan b = new ExecutorPlan(new String("split"), 3, 4);
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        Map<ExecutorPlan, String> byPlan = new HashMap<>();
        byPlan.put(a, "first");
        assertEquals("first", byPlan.get(b));
    }

    @Test
    void anyDifferingPartMakesAnotherPlan() {
        ExecutorPlan plan = new ExecutorPlan("split", 3, 4);
        assertNotEquals(plan, new ExecutorPlan("count", 3, 4));
        assertNotEquals(plan, new ExecutorPlan("split", 2, 4));
        assertNotEquals(plan, new ExecutorPlan("split", 3, 5));
        assertNotEquals(plan, null);
        assertNotEquals(plan, "split[3-4]");
        assertEquals(new ExecutorPlan(null, 1, 1), new ExecutorPlan(null, 1, 1));
        assertEquals("split[3-4]", plan.name());
    }
}
