package org.apache.storm.hooks.info;

import org.apache.storm.hooks.ITaskHook;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Tuple;

/** A tuple a bolt acked. */
public class BoltAckInfo {
    public Tuple tuple;
    public int ackingTaskId;
    public Long processLatencyMs;

    public BoltAckInfo(Tuple tuple, int ackingTaskId, Long processLatencyMs) {
        this.tuple = tuple;
        this.ackingTaskId = ackingTaskId;
        this.processLatencyMs = processLatencyMs;
    }

    /** Passes this event to every hook registered on the context. */
    public void applyOn(TopologyContext topologyContext) {
        for (ITaskHook hook : topologyContext.getHooks()) {
            hook.boltAck(this);
        }
    }
}
