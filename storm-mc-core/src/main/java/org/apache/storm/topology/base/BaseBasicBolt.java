package org.apache.storm.topology.base;

import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.IBasicBolt;

/** Base basic bolt with no-op prepare and cleanup. */
public abstract class BaseBasicBolt extends BaseComponent implements IBasicBolt {
    private static final long serialVersionUID = 1L;

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context) {
    }

    @Override
    public void cleanup() {
    }
}
