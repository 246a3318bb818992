package io.github.stormmc.status;

import java.util.Map;

/**
 * One executor as the status page and the REST API show it. Counts are exact totals since the executor started;
 * rates and capacity are over the sampler's last window.
 *
 * @param id                   Storm's executor id, {@code [firstTask-lastTask]}
 * @param emittedByStream      emitted tuples by output stream
 * @param transferredByStream  tuples handed to target tasks by output stream (one per target task)
 * @param executedByInput      executed tuples by input (bolts only)
 * @param ackedByKey           acked: by stream for spouts, by input for bolts
 * @param failedByKey          failed, keyed like {@code ackedByKey}
 * @param latencyMsByKey       average sampled latency in ms, keyed like {@code ackedByKey} (spouts: complete latency;
 *                             bolts: execute latency)
 * @param latencyMs            average over all keys
 * @param executeRateByInput   executed tuples per second over the last window, by input (bolts only)
 * @param restarts             task restarts after a crash
 * @param failures             task callbacks that threw: crashes and failed prepare/open attempts
 */
record ExecutorView(String id, String componentId, boolean spout, int tasks, long uptimeSecs,
                    Map<StreamKey, Long> emittedByStream, Map<StreamKey, Long> transferredByStream,
                    Map<StreamKey, Long> executedByInput, Map<StreamKey, Long> ackedByKey,
                    Map<StreamKey, Long> failedByKey, Map<StreamKey, Double> latencyMsByKey,
                    long emitted, long transferred, long executed, long acked, long failed, double latencyMs,
                    double emitRate, double executeRate, Map<StreamKey, Double> executeRateByInput,
                    double capacity,
                    long queuePopulation, int queueCapacity, int queueOverflow, long restarts,
                    long failures) {

    /** Receive queue fill, 0..1. */
    double queueFill() {
        return queueCapacity == 0 ? 0 : Math.min(1.0, (double) queuePopulation / queueCapacity);
    }
}
