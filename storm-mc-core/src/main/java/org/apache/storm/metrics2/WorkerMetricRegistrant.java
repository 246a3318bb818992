package org.apache.storm.metrics2;

import org.apache.storm.task.TopologyContext;

/**
 * A worker metric listed in {@code worker.metrics} or {@code topology.worker.metrics} that registers its metrics itself
 * (rather than being one {@code IMetric}); the {@code __system} bolt calls it with its context.
 */
public interface WorkerMetricRegistrant {
    void registerMetrics(TopologyContext context);
}
