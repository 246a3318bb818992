package org.apache.storm.testing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.grouping.CustomStreamGrouping;
import org.apache.storm.task.WorkerTopologyContext;

/** Sends every tuple to the {@code n} lowest target task ids. */
public class NGrouping implements CustomStreamGrouping {
    private static final long serialVersionUID = 1L;
    private final int n;
    private List<Integer> chosen;

    public NGrouping(Integer n) {
        this.n = n;
    }

    @Override
    public void prepare(WorkerTopologyContext context, GlobalStreamId stream, List<Integer> targetTasks) {
        if (n > targetTasks.size()) {
            throw new IndexOutOfBoundsException("NGrouping(" + n + ") needs at least " + n + " target tasks, "
                + stream + " has " + targetTasks.size());
        }
        List<Integer> sorted = new ArrayList<>(targetTasks);
        Collections.sort(sorted);
        chosen = new ArrayList<>(sorted.subList(0, n));
    }

    @Override
    public List<Integer> chooseTasks(int taskId, List<Object> values) {
        return chosen;
    }
}
