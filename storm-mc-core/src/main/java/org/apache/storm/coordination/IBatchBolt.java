package org.apache.storm.coordination;

import java.io.Serializable;
import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.IComponent;
import org.apache.storm.tuple.Tuple;

/**
 * A bolt that processes one batch (for DRPC: one request) per instance: a fresh copy is prepared with the batch id,
 * receives every tuple of the batch, and {@link #finishBatch()} runs once all of them have arrived.
 */
public interface IBatchBolt<T> extends Serializable, IComponent {
    void prepare(Map<String, Object> conf, TopologyContext context, BatchOutputCollector collector, T id);

    void execute(Tuple tuple);

    void finishBatch();
}
