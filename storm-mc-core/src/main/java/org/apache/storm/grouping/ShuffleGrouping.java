package org.apache.storm.grouping;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.task.WorkerTopologyContext;

/** Round robin over the target tasks in a per-instance shuffled order, so every task gets an equal share. */
public class ShuffleGrouping implements CustomStreamGrouping, Serializable {
    private static final long serialVersionUID = 1L;

    /** One immutable single-task list per target, built once so routing allocates nothing. */
    private List<List<Integer>> choices;
    private final AtomicInteger current = new AtomicInteger(0);

    @Override
    public void prepare(WorkerTopologyContext context, GlobalStreamId stream, List<Integer> targetTasks) {
        List<List<Integer>> lists = new ArrayList<>(targetTasks.size());
        for (Integer task : targetTasks) {
            lists.add(Collections.singletonList(task));
        }
        Collections.shuffle(lists, ThreadLocalRandom.current());
        choices = lists;
        current.set(0);
    }

    @Override
    public List<Integer> chooseTasks(int taskId, List<Object> values) {
        int size = choices.size();
        // Wraps in place, so the counter never overflows however long the topology runs.
        int index = current.getAndUpdate(i -> i + 1 >= size ? 0 : i + 1);
        return choices.get(index);
    }
}
