package org.apache.storm.topology;

import java.util.Map;
import org.apache.storm.state.State;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Tuple;

/**
 * A windowed bolt with state: windows as {@link WindowedBoltExecutor} computes them, state and checkpoint hooks
 * passed to the bolt. {@code TopologyBuilder} wraps it in a {@link StatefulBoltExecutor}, which holds tuples back until
 * the state is initialised and releases acks (given when tuples leave the window) at each commit. The window itself is
 * not persisted: after a restart its tuples are replayed by their spouts.
 */
public class StatefulWindowedBoltExecutor<T extends State> extends WindowedBoltExecutor implements IStatefulBolt<T> {
    private static final long serialVersionUID = 1L;
    private final IStatefulWindowedBolt<T> bolt;

    public StatefulWindowedBoltExecutor(IStatefulWindowedBolt<T> bolt) {
        super(bolt);
        this.bolt = bolt;
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        super.prepare(topoConf, context, collector);
    }

    @Override
    public void execute(Tuple input) {
        super.execute(input);
    }

    @Override
    public void initState(T state) {
        bolt.initState(state);
    }

    @Override
    public void preCommit(long txid) {
        bolt.preCommit(txid);
    }

    @Override
    public void prePrepare(long txid) {
        bolt.prePrepare(txid);
    }

    @Override
    public void preRollback() {
        bolt.preRollback();
    }
}
