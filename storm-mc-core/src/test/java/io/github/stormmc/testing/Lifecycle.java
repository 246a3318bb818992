package io.github.stormmc.testing;

/** A lifecycle callback of a test component: which callback, on which component/task, on which thread. */
public record Lifecycle(String component, int taskId, String callback, String thread, int instanceId) {
}
