package io.github.stormmc.routing;

import java.util.List;

/** Always the same targets: {@code allGrouping} (every task) and {@code globalGrouping} (the lowest task id). */
final class FixedSelector implements TaskSelector {
    private final List<Integer> targets;

    FixedSelector(List<Integer> targets) {
        this.targets = List.copyOf(targets);
    }

    static FixedSelector all(List<Integer> targets) {
        return new FixedSelector(targets);
    }

    static FixedSelector global(List<Integer> targets) {
        return new FixedSelector(targets.isEmpty() ? List.of() : List.of(targets.get(0)));
    }

    @Override
    public List<Integer> select(List<Object> values) {
        return targets;
    }
}
