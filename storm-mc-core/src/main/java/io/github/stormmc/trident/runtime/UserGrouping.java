package io.github.stormmc.trident.runtime;

import java.util.List;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.grouping.CustomStreamGrouping;
import org.apache.storm.task.WorkerTopologyContext;

/** {@code partition(CustomStreamGrouping)}: the user's grouping sees the tuple's values without the batch id. */
public final class UserGrouping implements CustomStreamGrouping {
    private final CustomStreamGrouping delegate;

    public UserGrouping(CustomStreamGrouping delegate) {
        this.delegate = delegate;
    }

    @Override
    public void prepare(WorkerTopologyContext context, GlobalStreamId stream, List<Integer> targetTasks) {
        delegate.prepare(context, stream, targetTasks);
    }

    @Override
    public List<Integer> chooseTasks(int taskId, List<Object> values) {
        return delegate.chooseTasks(taskId, values.subList(1, values.size()));
    }
}
