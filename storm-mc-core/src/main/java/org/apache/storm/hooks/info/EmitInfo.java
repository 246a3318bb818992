package org.apache.storm.hooks.info;

import java.util.Collection;
import java.util.List;
import org.apache.storm.hooks.ITaskHook;
import org.apache.storm.task.TopologyContext;

/** A tuple emitted by a task, and the tasks it was sent to. */
public class EmitInfo {
    public List<Object> values;
    public String stream;
    public int taskId;
    public Collection<Integer> outTasks;

    public EmitInfo(List<Object> values, String stream, int taskId, Collection<Integer> outTasks) {
        this.values = values;
        this.stream = stream;
        this.taskId = taskId;
        this.outTasks = outTasks;
    }

    /** Passes this event to every hook registered on the context. */
    public void applyOn(TopologyContext topologyContext) {
        for (ITaskHook hook : topologyContext.getHooks()) {
            hook.emit(this);
        }
    }
}
