package io.github.stormmc.trident.spout;

import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.spout.IBatchSpout;
import org.apache.storm.trident.spout.ITridentSpout;
import org.apache.storm.trident.topology.TransactionAttempt;
import org.apache.storm.tuple.Fields;

/**
 * Runs an {@link IBatchSpout} as an {@link ITridentSpout}: every emitter task asks it for the batch of each
 * transaction id (a replay asks again with the same id) and acks it once the transaction is committed.
 */
public final class BatchSpoutSource implements ITridentSpout<Object> {
    private final IBatchSpout spout;

    public BatchSpoutSource(IBatchSpout spout) {
        this.spout = spout;
    }

    @Override
    public BatchCoordinator<Object> getCoordinator(String txStateId, Map<String, Object> conf, TopologyContext context) {
        return new BatchCoordinator<Object>() {
            @Override
            public Object initializeTransaction(long txid, Object prevMetadata, Object currMetadata) {
                return null;
            }

            @Override
            public void success(long txid) {
            }

            @Override
            public boolean isReady(long txid) {
                return true;
            }

            @Override
            public void close() {
            }
        };
    }

    @Override
    public Emitter<Object> getEmitter(String txStateId, Map<String, Object> conf, TopologyContext context) {
        spout.open(conf, context);
        return new Emitter<Object>() {
            @Override
            public void emitBatch(TransactionAttempt tx, Object coordinatorMeta, TridentCollector collector) {
                spout.emitBatch(tx.getTransactionId(), collector);
            }

            @Override
            public void success(TransactionAttempt tx) {
                spout.ack(tx.getTransactionId());
            }

            @Override
            public void close() {
                spout.close();
            }
        };
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return spout.getComponentConfiguration();
    }

    @Override
    public Fields getOutputFields() {
        return spout.getOutputFields();
    }
}
