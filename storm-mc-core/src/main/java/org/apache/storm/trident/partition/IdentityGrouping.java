package org.apache.storm.trident.partition;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.grouping.CustomStreamGrouping;
import org.apache.storm.task.WorkerTopologyContext;

/**
 * Pairs each source task with one target task, in task-id order (the i-th lowest source sends to the i-th lowest
 * target), so both components must have the same number of tasks.
 */
public class IdentityGrouping implements CustomStreamGrouping {
    private static final long serialVersionUID = 1L;
    private final Map<Integer, List<Integer>> targetOfSource = new HashMap<>();

    @Override
    public void prepare(WorkerTopologyContext context, GlobalStreamId stream, List<Integer> targetTasks) {
        List<Integer> sources = new ArrayList<>(context.getComponentTasks(stream.get_componentId()));
        List<Integer> targets = new ArrayList<>(targetTasks);
        if (sources.size() != targets.size()) {
            throw new IllegalArgumentException("Identity grouping from " + stream.get_componentId() + " needs as many"
                + " target tasks as source tasks: " + sources.size() + " sources, " + targets.size() + " targets");
        }
        Collections.sort(sources);
        Collections.sort(targets);
        for (int i = 0; i < sources.size(); i++) {
            targetOfSource.put(sources.get(i), List.of(targets.get(i)));
        }
    }

    @Override
    public List<Integer> chooseTasks(int fromTask, List<Object> values) {
        List<Integer> target = targetOfSource.get(fromTask);
        if (target == null) {
            throw new IllegalStateException("Task " + fromTask + " is not a task of this grouping's source component");
        }
        return target;
    }
}
