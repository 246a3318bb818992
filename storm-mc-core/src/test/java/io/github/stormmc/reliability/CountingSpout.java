package io.github.stormmc.reliability;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

/**
 * Emits new ids as fast as it may, each with itself as message id, and never replays; counts emits, acks, fails,
 * outcomes of ids it never emitted or already had an outcome for, and outcomes off its own thread. The counts live
 * in a static map under a per-test key, since the cluster runs a deserialised copy.
 */
final class CountingSpout extends BaseRichSpout {
    private static final long serialVersionUID = 1L;
    private static final Map<String, Counts> COUNTS = new ConcurrentHashMap<>();
    private final String key;
    private transient SpoutOutputCollector collector;
    private transient Thread thread;
    private transient long next;
    private transient java.util.BitSet open;

    /** What one spout task saw; read by the test while the topology runs. */
    static final class Counts {
        final AtomicLong emitted = new AtomicLong();
        final AtomicLong acked = new AtomicLong();
        final AtomicLong failed = new AtomicLong();
        /** ack/fail of an id not in flight (never emitted, or a second outcome) or off the spout's thread. */
        final AtomicLong wrong = new AtomicLong();

        long completed() {
            return acked.get() + failed.get();
        }

        @Override
        public String toString() {
            return "emitted " + emitted + ", acked " + acked + ", failed " + failed + ", wrong " + wrong;
        }
    }

    CountingSpout(String key) {
        this.key = key;
    }

    static Counts counts(String key) {
        return COUNTS.computeIfAbsent(key, k -> new Counts());
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        this.collector = collector;
        this.thread = Thread.currentThread();
        this.open = new java.util.BitSet();
    }

    @Override
    public void nextTuple() {
        long id = next++;
        open.set((int) id);
        counts(key).emitted.incrementAndGet();
        collector.emit(new Values(id), id);
    }

    @Override
    public void ack(Object msgId) {
        outcome(msgId);
        counts(key).acked.incrementAndGet();
    }

    @Override
    public void fail(Object msgId) {
        outcome(msgId);
        counts(key).failed.incrementAndGet();
    }

    private void outcome(Object msgId) {
        int id = (int) (long) (Long) msgId;
        if (!open.get(id) || Thread.currentThread() != thread) {
            counts(key).wrong.incrementAndGet();
        }
        open.clear(id);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("id"));
    }
}
