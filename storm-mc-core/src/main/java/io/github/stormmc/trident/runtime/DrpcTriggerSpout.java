package io.github.stormmc.trident.runtime;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.spout.ISpoutOutputCollector;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.IRichSpout;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.trident.topology.TransactionAttempt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

/**
 * Turns each DRPC request into its own batch: runs the DRPC spout, and starts one batch per request it emits. The
 * request is acked (or failed, which tells the caller) when its batch's tuple tree completes (or fails). DRPC batches
 * update no state, so there is no commit phase.
 */
public final class DrpcTriggerSpout implements IRichSpout {
    private final IRichSpout drpcSpout;
    private final String sourceId;
    private transient SpoutOutputCollector collector;
    private transient List<Object[]> captured;
    private transient Map<TransactionAttempt, Object> requests;
    private transient long nextId;

    public DrpcTriggerSpout(IRichSpout drpcSpout, String sourceId) {
        this.drpcSpout = drpcSpout;
        this.sourceId = sourceId;
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        this.collector = collector;
        this.captured = new ArrayList<>();
        this.requests = new HashMap<>();
        // Distinct from other tasks' ids, so downstream bolts never confuse two requests.
        this.nextId = ((long) context.getThisTaskId()) << 40;
        drpcSpout.open(conf, context, new SpoutOutputCollector(new ISpoutOutputCollector() {
            @Override
            public List<Integer> emit(String streamId, List<Object> tuple, Object messageId) {
                captured.add(new Object[] {new ArrayList<>(tuple), messageId});
                return new ArrayList<>();
            }

            @Override
            public void emitDirect(int taskId, String streamId, List<Object> tuple, Object messageId) {
                emit(streamId, tuple, messageId);
            }

            @Override
            public long getPendingCount() {
                return requests.size();
            }

            @Override
            public void flush() {
            }

            @Override
            public void reportError(Throwable error) {
                collector.reportError(error);
            }
        }));
    }

    @Override
    public void nextTuple() {
        drpcSpout.nextTuple();
        for (Object[] request : captured) {
            TransactionAttempt attempt = new TransactionAttempt(++nextId, 0);
            requests.put(attempt, request[1]);
            Map<String, Object> metas = new HashMap<>();
            metas.put(sourceId, request[0]);
            collector.emit(Streams.BATCH, new Values(attempt, metas), attempt);
        }
        captured.clear();
    }

    @Override
    public void ack(Object msgId) {
        Object request = requests.remove(msgId);
        if (request != null) {
            drpcSpout.ack(request);
        }
    }

    @Override
    public void fail(Object msgId) {
        Object request = requests.remove(msgId);
        if (request != null) {
            drpcSpout.fail(request);
        }
    }

    @Override
    public void close() {
        drpcSpout.close();
    }

    @Override
    public void activate() {
        drpcSpout.activate();
    }

    @Override
    public void deactivate() {
        drpcSpout.deactivate();
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declareStream(Streams.BATCH, new Fields(Streams.BATCH_FIELD, Streams.META_FIELD));
        declarer.declareStream(Streams.SUCCESS, new Fields(Streams.BATCH_FIELD));
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        Map<String, Object> conf = new HashMap<>();
        conf.put(Config.TOPOLOGY_MAX_TASK_PARALLELISM, 1);
        return conf;
    }
}
