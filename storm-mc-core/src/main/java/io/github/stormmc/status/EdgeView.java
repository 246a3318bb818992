package io.github.stormmc.status;

/**
 * One subscription drawn as an edge: tuples from {@code source}'s {@code stream} executed by {@code target}, in total
 * and per second over the last window.
 */
record EdgeView(String source, String stream, String target, String grouping, long executed, double rate) {
}
