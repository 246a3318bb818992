package io.github.stormmc.benchmarks.flink;

import io.github.stormmc.benchmarks.common.LatencyMeters;
import io.github.stormmc.benchmarks.common.Meters;
import io.github.stormmc.benchmarks.common.TaskMeter;
import org.apache.flink.api.common.functions.RuntimeContext;

/** Registers a Flink task's meters under the Storm topology's component names, the subtask index as task id. */
final class Metered {
    private Metered() {
    }

    static TaskMeter meter(String component, RuntimeContext context) {
        return Meters.register(component, context.getTaskInfo().getIndexOfThisSubtask());
    }

    /** The end-to-end latency recorder of a sink task. */
    static LatencyMeters.Recorder latency() {
        return LatencyMeters.register();
    }
}
