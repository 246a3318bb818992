package io.github.stormmc.routing;

import java.util.List;
import java.util.Random;

/** {@code noneGrouping}: Storm sends each tuple to one target task picked at random. */
final class RandomSelector implements TaskSelector {
    private final List<Integer>[] targets;
    private final Random random;

    RandomSelector(List<Integer> targets, Random random) {
        this.targets = TaskLists.singletons(targets);
        this.random = random;
    }

    @Override
    public List<Integer> select(List<Object> values) {
        return targets.length == 0 ? List.of() : targets[random.nextInt(targets.length)];
    }
}
