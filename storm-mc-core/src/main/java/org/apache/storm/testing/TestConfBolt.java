package org.apache.storm.testing;

import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

/**
 * For each input naming a configuration key (field 0), emits {@code (key, value)} with the value the bolt was
 * prepared with (null if absent). The optional map is the bolt's component configuration.
 */
public class TestConfBolt extends BaseBasicBolt {
    private static final long serialVersionUID = 1L;
    private final Map<String, Object> componentConf;
    private transient Map<String, Object> conf;

    public TestConfBolt() {
        this(null);
    }

    public TestConfBolt(Map<String, Object> componentConf) {
        this.componentConf = componentConf;
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context) {
        this.conf = topoConf;
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("conf", "value"));
    }

    @Override
    public void execute(Tuple input, BasicOutputCollector collector) {
        String key = input.getString(0);
        collector.emit(new Values(key, conf.get(key)));
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return componentConf;
    }
}
