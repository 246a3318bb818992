package org.apache.storm.topology;

import java.io.Serializable;
import java.util.Map;

/** Common part of spouts and bolts: the streams they declare and their component-specific configuration. */
public interface IComponent extends Serializable {

    void declareOutputFields(OutputFieldsDeclarer declarer);

    /** Component-specific configuration, or null for none. */
    Map<String, Object> getComponentConfiguration();
}
