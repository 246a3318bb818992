package io.github.stormmc.routing;

import java.util.List;

/**
 * Picks the target tasks of one subscription for one emitted tuple. One instance per source task, used only by
 * that task's executor thread, so implementations keep plain (unsynchronised) state.
 */
interface TaskSelector {
    List<Integer> select(List<Object> values);
}
