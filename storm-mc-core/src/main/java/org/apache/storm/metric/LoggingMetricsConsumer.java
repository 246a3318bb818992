package org.apache.storm.metric;

import java.util.Collection;
import java.util.Map;
import org.apache.storm.metric.api.IMetricsConsumer;
import org.apache.storm.task.IErrorReporter;
import org.apache.storm.task.TopologyContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Logs every datapoint, one line each: time, worker, task, component, metric name and value. Storm sends these lines
 * to a dedicated metrics log through its logging configuration (logger {@code org.apache.storm.metric.LoggingMetricsConsumer}).
 */
public class LoggingMetricsConsumer implements IMetricsConsumer {
    public static final Logger LOG = LoggerFactory.getLogger(LoggingMetricsConsumer.class);

    public LoggingMetricsConsumer() {
    }

    @Override
    public void prepare(Map<String, Object> topoConf, Object registrationArgument, TopologyContext context,
                        IErrorReporter errorReporter) {
    }

    @Override
    public void handleDataPoints(TaskInfo taskInfo, Collection<DataPoint> dataPoints) {
        String prefix = String.format("%d\t%15s:%-4d\t%3d:%-11s\t", taskInfo.timestamp, taskInfo.srcWorkerHost,
            taskInfo.srcWorkerPort, taskInfo.srcTaskId, taskInfo.srcComponentId);
        for (DataPoint p : dataPoints) {
            LOG.info("{}{}\t{}", prefix, String.format("%-20s", p.name), p.value);
        }
    }

    @Override
    public void cleanup() {
    }
}
