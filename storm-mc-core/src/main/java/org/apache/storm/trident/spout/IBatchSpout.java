package org.apache.storm.trident.spout;

import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.tuple.Fields;

/** The simplest Trident spout: emits one batch per batch id, and is told when a batch has been committed. */
public interface IBatchSpout extends ITridentDataSource {
    void open(Map<String, Object> conf, TopologyContext context);

    void emitBatch(long batchId, TridentCollector collector);

    void ack(long batchId);

    void close();

    Map<String, Object> getComponentConfiguration();

    Fields getOutputFields();
}
