package org.apache.storm.grouping;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.task.WorkerTopologyContext;

/**
 * A shuffle that sends less to busier tasks: a ring of {@link #getCapacity()} slots holds each target task in
 * proportion to its spare capacity (1 - load), shuffled, and tuples take the slots in turn. Until
 * {@link #refreshLoad(LoadMapping)} reports loads, every task gets an equal share. All tasks of a Storm-MC topology
 * share one worker, so the locality scope is always {@code WORKER_LOCAL}.
 */
public class LoadAwareShuffleGrouping implements LoadAwareCustomStreamGrouping, Serializable {
    private static final long serialVersionUID = 1L;
    private static final int CAPACITY = 1000;
    /** Slots a task keeps however loaded it is, so a busy task is slowed down, never starved. */
    private static final int MIN_WEIGHT = 1;

    private List<Integer> targets;
    private final Random random = new Random();
    /** Replaced whole on refresh; a reader sees the old ring or the new one, both valid. */
    private volatile List<List<Integer>> ring;
    private final AtomicInteger next = new AtomicInteger();

    @Override
    public void prepare(WorkerTopologyContext context, GlobalStreamId stream, List<Integer> targetTasks) {
        targets = new ArrayList<>(targetTasks);
        int[] weights = new int[targets.size()];
        Arrays.fill(weights, 1);
        ring = buildRing(weights);
    }

    @Override
    public List<Integer> chooseTasks(int taskId, List<Object> values) {
        List<List<Integer>> slots = ring;
        int size = slots.size();
        int index = next.getAndUpdate(i -> i + 1 >= size ? 0 : i + 1);
        return slots.get(index < size ? index : 0);
    }

    @Override
    public void refreshLoad(LoadMapping loadMapping) {
        int[] weights = new int[targets.size()];
        for (int i = 0; i < weights.length; i++) {
            double spare = 1.0 - Math.min(1.0, Math.max(0.0, loadMapping.get(targets.get(i))));
            weights[i] = Math.max(MIN_WEIGHT, (int) Math.round(spare * CAPACITY));
        }
        ring = buildRing(weights);
    }

    public int getCapacity() {
        return CAPACITY;
    }

    public LocalityScope getCurrentScope() {
        return LocalityScope.WORKER_LOCAL;
    }

    /** About {@link #CAPACITY} slots, task i holding a share weights[i] / sum(weights) of them (at least one). */
    private List<List<Integer>> buildRing(int[] weights) {
        long total = 0;
        for (int w : weights) {
            total += w;
        }
        List<List<Integer>> slots = new ArrayList<>(CAPACITY + weights.length);
        for (int i = 0; i < weights.length; i++) {
            List<Integer> choice = Collections.singletonList(targets.get(i));
            long share = Math.max(1, Math.round((double) weights[i] * CAPACITY / total));
            for (long s = 0; s < share; s++) {
                slots.add(choice);
            }
        }
        Collections.shuffle(slots, random);
        return List.copyOf(slots);
    }

    /** How far from the sender a shuffle looks for targets; widened when the near ones are overloaded. */
    enum LocalityScope {
        WORKER_LOCAL, HOST_LOCAL, RACK_LOCAL, EVERYTHING;

        /** The next wider scope, or EVERYTHING. */
        public static LocalityScope downgrade(LocalityScope current) {
            return current.ordinal() + 1 < values().length ? values()[current.ordinal() + 1] : EVERYTHING;
        }

        /** The next narrower scope, or WORKER_LOCAL. */
        public static LocalityScope upgrade(LocalityScope current) {
            return current.ordinal() > 0 ? values()[current.ordinal() - 1] : WORKER_LOCAL;
        }
    }
}
