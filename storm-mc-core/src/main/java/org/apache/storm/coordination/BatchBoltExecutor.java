package org.apache.storm.coordination;

import java.util.HashMap;
import java.util.Map;
import org.apache.storm.coordination.CoordinatedBolt.FinishedCallback;
import org.apache.storm.coordination.CoordinatedBolt.TimeoutCallback;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.FailedException;
import org.apache.storm.topology.IRichBolt;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.utils.Utils;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs an {@link IBatchBolt} as a rich bolt: one fresh copy of the batch bolt per batch id (the first value of every
 * tuple), prepared with that id, fed the batch's tuples (each acked after {@code execute}, failed on
 * {@link FailedException}), and finished when the {@link CoordinatedBolt} around it reports the batch complete.
 */
public class BatchBoltExecutor implements IRichBolt, FinishedCallback, TimeoutCallback {
    public static final Logger LOG = LoggerFactory.getLogger(BatchBoltExecutor.class);
    private static final long serialVersionUID = 1L;

    private final IBatchBolt bolt;
    private transient byte[] boltTemplate;
    private transient Map<String, Object> conf;
    private transient TopologyContext context;
    private transient BatchOutputCollectorImpl collector;
    private transient Map<Object, IBatchBolt<Object>> openBatches;

    public BatchBoltExecutor(IBatchBolt bolt) {
        this.bolt = bolt;
    }

    @Override
    public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
        this.conf = conf;
        this.context = context;
        this.collector = new BatchOutputCollectorImpl(collector);
        this.openBatches = new HashMap<>();
        // each batch starts from a copy of the bolt as this task received it, as each task starts from the topology's
        this.boltTemplate = Utils.javaSerialize(bolt);
    }

    @Override
    public void execute(Tuple input) {
        Object id = input.getValue(0);
        IBatchBolt<Object> batch = batchBolt(id);
        try {
            batch.execute(input);
            collector.ack(input);
        } catch (FailedException e) {
            LOG.error("Failed to process tuple in batch {}", id, e);
            collector.fail(input);
        }
    }

    @Override
    public void cleanup() {
    }

    @Override
    public void finishedId(Object id) {
        IBatchBolt<Object> batch = batchBolt(id);
        openBatches.remove(id);
        batch.finishBatch();
    }

    @Override
    public void timeoutId(Object id) {
        openBatches.remove(id);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        bolt.declareOutputFields(declarer);
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return bolt.getComponentConfiguration();
    }

    private IBatchBolt<Object> batchBolt(Object id) {
        IBatchBolt<Object> batch = openBatches.get(id);
        if (batch == null) {
            batch = Utils.javaDeserialize(boltTemplate, IBatchBolt.class);
            batch.prepare(conf, context, collector, id);
            openBatches.put(id, batch);
        }
        return batch;
    }
}
