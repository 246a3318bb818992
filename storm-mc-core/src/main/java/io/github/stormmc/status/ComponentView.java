package io.github.stormmc.status;

import java.util.List;
import java.util.Map;

/**
 * One component: its executors and their sums. Latencies are averages weighted by each executor's executed (bolts)
 * or acked (spouts) count; capacity is the busiest executor's, as in Storm UI.
 *
 * @param errors recent errors, oldest first
 */
record ComponentView(String id, boolean spout, int tasks, List<ExecutorView> executors,
                     Map<StreamKey, Long> emittedByStream, Map<StreamKey, Long> transferredByStream,
                     Map<StreamKey, Long> executedByInput, Map<StreamKey, Long> ackedByKey,
                     Map<StreamKey, Long> failedByKey, Map<StreamKey, Double> latencyMsByKey,
                     long emitted, long transferred, long executed, long acked, long failed, double latencyMs,
                     double emitRate, double executeRate, double capacity,
                     long queuePopulation, long queueCapacity, long queueOverflow, long restarts,
                     long failures, List<ErrorView> errors) {

    ErrorView lastError() {
        return errors.isEmpty() ? null : errors.get(errors.size() - 1);
    }

    double queueFill() {
        return queueCapacity == 0 ? 0 : Math.min(1.0, (double) queuePopulation / queueCapacity);
    }
}
