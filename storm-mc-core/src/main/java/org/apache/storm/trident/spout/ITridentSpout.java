package org.apache.storm.trident.spout;

import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.topology.TransactionAttempt;
import org.apache.storm.tuple.Fields;

/**
 * The general Trident spout: a single coordinator decides each transaction's metadata, and every emitter task emits
 * its share of the batch from that metadata.
 */
public interface ITridentSpout<T> extends ITridentDataSource {
    BatchCoordinator<T> getCoordinator(String txStateId, Map<String, Object> conf, TopologyContext context);

    Emitter<T> getEmitter(String txStateId, Map<String, Object> conf, TopologyContext context);

    Map<String, Object> getComponentConfiguration();

    Fields getOutputFields();

    interface BatchCoordinator<X> {
        /** Metadata for {@code txid}; {@code prevMetadata} is the previous transaction's, {@code currMetadata} this
         *  transaction's from an earlier attempt (null on the first attempt). */
        X initializeTransaction(long txid, X prevMetadata, X currMetadata);

        void success(long txid);

        boolean isReady(long txid);

        void close();
    }

    interface Emitter<X> {
        void emitBatch(TransactionAttempt tx, X coordinatorMeta, TridentCollector collector);

        void success(TransactionAttempt tx);

        void close();
    }
}
