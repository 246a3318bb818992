package org.apache.storm.grouping;

import java.io.Serializable;
import java.util.List;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.task.WorkerTopologyContext;

/** Chooses the target tasks of each tuple emitted on one stream to one subscribing component. */
public interface CustomStreamGrouping extends Serializable {

    /** Called once per emitting task before any tuple is routed; targetTasks are the subscriber's task ids. */
    void prepare(WorkerTopologyContext context, GlobalStreamId stream, List<Integer> targetTasks);

    /** Returns the target task ids for a tuple emitted by {@code taskId}. */
    List<Integer> chooseTasks(int taskId, List<Object> values);
}
