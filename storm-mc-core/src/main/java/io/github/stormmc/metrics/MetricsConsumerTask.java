package io.github.stormmc.metrics;

import io.github.stormmc.config.ApplicationClasses;
import java.util.Collection;
import java.util.Map;
import org.apache.storm.metric.api.IMetricsConsumer;
import org.apache.storm.task.IBolt;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Tuple;

/**
 * One task of a registered metrics consumer (Storm's hidden {@code __metrics_<class>} bolt): receives each task's
 * datapoints as a (TaskInfo, datapoints) tuple and hands them to the user's {@link IMetricsConsumer}.
 */
public final class MetricsConsumerTask implements IBolt {
    private static final long serialVersionUID = 1L;
    private final String consumerClass;
    private final Object registrationArgument;
    private transient IMetricsConsumer consumer;

    public MetricsConsumerTask(String consumerClass, Object registrationArgument) {
        this.consumerClass = consumerClass;
        this.registrationArgument = registrationArgument;
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        try {
            consumer = (IMetricsConsumer) ApplicationClasses.forCanonicalName(consumerClass).getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new IllegalArgumentException("Metrics consumer '" + consumerClass + "' (topology.metrics.consumer.register)"
                + " is not an instantiable org.apache.storm.metric.api.IMetricsConsumer: " + e, e);
        }
        consumer.prepare(topoConf, registrationArgument, context, collector::reportError);
    }

    @Override
    @SuppressWarnings("unchecked")
    public void execute(Tuple input) {
        consumer.handleDataPoints((IMetricsConsumer.TaskInfo) input.getValue(0),
            (Collection<IMetricsConsumer.DataPoint>) input.getValue(1));
    }

    @Override
    public void cleanup() {
        if (consumer != null) {
            consumer.cleanup();
        }
    }
}
