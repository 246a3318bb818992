package org.apache.storm.coordination;

import io.github.stormmc.coordination.ExpiringTable;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.Constants;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.task.IOutputCollector;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.IRichBolt;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.apache.storm.utils.ObjectReader;
import org.apache.storm.utils.Time;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Wraps a bolt whose tuples all start with a request id and tells it when it has seen every tuple of a request.
 *
 * <p>Each upstream coordinated task, once done with a request, sends every task subscribed to its coordination stream
 * a direct tuple {@code [id, count]}: how many tuples of that request it sent that task. A task is done with a request
 * when it has the reports it expects (one for a {@link SourceArgs#single()} source, one per source task for
 * {@link SourceArgs#all()}), has received and acked as many tuples as reported, and, with an {@link IdStreamSpec},
 * has received the request's id tuple. Then the wrapped bolt's {@link FinishedCallback#finishedId} runs and this
 * task reports downstream in turn. With no sources a request is done as soon as its tuple is acked.
 *
 * <p>The coordination (or id) tuples are acked only when the request is done, so the request's tuple tree stays open
 * until then; a failed tuple fails them. A request still open after {@code topology.message.timeout.secs} is dropped
 * ({@link TimeoutCallback#timeoutId}); expiry is checked whenever a tuple arrives, on the task's own thread.
 */
public class CoordinatedBolt implements IRichBolt {
    public static final Logger LOG = LoggerFactory.getLogger(CoordinatedBolt.class);
    private static final long serialVersionUID = 1L;
    private static final Fields COORDINATION_FIELDS = new Fields("id", "count");

    private final Map<String, SourceArgs> sourceArgs;
    private final IdStreamSpec idStreamSpec;
    private final IRichBolt delegate;
    private transient int numSourceReports;
    private transient List<Integer> countOutTasks;
    private transient OutputCollector collector;
    private transient ExpiringTable<Object, TrackingInfo> tracked;

    public CoordinatedBolt(IRichBolt delegate) {
        this(delegate, (Map<String, SourceArgs>) null, null);
    }

    public CoordinatedBolt(IRichBolt delegate, String sourceComponent, SourceArgs sourceArgs, IdStreamSpec idStreamSpec) {
        this(delegate, sourceComponent == null ? null : Map.of(sourceComponent, sourceArgs), idStreamSpec);
    }

    public CoordinatedBolt(IRichBolt delegate, Map<String, SourceArgs> sourceArgs, IdStreamSpec idStreamSpec) {
        this.delegate = delegate;
        this.sourceArgs = sourceArgs == null ? new HashMap<>() : new HashMap<>(sourceArgs);
        this.idStreamSpec = idStreamSpec;
    }

    @Override
    public void prepare(Map<String, Object> config, TopologyContext context, OutputCollector collector) {
        long timeoutSecs = ObjectReader.getInt(config.get(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS), 30);
        this.tracked = new ExpiringTable<>(timeoutSecs * 1000L);
        this.collector = collector;
        this.numSourceReports = 0;
        for (Map.Entry<String, SourceArgs> source : sourceArgs.entrySet()) {
            numSourceReports += source.getValue().singleCount ? 1 : context.getComponentTasks(source.getKey()).size();
        }
        this.countOutTasks = new ArrayList<>();
        Map<String, ?> coordinationTargets = context.getThisTargets().get(Constants.COORDINATED_STREAM_ID);
        if (coordinationTargets != null) {
            for (String component : coordinationTargets.keySet()) {
                countOutTasks.addAll(context.getComponentTasks(component));
            }
        }
        delegate.prepare(config, context, new OutputCollector(new CoordinatedOutputCollector(collector)));
    }

    @Override
    public void execute(Tuple tuple) {
        expireStaleRequests();
        Object id = tuple.getValue(0);
        TrackingInfo track = tracked.get(id);
        if (track == null) {
            track = new TrackingInfo();
            track.receivedId = idStreamSpec == null;
            tracked.put(id, track, Time.currentTimeMillis());
        }
        switch (kindOf(tuple)) {
            case ID -> {
                track.receivedId = true;
                checkFinished(tuple, Kind.ID);
            }
            case COORDINATION -> {
                track.reportCount++;
                track.expectedTupleCount += ((Number) tuple.getValue(1)).intValue();
                checkFinished(tuple, Kind.COORDINATION);
            }
            default -> delegate.execute(tuple);
        }
    }

    @Override
    public void cleanup() {
        delegate.cleanup();
        if (tracked != null) {
            tracked.clear();
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        delegate.declareOutputFields(declarer);
        declarer.declareStream(Constants.COORDINATED_STREAM_ID, true, COORDINATION_FIELDS);
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return delegate.getComponentConfiguration();
    }

    private enum Kind { REGULAR, ID, COORDINATION }

    private Kind kindOf(Tuple tuple) {
        if (idStreamSpec != null && idStreamSpec.id.equals(tuple.getSourceGlobalStreamId())) {
            return Kind.ID;
        }
        if (!sourceArgs.isEmpty() && Constants.COORDINATED_STREAM_ID.equals(tuple.getSourceStreamId())) {
            return Kind.COORDINATION;
        }
        return Kind.REGULAR;
    }

    /**
     * Completes or fails the request of {@code tuple} if it can; returns whether the request had failed. A
     * coordination or id tuple that is not held until completion is acked (or failed) here.
     */
    private boolean checkFinished(Tuple tuple, Kind kind) {
        Object id = tuple.getValue(0);
        TrackingInfo track = tracked.get(id);
        boolean held = false;
        boolean failed = false;
        if (track != null) {
            if (idStreamSpec == null ? kind == Kind.COORDINATION : kind == Kind.ID) {
                track.ackTuples.add(tuple);
                held = true;
            }
            if (track.failed) {
                failed = true;
                tracked.remove(id);
                track.ackTuples.forEach(collector::fail);
            } else if (isComplete(track)) {
                if (delegate instanceof FinishedCallback callback) {
                    callback.finishedId(id);
                }
                for (int task : countOutTasks) {
                    int sent = track.taskEmittedTuples.getOrDefault(task, 0);
                    collector.emitDirect(task, Constants.COORDINATED_STREAM_ID, tuple, new Values(id, sent));
                }
                track.ackTuples.forEach(collector::ack);
                track.finished = true;
                tracked.remove(id);
            }
        }
        if (!held && kind != Kind.REGULAR) {
            if (failed) {
                collector.fail(tuple);
            } else {
                collector.ack(tuple);
            }
        }
        return failed;
    }

    private boolean isComplete(TrackingInfo track) {
        return track.receivedId
            && (sourceArgs.isEmpty()
                || track.reportCount == numSourceReports && track.expectedTupleCount == track.receivedTuples);
    }

    private void expireStaleRequests() {
        tracked.expire(Time.currentTimeMillis(), (id, track) -> {
            track.ackTuples.forEach(collector::fail);
            if (delegate instanceof TimeoutCallback callback) {
                callback.timeoutId(id);
            }
        });
    }

    /** Told when a request is complete at this task, before this task reports downstream. */
    public interface FinishedCallback {
        void finishedId(Object id);
    }

    /** Told when a request is dropped unfinished after the message timeout. */
    public interface TimeoutCallback {
        void timeoutId(Object id);
    }

    /** How many reports a source gives per request: one in all ({@link #single()}) or one per source task. */
    public static class SourceArgs implements Serializable {
        private static final long serialVersionUID = 1L;

        public boolean singleCount;

        protected SourceArgs(boolean singleCount) {
            this.singleCount = singleCount;
        }

        public static SourceArgs single() {
            return new SourceArgs(true);
        }

        public static SourceArgs all() {
            return new SourceArgs(false);
        }

        @Override
        public String toString() {
            return "<Single: " + singleCount + ">";
        }
    }

    /** The stream whose tuples announce a request id to the task that must finish it. */
    public static class IdStreamSpec implements Serializable {
        private static final long serialVersionUID = 1L;

        GlobalStreamId id;

        protected IdStreamSpec(String component, String stream) {
            this.id = new GlobalStreamId(component, stream);
        }

        public static IdStreamSpec makeDetectSpec(String component, String stream) {
            return new IdStreamSpec(component, stream);
        }

        public GlobalStreamId getGlobalStreamId() {
            return id;
        }
    }

    /** The coordination state of one request at one task. */
    public static class TrackingInfo {
        int reportCount = 0;
        int expectedTupleCount = 0;
        int receivedTuples = 0;
        boolean failed = false;
        Map<Integer, Integer> taskEmittedTuples = new HashMap<>();
        boolean receivedId = false;
        boolean finished = false;
        List<Tuple> ackTuples = new ArrayList<>();

        public TrackingInfo() {
        }

        @Override
        public String toString() {
            return "reportCount: " + reportCount + "\n"
                + "expectedTupleCount: " + expectedTupleCount + "\n"
                + "receivedTuples: " + receivedTuples + "\n"
                + "failed: " + failed + "\n"
                + taskEmittedTuples;
        }
    }

    /** The wrapped bolt's collector: counts emits per target task and request, and sees its acks and fails. */
    public class CoordinatedOutputCollector implements IOutputCollector {
        private final IOutputCollector out;

        public CoordinatedOutputCollector(IOutputCollector delegate) {
            this.out = delegate;
        }

        @Override
        public List<Integer> emit(String stream, Collection<Tuple> anchors, List<Object> tuple) {
            List<Integer> tasks = out.emit(stream, anchors, tuple);
            countEmitted(tuple, tasks);
            return tasks;
        }

        @Override
        public void emitDirect(int task, String stream, Collection<Tuple> anchors, List<Object> tuple) {
            countEmitted(tuple, List.of(task));
            out.emitDirect(task, stream, anchors, tuple);
        }

        /** Counts the tuple, completes its request if this was the last one, then acks it (fails it if failed). */
        @Override
        public void ack(Tuple tuple) {
            TrackingInfo track = tracked.get(tuple.getValue(0));
            if (track != null) {
                track.receivedTuples++;
            }
            // completion anchors the coordination tuples on this tuple, so it must happen before the ack
            if (checkFinished(tuple, Kind.REGULAR)) {
                out.fail(tuple);
            } else {
                out.ack(tuple);
            }
        }

        @Override
        public void fail(Tuple tuple) {
            TrackingInfo track = tracked.get(tuple.getValue(0));
            if (track != null) {
                track.failed = true;
            }
            checkFinished(tuple, Kind.REGULAR);
            out.fail(tuple);
        }

        @Override
        public void flush() {
            out.flush();
        }

        @Override
        public void resetTimeout(Tuple tuple) {
            out.resetTimeout(tuple);
        }

        @Override
        public void reportError(Throwable error) {
            out.reportError(error);
        }

        private void countEmitted(List<Object> tuple, List<Integer> tasks) {
            if (tuple.isEmpty()) {
                return;
            }
            TrackingInfo track = tracked.get(tuple.get(0));
            if (track != null) {
                for (int task : tasks) {
                    track.taskEmittedTuples.merge(task, 1, Integer::sum);
                }
            }
        }
    }
}
