package io.github.stormmc.routing;

import java.util.List;

/** Immutable one-element target lists, built once per subscription so a single-target route allocates nothing. */
final class TaskLists {
    private TaskLists() {
    }

    static List<Integer>[] singletons(List<Integer> targets) {
        @SuppressWarnings("unchecked")
        List<Integer>[] lists = new List[targets.size()];
        for (int i = 0; i < lists.length; i++) {
            lists[i] = List.of(targets.get(i));
        }
        return lists;
    }
}
