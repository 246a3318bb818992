package io.github.stormmc.metrics;

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
            consumer = (IMetricsConsumer) loadClass(consumerClass).getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new IllegalArgumentException("Metrics consumer '" + consumerClass + "' (topology.metrics.consumer.register)"
                + " is not an instantiable org.apache.storm.metric.api.IMetricsConsumer: " + e, e);
        }
        consumer.prepare(topoConf, registrationArgument, context, collector::reportError);
    }

    /**
     * Config.registerMetricsConsumer records the canonical name, which for a nested class ("a.Outer.Inner") is not a
     * loadable binary name; try the binary forms ("a.Outer$Inner") too.
     */
    static Class<?> loadClass(String name) throws ClassNotFoundException {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        String candidate = name;
        while (true) {
            try {
                return Class.forName(candidate, true, loader);
            } catch (ClassNotFoundException e) {
                int dot = candidate.lastIndexOf('.');
                if (dot < 0) {
                    throw new ClassNotFoundException(name, e);
                }
                candidate = candidate.substring(0, dot) + '$' + candidate.substring(dot + 1);
            }
        }
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
