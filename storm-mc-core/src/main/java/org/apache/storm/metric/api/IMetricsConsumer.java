package org.apache.storm.metric.api;

import java.util.Collection;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import org.apache.storm.task.IErrorReporter;
import org.apache.storm.task.TopologyContext;

/** Receives the v1 metric data points of the topology's tasks. */
public interface IMetricsConsumer {

    void prepare(Map<String, Object> topoConf, Object registrationArgument, TopologyContext context,
                 IErrorReporter errorReporter);

    void handleDataPoints(TaskInfo taskInfo, Collection<DataPoint> dataPoints);

    void cleanup();

    /** Which task a batch of data points comes from, and when. */
    class TaskInfo {
        public String srcWorkerHost;
        public int srcWorkerPort;
        public String srcComponentId;
        public int srcTaskId;
        public long timestamp;
        public int updateIntervalSecs;

        public TaskInfo() {
        }

        public TaskInfo(String srcWorkerHost, int srcWorkerPort, String srcComponentId, int srcTaskId, long timestamp,
                        int updateIntervalSecs) {
            this.srcWorkerHost = srcWorkerHost;
            this.srcWorkerPort = srcWorkerPort;
            this.srcComponentId = srcComponentId;
            this.srcTaskId = srcTaskId;
            this.timestamp = timestamp;
            this.updateIntervalSecs = updateIntervalSecs;
        }

        @Override
        public String toString() {
            return "TASK_INFO: { host: " + srcWorkerHost + ":" + srcWorkerPort
                + " comp: " + srcComponentId + "[" + srcTaskId + "]}";
        }
    }

    /** One named metric value, with optional dimensions. */
    class DataPoint {
        public String name;
        public Object value;
        public Map<String, String> dimensions;

        public DataPoint() {
        }

        public DataPoint(String name, Object value) {
            this(name, value, Collections.emptyMap());
        }

        public DataPoint(String name, Object value, Map<String, String> dimensions) {
            this.name = name;
            this.value = value;
            this.dimensions = dimensions;
        }

        @Override
        public String toString() {
            String dims = dimensions == null || dimensions.isEmpty() ? "" : ", " + dimensions;
            return "[" + name + "=" + value + dims + "]";
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof DataPoint)) {
                return false;
            }
            DataPoint that = (DataPoint) other;
            return Objects.equals(name, that.name) && Objects.equals(value, that.value)
                && Objects.equals(dimensions, that.dimensions);
        }

        @Override
        public int hashCode() {
            int result = Objects.hashCode(name);
            result = 31 * result + Objects.hashCode(value);
            return 31 * result + Objects.hashCode(dimensions);
        }
    }
}
