package org.apache.storm.testing;

import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Emits (source task id, event id) tuples with event ids 1, 2, ... up to its share of {@code totalCount} per task,
 * anchored so they are acked. Ack and fail counts are kept statically per spout instance (shared by its serialised
 * copies), which is how a test sees when all events completed.
 */
public class TestEventLogSpout extends BaseRichSpout implements CompletableSpout {
    public static Logger LOG = LoggerFactory.getLogger(TestEventLogSpout.class);

    private static final Map<String, AtomicInteger> ACKED = new ConcurrentHashMap<>();
    private static final Map<String, AtomicInteger> FAILED = new ConcurrentHashMap<>();

    SpoutOutputCollector collector;
    private final String uid;
    private final long totalCount;
    private long eventId;
    private long myCount;
    private int source;

    public TestEventLogSpout(long totalCount) {
        this.uid = UUID.randomUUID().toString();
        this.totalCount = totalCount;
        ACKED.put(uid, new AtomicInteger());
        FAILED.put(uid, new AtomicInteger());
    }

    public static int getNumAcked(String stormId) {
        AtomicInteger n = ACKED.get(stormId);
        return n == null ? 0 : n.get();
    }

    public static int getNumFailed(String stormId) {
        AtomicInteger n = FAILED.get(stormId);
        return n == null ? 0 : n.get();
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        this.collector = collector;
        this.source = context.getThisTaskId();
        long tasks = context.getComponentTasks(context.getThisComponentId()).size();
        this.myCount = totalCount / tasks;
    }

    @Override
    public void close() {
    }

    public void cleanup() {
        ACKED.remove(uid);
        FAILED.remove(uid);
    }

    /** True once acks and fails together account for every event. */
    public boolean completed() {
        return getNumAcked(uid) + getNumFailed(uid) >= totalCount;
    }

    @Override
    public void nextTuple() {
        if (eventId < myCount) {
            eventId++;
            collector.emit(new Values(source, eventId), eventId);
        }
    }

    @Override
    public void ack(Object msgId) {
        ACKED.computeIfAbsent(uid, k -> new AtomicInteger()).incrementAndGet();
    }

    @Override
    public void fail(Object msgId) {
        FAILED.computeIfAbsent(uid, k -> new AtomicInteger()).incrementAndGet();
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("source", "eventId"));
    }

    @Override
    public boolean isExhausted() {
        return completed();
    }
}
