package io.github.stormmc.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Storm's split of a component's tasks over its executors. */
class TaskLayoutUnitTest {

    @Test
    void extraTasksGoToTheFirstExecutors() {
        assertEquals(List.of(new ExecutorPlan("c", 3, 5), new ExecutorPlan("c", 6, 7)),
            TaskLayout.splitIntoExecutors("c", 3, 5, 2));
        assertEquals(List.of(new ExecutorPlan("c", 1, 2), new ExecutorPlan("c", 3, 4), new ExecutorPlan("c", 5, 5)),
            TaskLayout.splitIntoExecutors("c", 1, 5, 3));
    }

    @Test
    void moreExecutorsThanTasksGivesOneTaskEach() {
        assertEquals(List.of(new ExecutorPlan("c", 1, 1), new ExecutorPlan("c", 2, 2)),
            TaskLayout.splitIntoExecutors("c", 1, 2, 8));
    }

    @Test
    void executorNamesFollowStorm() {
        assertEquals("split[4-6]", new ExecutorPlan("split", 4, 6).name());
    }
}
