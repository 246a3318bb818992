package io.github.stormmc.executor;

import org.apache.storm.task.TopologyContext;

/** One task inside an executor: its own deserialised component instance, context and emitter. */
final class TaskUnit {
    final int taskId;
    final Object component;
    final TopologyContext context;
    final TaskEmitter emitter;
    /** Set when the task's prepare/open failed; it then receives nothing. */
    boolean failed;

    TaskUnit(int taskId, Object component, TopologyContext context, TaskEmitter emitter) {
        this.taskId = taskId;
        this.component = component;
        this.context = context;
        this.emitter = emitter;
    }
}
