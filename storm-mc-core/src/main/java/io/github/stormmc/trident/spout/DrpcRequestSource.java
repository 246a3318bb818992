package io.github.stormmc.trident.spout;

import java.util.List;
import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.spout.ITridentSpout;
import org.apache.storm.trident.topology.TransactionAttempt;
import org.apache.storm.tuple.Fields;

/** The emitter side of a DRPC stream: a batch is the one request (args, return-info) its trigger passed along. */
@SuppressWarnings("unchecked")
public final class DrpcRequestSource implements ITridentSpout<Object> {
    private final Fields fields;

    public DrpcRequestSource(Fields fields) {
        this.fields = fields;
    }

    @Override
    public BatchCoordinator<Object> getCoordinator(String txStateId, Map<String, Object> conf, TopologyContext context) {
        throw new UnsupportedOperationException("DRPC batches are started by their trigger spout, not a coordinator");
    }

    @Override
    public Emitter<Object> getEmitter(String txStateId, Map<String, Object> conf, TopologyContext context) {
        return new Emitter<Object>() {
            @Override
            public void emitBatch(TransactionAttempt tx, Object request, TridentCollector collector) {
                collector.emit((List<Object>) request);
            }

            @Override
            public void success(TransactionAttempt tx) {
            }

            @Override
            public void close() {
            }
        };
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return null;
    }

    @Override
    public Fields getOutputFields() {
        return fields;
    }
}
