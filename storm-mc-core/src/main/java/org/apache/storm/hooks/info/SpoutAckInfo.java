package org.apache.storm.hooks.info;

import org.apache.storm.hooks.ITaskHook;
import org.apache.storm.task.TopologyContext;

/** A spout tuple tree that completed. */
public class SpoutAckInfo {
    public Object messageId;
    public int spoutTaskId;
    public Long completeLatencyMs;

    public SpoutAckInfo(Object messageId, int spoutTaskId, Long completeLatencyMs) {
        this.messageId = messageId;
        this.spoutTaskId = spoutTaskId;
        this.completeLatencyMs = completeLatencyMs;
    }

    /** Passes this event to every hook registered on the context. */
    public void applyOn(TopologyContext topologyContext) {
        for (ITaskHook hook : topologyContext.getHooks()) {
            hook.spoutAck(this);
        }
    }
}
