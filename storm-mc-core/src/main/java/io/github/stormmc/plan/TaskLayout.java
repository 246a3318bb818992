package io.github.stormmc.plan;

import java.util.ArrayList;
import java.util.List;

/** Storm's arithmetic for numbering tasks and splitting them over executors. */
public final class TaskLayout {
    private TaskLayout() {
    }

    /**
     * Splits tasks {@code first..first+numTasks-1} into {@code numExecutors} contiguous ranges; like Storm, the first
     * {@code numTasks % numExecutors} ranges get one extra task. More executors than tasks collapses to one per task.
     */
    public static List<ExecutorPlan> splitIntoExecutors(String componentId, int first, int numTasks, int numExecutors) {
        int executors = Math.max(1, Math.min(numExecutors, numTasks));
        int base = numTasks / executors;
        int extra = numTasks % executors;
        List<ExecutorPlan> result = new ArrayList<>(executors);
        int next = first;
        for (int i = 0; i < executors; i++) {
            int size = base + (i < extra ? 1 : 0);
            result.add(new ExecutorPlan(componentId, next, next + size - 1));
            next += size;
        }
        return result;
    }
}
