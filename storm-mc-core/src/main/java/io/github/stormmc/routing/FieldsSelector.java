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
    /** The only key's index, or -1 when grouping on several fields. */
    private final int singleKey;
    private final List<Integer>[] targets;
    private final FloorMod mod;

    FieldsSelector(int[] keyIndexes, List<Integer> targets) {
        this.keyIndexes = keyIndexes.clone();
        this.singleKey = keyIndexes.length == 1 ? keyIndexes[0] : -1;
        this.targets = TaskLists.singletons(targets);
        this.mod = targets.isEmpty() ? null : new FloorMod(targets.size());
    }

    @Override
    public List<Integer> select(List<Object> values) {
        if (mod == null) {
            return List.of();
        }
        int hash;
        if (singleKey >= 0) {
            hash = 31 + deepHash(values.get(singleKey)); // Arrays.deepHashCode of a one-element key
        } else {
            hash = 1;
            for (int index : keyIndexes) {
                hash = 31 * hash + deepHash(values.get(index));
            }
        }
        return targets[mod.of(hash)];
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
