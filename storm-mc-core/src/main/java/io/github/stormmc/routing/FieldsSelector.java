package io.github.stormmc.routing;

import java.util.Arrays;
import java.util.List;

/**
 * {@code fieldsGrouping}: hashes the grouping fields' values exactly as Storm does
 * ({@code floorMod(Arrays.deepHashCode(keyValues), numTasks)}, the rule of {@code TupleUtils.chooseTaskIndex}), so
 * a key lands on the same task index as on Storm, but without building the key list.
 */
final class FieldsSelector implements TaskSelector {
    private final int[] keyIndexes;
    private final List<Integer>[] targets;

    FieldsSelector(int[] keyIndexes, List<Integer> targets) {
        this.keyIndexes = keyIndexes.clone();
        this.targets = TaskLists.singletons(targets);
    }

    @Override
    public List<Integer> select(List<Object> values) {
        if (targets.length == 0) {
            return List.of();
        }
        int hash = 1;
        for (int index : keyIndexes) {
            hash = 31 * hash + deepHash(values.get(index));
        }
        return targets[Math.floorMod(hash, targets.length)];
    }

    /** One element's contribution to {@link Arrays#deepHashCode(Object[])}. */
    static int deepHash(Object e) {
        if (e == null) {
            return 0;
        }
        if (!e.getClass().isArray()) {
            return e.hashCode();
        }
        if (e instanceof Object[] a) {
            return Arrays.deepHashCode(a);
        } else if (e instanceof byte[] a) {
            return Arrays.hashCode(a);
        } else if (e instanceof int[] a) {
            return Arrays.hashCode(a);
        } else if (e instanceof long[] a) {
            return Arrays.hashCode(a);
        } else if (e instanceof short[] a) {
            return Arrays.hashCode(a);
        } else if (e instanceof char[] a) {
            return Arrays.hashCode(a);
        } else if (e instanceof float[] a) {
            return Arrays.hashCode(a);
        } else if (e instanceof double[] a) {
            return Arrays.hashCode(a);
        } else {
            return Arrays.hashCode((boolean[]) e);
        }
    }
}
