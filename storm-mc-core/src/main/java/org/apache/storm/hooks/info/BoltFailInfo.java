package org.apache.storm.hooks.info;

import org.apache.storm.hooks.ITaskHook;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Tuple;

/** A tuple a bolt failed. */
public class BoltFailInfo {
    public Tuple tuple;
    public int failingTaskId;
    public Long failLatencyMs;

    public BoltFailInfo(Tuple tuple, int failingTaskId, Long failLatencyMs) {
        this.tuple = tuple;
        this.failingTaskId = failingTaskId;
        this.failLatencyMs = failLatencyMs;
    }

    /** Passes this event to every hook registered on the context. */
    public void applyOn(TopologyContext topologyContext) {
        for (ITaskHook hook : topologyContext.getHooks()) {
            hook.boltFail(this);
        }
    }
}
