package org.apache.storm.testing;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.storm.spout.ISpoutOutputCollector;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.IRichSpout;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.utils.RegisteredGlobalState;

/**
 * Wraps a spout and counts, in the map of {@link AtomicInteger}s registered in {@link RegisteredGlobalState} under
 * the track id, every tuple it emits ({@code spout-emitted}) and every ack or fail it receives ({@code processed}).
 * Like Storm's, it forwards neither activate/deactivate nor the component configuration. Storm-MC's
 * {@link TrackedTopology} counts without wrapping; this class is for code that wraps spouts itself.
 */
public class SpoutTracker extends BaseRichSpout {
    private static final long serialVersionUID = 1L;
    private final IRichSpout delegate;
    private final String trackId;

    public SpoutTracker(IRichSpout delegate, String trackId) {
        this.delegate = delegate;
        this.trackId = trackId;
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        delegate.open(conf, context, new SpoutOutputCollector(new CountingCollector(collector)));
    }

    @Override
    public void close() {
        delegate.close();
    }

    @Override
    public void nextTuple() {
        delegate.nextTuple();
    }

    @Override
    public void ack(Object msgId) {
        delegate.ack(msgId);
        TrackerCounts.increment(trackId, "processed");
    }

    @Override
    public void fail(Object msgId) {
        delegate.fail(msgId);
        TrackerCounts.increment(trackId, "processed");
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        delegate.declareOutputFields(declarer);
    }

    /** Counts each emit after the real collector took it. */
    private final class CountingCollector implements ISpoutOutputCollector {
        private final SpoutOutputCollector collector;

        CountingCollector(SpoutOutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public List<Integer> emit(String streamId, List<Object> tuple, Object messageId) {
            List<Integer> tasks = collector.emit(streamId, tuple, messageId);
            TrackerCounts.increment(trackId, "spout-emitted");
            return tasks;
        }

        @Override
        public void emitDirect(int taskId, String streamId, List<Object> tuple, Object messageId) {
            collector.emitDirect(taskId, streamId, tuple, messageId);
            TrackerCounts.increment(trackId, "spout-emitted");
        }

        @Override
        public long getPendingCount() {
            return collector.getPendingCount();
        }

        @Override
        public void flush() {
            collector.flush();
        }

        @Override
        public void reportError(Throwable error) {
            collector.reportError(error);
        }
    }
}
