package org.apache.storm.testing;

import java.util.Map;
import org.apache.storm.task.IBolt;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.utils.RegisteredGlobalState;

/**
 * Wraps a bolt and counts each tuple it has executed as {@code processed} in the counters registered in
 * {@link RegisteredGlobalState} under the track id.
 */
public class NonRichBoltTracker implements IBolt {
    private static final long serialVersionUID = 1L;
    private final IBolt delegate;
    private final String trackId;

    public NonRichBoltTracker(IBolt delegate, String id) {
        this.delegate = delegate;
        this.trackId = id;
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        delegate.prepare(topoConf, context, collector);
    }

    @Override
    public void execute(Tuple input) {
        delegate.execute(input);
        TrackerCounts.increment(trackId, "processed");
    }

    @Override
    public void cleanup() {
        delegate.cleanup();
    }
}
