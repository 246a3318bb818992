package org.apache.storm.topology;

import java.util.Map;
import org.apache.storm.state.State;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Tuple;

/** A bolt with checkpointed state. */
public interface IStatefulBolt<T extends State> extends IStatefulComponent<T> {

    void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector);

    void execute(Tuple input);

    void cleanup();
}
