package io.github.stormmc.cluster;

import io.github.stormmc.plan.TopologyPlan;
import io.github.stormmc.worker.Worker;

/** A submitted topology: its plan, its worker and its status. Status changes are guarded by the cluster. */
public final class RunningTopology {
    private final TopologyPlan plan;
    private final Worker worker;
    private volatile TopologyStatus status;

    RunningTopology(TopologyPlan plan, Worker worker, TopologyStatus status) {
        this.plan = plan;
        this.worker = worker;
        this.status = status;
    }

    public TopologyPlan plan() {
        return plan;
    }

    public Worker worker() {
        return worker;
    }

    public TopologyStatus status() {
        return status;
    }

    void setStatus(TopologyStatus status) {
        this.status = status;
    }

    public String id() {
        return plan.topologyId();
    }

    public String name() {
        return plan.name();
    }

    /** Task restarts after crashes, over all executors. */
    public long restarts() {
        return worker.stats().stream().mapToLong(s -> s.restarts().total()).sum();
    }

    public int uptimeSecs() {
        return (int) ((System.currentTimeMillis() - worker.startMillis()) / 1000);
    }
}
