package org.apache.storm.trident.partition;

import java.util.List;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.grouping.CustomStreamGrouping;
import org.apache.storm.task.WorkerTopologyContext;
import org.apache.storm.utils.Utils;

/** Sends a tuple to the task chosen by the hash of one of its values (by position); null goes to the first task. */
public class IndexHashGrouping implements CustomStreamGrouping {
    private static final long serialVersionUID = 1L;
    private final int index;
    private List<Integer> targets;

    public IndexHashGrouping(int index) {
        this.index = index;
    }

    /** The partition of {@code val} among {@code numPartitions}: its non-negative hash modulo the count. */
    public static int objectToIndex(Object val, int numPartitions) {
        return val == null ? 0 : Utils.toPositive(val.hashCode()) % numPartitions;
    }

    @Override
    public void prepare(WorkerTopologyContext context, GlobalStreamId stream, List<Integer> targetTasks) {
        targets = targetTasks;
    }

    @Override
    public List<Integer> chooseTasks(int fromTask, List<Object> values) {
        return List.of(targets.get(objectToIndex(values.get(index), targets.size())));
    }
}
