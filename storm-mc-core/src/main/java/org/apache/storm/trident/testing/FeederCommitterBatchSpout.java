package org.apache.storm.trident.testing;

import java.util.List;
import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.spout.ICommitterTridentSpout;
import org.apache.storm.trident.topology.TransactionAttempt;
import org.apache.storm.tuple.Fields;

/** {@link FeederBatchSpout} as an {@link ICommitterTridentSpout}: its emitter takes part in each commit (and does nothing). */
public class FeederCommitterBatchSpout implements ICommitterTridentSpout<Map<Integer, List<List<Object>>>>, IFeeder {
    private static final long serialVersionUID = 1L;
    FeederBatchSpout spout;

    public FeederCommitterBatchSpout(List<String> fields) {
        spout = new FeederBatchSpout(fields);
    }

    public void setWaitToEmit(boolean trueIfWait) {
        spout.setWaitToEmit(trueIfWait);
    }

    @Override
    @SuppressWarnings({"rawtypes", "unchecked"})
    public ICommitterTridentSpout.Emitter getEmitter(String txStateId, Map<String, Object> conf,
                                                     TopologyContext context) {
        org.apache.storm.trident.spout.ITridentSpout.Emitter inner = spout.getEmitter(txStateId, conf, context);
        return new ICommitterTridentSpout.Emitter() {
            @Override
            public void commit(TransactionAttempt attempt) {
            }

            @Override
            public void emitBatch(TransactionAttempt tx, Object coordinatorMeta, TridentCollector collector) {
                inner.emitBatch(tx, coordinatorMeta, collector);
            }

            @Override
            public void success(TransactionAttempt tx) {
                inner.success(tx);
            }

            @Override
            public void close() {
                inner.close();
            }
        };
    }

    @Override
    public BatchCoordinator<Map<Integer, List<List<Object>>>> getCoordinator(String txStateId,
            Map<String, Object> conf, TopologyContext context) {
        return spout.getCoordinator(txStateId, conf, context);
    }

    @Override
    public Fields getOutputFields() {
        return spout.getOutputFields();
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return spout.getComponentConfiguration();
    }

    @Override
    public void feed(Object tuples) {
        spout.feed(tuples);
    }
}
