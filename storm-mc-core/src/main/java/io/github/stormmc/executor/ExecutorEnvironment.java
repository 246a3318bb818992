package io.github.stormmc.executor;

import io.github.stormmc.plan.TopologyPlan;
import io.github.stormmc.queue.ReceiveQueue;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import org.apache.storm.metric.api.IMetric;
import org.apache.storm.metrics2.StormMetricRegistry;

/**
 * What every executor of one topology shares: the plan, every task's receive queue, the topology's lifecycle flags
 * and the worker-wide resources a {@code TopologyContext} exposes. Built once by the worker.
 */
public final class ExecutorEnvironment {
    private final TopologyPlan plan;
    private final ReceiveQueue[] queueByTask;
    private final ErrorSink errors;
    private final List<Integer> workerTasks;
    private final Map<String, Object> defaultResources;
    private final Map<String, Object> userResources;
    private final Map<Integer, Map<Integer, Map<String, IMetric>>> registeredMetrics;
    private final StormMetricRegistry metricRegistry;
    private final String codeDir;
    private final String pidDir;
    private final int workerPort;
    private final io.github.stormmc.timer.SharedTimer timer;
    private volatile boolean active;
    private volatile boolean stopping;
    private final TopologyFailure failure = new TopologyFailure();

    public ExecutorEnvironment(TopologyPlan plan, ReceiveQueue[] queueByTask, ErrorSink errors, List<Integer> workerTasks,
                               Map<String, Object> defaultResources, Map<String, Object> userResources,
                               Map<Integer, Map<Integer, Map<String, IMetric>>> registeredMetrics,
                               StormMetricRegistry metricRegistry, String codeDir, String pidDir, int workerPort,
                               io.github.stormmc.timer.SharedTimer timer, boolean initiallyActive) {
        this.plan = plan;
        this.queueByTask = queueByTask;
        this.errors = errors;
        this.workerTasks = workerTasks;
        this.defaultResources = defaultResources;
        this.userResources = userResources;
        this.registeredMetrics = registeredMetrics;
        this.metricRegistry = metricRegistry;
        this.codeDir = codeDir;
        this.pidDir = pidDir;
        this.workerPort = workerPort;
        this.timer = timer;
        this.active = initiallyActive;
    }

    public TopologyPlan plan() {
        return plan;
    }

    /** The queue of the executor running {@code taskId}, or null if there is no such user task. */
    public ReceiveQueue queueOf(int taskId) {
        return taskId > 0 && taskId < queueByTask.length ? queueByTask[taskId] : null;
    }

    public ErrorSink errors() {
        return errors;
    }

    public List<Integer> workerTasks() {
        return workerTasks;
    }

    public Map<String, Object> defaultResources() {
        return defaultResources;
    }

    public Map<String, Object> userResources() {
        return userResources;
    }

    public Map<Integer, Map<Integer, Map<String, IMetric>>> registeredMetrics() {
        return registeredMetrics;
    }

    public StormMetricRegistry metricRegistry() {
        return metricRegistry;
    }

    public ExecutorService sharedExecutor() {
        return (ExecutorService) defaultResources.get(org.apache.storm.task.WorkerTopologyContext.SHARED_EXECUTOR);
    }

    public String codeDir() {
        return codeDir;
    }

    public String pidDir() {
        return pidDir;
    }

    public int workerPort() {
        return workerPort;
    }

    /** The cluster's shared timer; executors schedule their tasks' periodic work on it. */
    public io.github.stormmc.timer.SharedTimer timer() {
        return timer;
    }

    /** Whether spouts should be emitting (activate/deactivate). */
    public boolean isActive() {
        return active;
    }

    public void setActive(boolean active) {
        this.active = active;
    }

    /** Where executors say the topology cannot go on; the cluster listens and kills it. */
    public TopologyFailure failure() {
        return failure;
    }

    /** Set once when the topology is being stopped: producers stop waiting on full queues. */
    public boolean isStopping() {
        return stopping;
    }

    public void markStopping() {
        this.stopping = true;
    }
}
