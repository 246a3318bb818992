package io.github.stormmc.plan;

/** A contiguous range of one component's tasks run by one executor thread, as Storm assigns them. */
public record ExecutorPlan(String componentId, int firstTask, int lastTask) {

    public int taskCount() {
        return lastTask - firstTask + 1;
    }

    /** Storm's executor naming, e.g. {@code split[3-4]}. */
    public String name() {
        return componentId + "[" + firstTask + "-" + lastTask + "]";
    }
}
