package io.github.stormmc.metrics;

/** A control message asking an executor to report the metrics of one bucket size, on its own thread. */
public record MetricsTick(int bucketSecs) {
}
