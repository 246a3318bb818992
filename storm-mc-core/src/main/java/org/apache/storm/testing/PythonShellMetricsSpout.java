package org.apache.storm.testing;

import java.util.Map;
import org.apache.storm.metric.api.rpc.CountShellMetric;
import org.apache.storm.spout.ShellSpout;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.IRichSpout;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Fields;

/**
 * A shell spout for tests of multilang metrics: it registers a {@link CountShellMetric} named
 * {@code my-custom-shellspout-metric} (5 s buckets) and declares one field, {@code field1}.
 */
public class PythonShellMetricsSpout extends ShellSpout implements IRichSpout {
    private static final long serialVersionUID = 1L;

    public PythonShellMetricsSpout(String[] command) {
        super(command);
    }

    public PythonShellMetricsSpout(String command, String file) {
        super(command, file);
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        super.open(conf, context, collector);
        context.registerMetric("my-custom-shellspout-metric", new CountShellMetric(), 5);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("field1"));
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return null;
    }
}
