package org.apache.storm.testing;

import java.util.Map;
import org.apache.storm.topology.IRichBolt;
import org.apache.storm.topology.OutputFieldsDeclarer;

/** {@link NonRichBoltTracker} for a rich bolt: declares the wrapped bolt's outputs and configuration. */
public class BoltTracker extends NonRichBoltTracker implements IRichBolt {
    private static final long serialVersionUID = 1L;
    private final IRichBolt richDelegate;

    public BoltTracker(IRichBolt delegate, String id) {
        super(delegate, id);
        this.richDelegate = delegate;
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        richDelegate.declareOutputFields(declarer);
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return richDelegate.getComponentConfiguration();
    }
}
