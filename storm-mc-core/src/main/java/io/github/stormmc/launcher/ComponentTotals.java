package io.github.stormmc.launcher;

import java.util.Set;

/**
 * Running totals of one component, summed over its executors, from the ":all-time" stats window.
 *
 * @param inputs the non-system components this bolt has executed tuples from (empty for spouts); used only to order
 *               components from sources to sinks on the progress line
 */
public record ComponentTotals(String id, boolean spout, long emitted, long executed, Set<String> inputs) {
}
