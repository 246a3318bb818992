package io.github.stormmc.plan;

import java.util.List;
import java.util.Map;
import org.apache.storm.generated.ComponentCommon;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.Grouping;

/**
 * A user component as it will run: its serialised instance (deserialised once per task), its effective
 * configuration (topology conf overlaid with the whitelisted component conf), its tasks and its executors.
 */
public record ComponentPlan(
    String id,
    ComponentKind kind,
    byte[] serializedInstance,
    ComponentCommon common,
    Map<String, Object> conf,
    List<Integer> taskIds,
    List<ExecutorPlan> executors,
    Map<String, StreamDef> streams,
    Map<GlobalStreamId, Grouping> inputs) {

    public enum ComponentKind { SPOUT, BOLT }

    public boolean isSpout() {
        return kind == ComponentKind.SPOUT;
    }

    public int taskIndexOf(int taskId) {
        return taskId - taskIds.get(0);
    }
}
