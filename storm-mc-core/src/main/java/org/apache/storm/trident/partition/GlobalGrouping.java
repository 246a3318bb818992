package org.apache.storm.trident.partition;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.grouping.CustomStreamGrouping;
import org.apache.storm.task.WorkerTopologyContext;

/** Sends every tuple to one task, the one with the lowest id (as Storm's global grouping picks it). */
public class GlobalGrouping implements CustomStreamGrouping {
    private static final long serialVersionUID = 1L;
    private List<Integer> target;

    @Override
    public void prepare(WorkerTopologyContext context, GlobalStreamId stream, List<Integer> targetTasks) {
        List<Integer> sorted = new ArrayList<>(targetTasks);
        Collections.sort(sorted);
        target = List.of(sorted.get(0));
    }

    @Override
    public List<Integer> chooseTasks(int taskId, List<Object> values) {
        return target;
    }
}
