package org.apache.storm.metrics2;

import com.codahale.metrics.MetricRegistry;
import java.util.Map;

/** What a reporter that reports with dimensions reads: the registry, and its metrics grouped by task dimensions. */
public interface MetricRegistryProvider {

    MetricRegistry getRegistry();

    Map<TaskMetricDimensions, TaskMetricRepo> getTaskMetrics();
}
