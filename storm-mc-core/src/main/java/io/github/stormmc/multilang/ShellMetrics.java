package io.github.stormmc.multilang;

import org.apache.storm.metric.api.IMetric;
import org.apache.storm.metric.api.rpc.IShellMetric;
import org.apache.storm.multilang.ShellMsg;
import org.apache.storm.task.TopologyContext;

/** Applies a subprocess's {@code metrics} message to the {@link IShellMetric} its task registered under that name. */
final class ShellMetrics {
    private ShellMetrics() {
    }

    static void update(TopologyContext context, ShellMsg msg) {
        String name = msg.getMetricName();
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("a metrics message must name its metric (\"name\")");
        }
        IMetric metric = context.getRegisteredMetricByName(name);
        if (metric == null) {
            throw new IllegalArgumentException("no metric named '" + name + "' is registered for task "
                + context.getThisTaskId() + "; register an IShellMetric with context.registerMetric in prepare/open");
        }
        if (!(metric instanceof IShellMetric shellMetric)) {
            throw new IllegalArgumentException("metric '" + name + "' is a " + metric.getClass().getName()
                + ", not an IShellMetric, so a subprocess cannot update it");
        }
        shellMetric.updateMetricFromRPC(msg.getMetricParams());
    }
}
