package org.apache.storm.testing;

import java.util.Map;
import org.apache.storm.metric.api.rpc.CountShellMetric;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.ShellBolt;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.IRichBolt;
import org.apache.storm.topology.OutputFieldsDeclarer;

/**
 * A shell bolt for tests of multilang metrics: it registers a {@link CountShellMetric} named
 * {@code my-custom-shell-metric} (5 s buckets) that the script updates over the multilang protocol. Declares no
 * output.
 */
public class PythonShellMetricsBolt extends ShellBolt implements IRichBolt {
    private static final long serialVersionUID = 1L;

    public PythonShellMetricsBolt(String[] args) {
        super(args);
    }

    public PythonShellMetricsBolt(String command, String file) {
        super(command, file);
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        super.prepare(topoConf, context, collector);
        context.registerMetric("my-custom-shell-metric", new CountShellMetric(), 5);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return null;
    }
}
