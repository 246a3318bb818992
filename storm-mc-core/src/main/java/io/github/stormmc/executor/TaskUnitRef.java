package io.github.stormmc.executor;

/**
 * Lets a collector be created before its task (the collector is handed to {@code prepare}/{@code open}, which runs
 * after the task exists) and later follow the task if it is re-created.
 */
final class TaskUnitRef {
    private TaskUnit unit;

    TaskUnit get() {
        return unit;
    }

    void set(TaskUnit unit) {
        this.unit = unit;
    }
}
