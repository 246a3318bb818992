package org.apache.storm.metrics2;

import java.util.HashMap;
import java.util.Map;

/**
 * The dimensions of a group of task metrics, as Storm 2.8 reports them when {@code report.dimensions.enabled} is on:
 * {@code taskid}, {@code componentId} and {@code streamId} (each only when known), {@code hostname},
 * {@code topologyId} and {@code port}. Two groups are the same when task, component and stream are.
 */
public class TaskMetricDimensions {
    private final int taskId;
    private final String componentId;
    private final String streamId;
    private final Map<String, String> dimensions = new HashMap<>();

    public TaskMetricDimensions(int taskId, String componentId, String streamId, StormMetricRegistry metricRegistry) {
        this.taskId = taskId;
        this.componentId = componentId == null ? "" : componentId;
        this.streamId = streamId == null ? "" : streamId;
        dimensions.put("taskid", Integer.toString(taskId));
        if (componentId != null) {
            dimensions.put("componentId", componentId);
        }
        if (streamId != null) {
            dimensions.put("streamId", streamId);
        }
        dimensions.put("hostname", metricRegistry.names().host());
        dimensions.put("topologyId", metricRegistry.names().topologyId());
        dimensions.put("port", Integer.toString(metricRegistry.names().port()));
    }

    public Map<String, String> getDimensions() {
        return dimensions;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof TaskMetricDimensions)) {
            return false;
        }
        TaskMetricDimensions other = (TaskMetricDimensions) o;
        return taskId == other.taskId && componentId.equals(other.componentId) && streamId.equals(other.streamId);
    }

    @Override
    public int hashCode() {
        return (31 * taskId + componentId.hashCode()) * 31 + streamId.hashCode();
    }

    @Override
    public String toString() {
        return dimensions.toString();
    }
}
