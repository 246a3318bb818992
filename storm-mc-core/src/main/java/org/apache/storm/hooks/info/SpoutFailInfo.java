package org.apache.storm.hooks.info;

import org.apache.storm.hooks.ITaskHook;
import org.apache.storm.task.TopologyContext;

/** A spout tuple tree that failed or timed out. */
public class SpoutFailInfo {
    public Object messageId;
    public int spoutTaskId;
    public Long failLatencyMs;

    public SpoutFailInfo(Object messageId, int spoutTaskId, Long failLatencyMs) {
        this.messageId = messageId;
        this.spoutTaskId = spoutTaskId;
        this.failLatencyMs = failLatencyMs;
    }

    /** Passes this event to every hook registered on the context. */
    public void applyOn(TopologyContext topologyContext) {
        for (ITaskHook hook : topologyContext.getHooks()) {
            hook.spoutFail(this);
        }
    }
}
