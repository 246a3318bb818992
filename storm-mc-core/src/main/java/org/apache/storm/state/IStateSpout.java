package org.apache.storm.state;

import java.io.Serializable;
import java.util.Map;
import org.apache.storm.task.TopologyContext;

/**
 * A spout that publishes a state rather than a stream. Storm declares it but runs no state spout (its topology builder
 * has no way to add one); Storm-MC likewise rejects a topology whose {@code state_spouts} is not empty.
 */
public interface IStateSpout extends Serializable {
    void open(Map<String, Object> conf, TopologyContext context);

    void close();

    void nextTuple(StateSpoutOutputCollector collector);

    void synchronize(SynchronizeOutputCollector collector);
}
