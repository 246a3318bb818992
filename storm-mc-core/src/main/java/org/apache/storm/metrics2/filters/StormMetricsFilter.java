package org.apache.storm.metrics2.filters;

import com.codahale.metrics.MetricFilter;
import java.util.Map;

/** A Dropwizard metric filter that a reporter configures from its reporter conf ({@code filter} entry). */
public interface StormMetricsFilter extends MetricFilter {
    void prepare(Map<String, Object> config);
}
