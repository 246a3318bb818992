package io.github.stormmc.trident.runtime;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.grouping.CustomStreamGrouping;
import org.apache.storm.task.WorkerTopologyContext;

/** {@code identityPartition()}: source partition i sends to target partition i (modulo the target count). */
public final class IdentityGrouping implements CustomStreamGrouping {
    private List<Integer> targets;
    private List<Integer> sources;

    @Override
    public void prepare(WorkerTopologyContext context, GlobalStreamId stream, List<Integer> targetTasks) {
        this.targets = new ArrayList<>(targetTasks);
        Collections.sort(targets);
        this.sources = new ArrayList<>(context.getComponentTasks(stream.get_componentId()));
        Collections.sort(sources);
    }

    @Override
    public List<Integer> chooseTasks(int taskId, List<Object> values) {
        int index = sources.indexOf(taskId);
        return Collections.singletonList(targets.get(Math.floorMod(index, targets.size())));
    }
}
