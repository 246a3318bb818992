package io.github.stormmc.trident.runtime;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.trident.topology.TransactionAttempt;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

/**
 * Batch-completion protocol between tasks: when a task is done with a batch it tells every task of every downstream
 * component how many of the batch's data tuples it sent there. A task knows it has the whole batch once every
 * upstream task has reported and the reported counts match what arrived (tuples and reports may arrive in any order).
 */
final class Coordination {
    private final List<Integer> downstreamTasks = new ArrayList<>();
    private final int upstreamTasks;

    Coordination(TopologyContext context, List<String> upstream, List<String> downstream) {
        int count = 0;
        for (String component : upstream) {
            count += context.getComponentTasks(component).size();
        }
        this.upstreamTasks = count;
        for (String component : downstream) {
            downstreamTasks.addAll(context.getComponentTasks(component));
        }
    }

    int upstreamTasks() {
        return upstreamTasks;
    }

    void report(OutputCollector collector, Collection<Tuple> anchors, TransactionAttempt attempt, TrackedBatch batch) {
        for (Integer task : downstreamTasks) {
            collector.emitDirect(task, Streams.COORD, anchors, new Values(attempt, batch.sent.getOrDefault(task, 0L)));
        }
    }
}
