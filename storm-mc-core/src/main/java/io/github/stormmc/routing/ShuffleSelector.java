package io.github.stormmc.routing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Round robin over a shuffled order of the target tasks, from a random starting point: every target gets within one
 * tuple of an equal share from each source task, and different source tasks do not move in lock step.
 */
final class ShuffleSelector implements TaskSelector {
    private final List<Integer>[] order;
    private int next;

    ShuffleSelector(List<Integer> targets, Random random) {
        List<Integer> shuffled = new ArrayList<>(targets);
        Collections.shuffle(shuffled, random);
        this.order = TaskLists.singletons(shuffled);
        this.next = order.length == 0 ? 0 : random.nextInt(order.length);
    }

    @Override
    public List<Integer> select(List<Object> values) {
        if (order.length == 0) {
            return List.of();
        }
        List<Integer> target = order[next];
        next = next + 1 == order.length ? 0 : next + 1;
        return target;
    }
}
