package org.apache.storm.topology.base;

import java.util.Map;
import org.apache.storm.state.State;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.IStatefulBolt;
import org.apache.storm.topology.OutputFieldsDeclarer;

/** Base for stateful bolts: no-op lifecycle and checkpoint hooks, no output streams. */
public abstract class BaseStatefulBolt<T extends State> implements IStatefulBolt<T> {
    private static final long serialVersionUID = 1L;

    public BaseStatefulBolt() {
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
    }

    @Override
    public void cleanup() {
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return null;
    }

    @Override
    public void preCommit(long txid) {
    }

    @Override
    public void prePrepare(long txid) {
    }

    @Override
    public void preRollback() {
    }
}
