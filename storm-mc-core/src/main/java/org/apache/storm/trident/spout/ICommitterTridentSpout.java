package org.apache.storm.trident.spout;

import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.trident.topology.TransactionAttempt;

/**
 * A Trident spout whose emitter also takes part in each transaction's commit: after every bolt that updates state
 * has processed the batch, in transaction order, the emitter's {@link Emitter#commit} is called (before the
 * transaction's success).
 */
public interface ICommitterTridentSpout<X> extends ITridentSpout<X> {

    @Override
    Emitter getEmitter(String txStateId, Map<String, Object> conf, TopologyContext context);

    /** An emitter told when each of its transactions commits. */
    interface Emitter extends ITridentSpout.Emitter {
        void commit(TransactionAttempt attempt);
    }
}
