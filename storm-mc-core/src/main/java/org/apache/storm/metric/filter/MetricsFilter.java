package org.apache.storm.metric.filter;

import java.io.Serializable;
import org.apache.storm.metric.api.IMetricsConsumer;
import org.apache.storm.shade.com.google.common.base.Predicate;

/**
 * Decides which data points reach a v1 metrics consumer. Its type is Storm's shaded Guava predicate, so
 * implementing it needs storm-shaded-deps (storm-mc-classpath).
 */
public interface MetricsFilter extends Predicate<IMetricsConsumer.DataPoint>, Serializable {
}
