package org.apache.storm.trident.testing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.spout.IBatchSpout;
import org.apache.storm.tuple.Fields;

/**
 * Emits a fixed list of tuples in batches of up to {@code maxBatchSize}, in order; with {@link #setCycle} it starts
 * over when the list is used up, otherwise later batches are empty. A batch id asked for again (a replay) gets
 * exactly the batch it got the first time, until that batch is acked.
 */
public class FixedBatchSpout implements IBatchSpout {
    Fields fields;
    List<Object>[] outputs;
    int maxBatchSize;
    HashMap<Long, List<List<Object>>> batches = new HashMap<>();
    int index = 0;
    boolean cycle = false;

    @SafeVarargs
    public FixedBatchSpout(Fields fields, int maxBatchSize, List<Object>... outputs) {
        this.fields = fields;
        this.outputs = outputs;
        this.maxBatchSize = maxBatchSize;
    }

    public void setCycle(boolean cycle) {
        this.cycle = cycle;
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context) {
        index = 0;
    }

    @Override
    public void emitBatch(long batchId, TridentCollector collector) {
        List<List<Object>> batch = batches.get(batchId);
        if (batch == null) {
            batch = new ArrayList<>();
            if (index >= outputs.length && cycle) {
                index = 0;
            }
            while (index < outputs.length && batch.size() < maxBatchSize) {
                batch.add(outputs[index++]);
            }
            batches.put(batchId, batch);
        }
        for (List<Object> tuple : batch) {
            collector.emit(tuple);
        }
    }

    @Override
    public void ack(long batchId) {
        batches.remove(batchId);
    }

    @Override
    public void close() {
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        Config conf = new Config();
        conf.setMaxTaskParallelism(1);
        return conf;
    }

    @Override
    public Fields getOutputFields() {
        return fields;
    }
}
