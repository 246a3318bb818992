package io.github.stormmc.executor;

import io.github.stormmc.metrics.TaskMetricsReporter;
import io.github.stormmc.plan.ComponentPlan;
import io.github.stormmc.plan.ExecutorPlan;
import io.github.stormmc.plan.TopologyPlan;
import io.github.stormmc.queue.ReceiveQueue;
import io.github.stormmc.stats.ExecutorStats;
import org.apache.storm.task.GeneralTopologyContext;

/** Wires an executor's metrics: the reporter of its tasks' built-in and registered metrics (none for system bolts). */
final class ExecutorMetrics {
    private ExecutorMetrics() {
    }

    static TaskMetricsReporter reporter(ComponentPlan component, ExecutorPlan executorPlan, ExecutorEnvironment env,
                                        ExecutorStats stats, ReceiveQueue queue) {
        if (TopologyPlan.isSystem(component.id())) {
            return null;
        }
        GeneralTopologyContext context = new GeneralTopologyContext(env.plan().topology(), env.plan().conf(),
            env.plan().taskToComponent(), env.plan().componentToSortedTasks(), env.plan().allStreamFields(),
            env.plan().topologyId());
        return new TaskMetricsReporter(component.id(), executorPlan.firstTask(), executorPlan.lastTask(),
            component.conf(), env.registeredMetrics(), env.plan().metricsConsumerTasks(), stats, queue,
            component.isSpout(), context, env::queueOf, env.metricRegistry());
    }
}
