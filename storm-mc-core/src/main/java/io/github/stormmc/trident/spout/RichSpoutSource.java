package io.github.stormmc.trident.spout;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.spout.ISpoutOutputCollector;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.IRichSpout;
import org.apache.storm.topology.OutputFieldsGetter;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.spout.ITridentSpout;
import org.apache.storm.trident.topology.TransactionAttempt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.utils.ObjectReader;
import org.apache.storm.utils.Utils;

/**
 * Runs a plain {@link IRichSpout} as a (non-transactional) Trident source: a batch is what {@code nextTuple} emits,
 * up to {@code topology.spout.max.batch.size} (default 1000) tuples, stopping at the first call that emits nothing.
 * Its message ids are acked when the batch commits; a replayed batch fails the old ids and takes fresh tuples.
 */
public final class RichSpoutSource implements ITridentSpout<Object> {
    public static final String MAX_BATCH_SIZE_CONF = "topology.spout.max.batch.size";

    private final IRichSpout spout;

    public RichSpoutSource(IRichSpout spout) {
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
        int maxBatchSize = ObjectReader.getInt(conf.get(MAX_BATCH_SIZE_CONF), 1000);
        List<Object[]> captured = new ArrayList<>();
        spout.open(conf, context, new SpoutOutputCollector(new ISpoutOutputCollector() {
            @Override
            public List<Integer> emit(String streamId, List<Object> tuple, Object messageId) {
                captured.add(new Object[] {tuple, messageId});
                return new ArrayList<>();
            }

            @Override
            public void emitDirect(int taskId, String streamId, List<Object> tuple, Object messageId) {
                emit(streamId, tuple, messageId);
            }

            @Override
            public long getPendingCount() {
                return 0;
            }

            @Override
            public void flush() {
            }

            @Override
            public void reportError(Throwable error) {
                throw new RuntimeException(error);
            }
        }));
        Map<Long, List<Object>> idsByTx = new HashMap<>();
        return new Emitter<Object>() {
            @Override
            @SuppressWarnings("unchecked")
            public void emitBatch(TransactionAttempt tx, Object coordinatorMeta, TridentCollector collector) {
                List<Object> old = idsByTx.remove(tx.getTransactionId());
                if (old != null) {
                    for (Object id : old) {
                        spout.fail(id);
                    }
                }
                List<Object> ids = new ArrayList<>();
                for (int emitted = 0; emitted < maxBatchSize; ) {
                    captured.clear();
                    spout.nextTuple();
                    if (captured.isEmpty()) {
                        break;
                    }
                    for (Object[] c : captured) {
                        collector.emit((List<Object>) c[0]);
                        if (c[1] != null) {
                            ids.add(c[1]);
                        }
                        emitted++;
                    }
                }
                idsByTx.put(tx.getTransactionId(), ids);
            }

            @Override
            public void success(TransactionAttempt tx) {
                List<Object> ids = idsByTx.remove(tx.getTransactionId());
                if (ids != null) {
                    for (Object id : ids) {
                        spout.ack(id);
                    }
                }
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
        OutputFieldsGetter getter = new OutputFieldsGetter();
        spout.declareOutputFields(getter);
        var info = getter.getFieldsDeclaration().get(Utils.DEFAULT_STREAM_ID);
        if (info == null) {
            throw new IllegalArgumentException("Spout " + spout.getClass().getName()
                    + " must declare the default stream to be used as a Trident source");
        }
        return new Fields(info.get_output_fields());
    }
}
