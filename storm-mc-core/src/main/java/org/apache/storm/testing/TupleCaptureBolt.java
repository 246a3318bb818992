package org.apache.storm.testing;

import io.github.stormmc.testkit.SharedState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.IRichBolt;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Tuple;

/**
 * Records every tuple it receives, by source component, as a {@link FixedTuple} of stream and values, and acks it.
 * The record is shared by every serialised copy of the bolt, so the instance a test holds sees what the copy inside
 * the topology captured.
 */
public class TupleCaptureBolt implements IRichBolt {
    private static final long serialVersionUID = 1L;
    private final String name = UUID.randomUUID().toString();
    private transient OutputCollector collector;

    public TupleCaptureBolt() {
        results();
    }

    private Map<String, List<FixedTuple>> results() {
        return SharedState.get(key(), ConcurrentHashMap::new);
    }

    private String key() {
        return "tuple-capture-" + name;
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        this.collector = collector;
    }

    @Override
    public void execute(Tuple input) {
        List<FixedTuple> captured = results().computeIfAbsent(input.getSourceComponent(), k -> new ArrayList<>());
        synchronized (captured) {
            captured.add(new FixedTuple(input.getSourceStreamId(), input.getValues()));
        }
        collector.ack(input);
    }

    /** The live record (null after {@link #getAndRemoveResults()}). */
    public Map<String, List<FixedTuple>> getResults() {
        return SharedState.peek(key());
    }

    @Override
    public void cleanup() {
    }

    /** Returns the record and forgets it: {@link #getResults()} is null afterwards. */
    public Map<String, List<FixedTuple>> getAndRemoveResults() {
        Map<String, List<FixedTuple>> removed = SharedState.remove(key());
        return removed == null ? new HashMap<>() : removed;
    }

    /** Returns a copy of the record and empties it. */
    public Map<String, List<FixedTuple>> getAndClearResults() {
        Map<String, List<FixedTuple>> live = results();
        Map<String, List<FixedTuple>> copy = new HashMap<>();
        for (String component : new ArrayList<>(live.keySet())) {
            List<FixedTuple> captured = live.remove(component);
            if (captured != null) {
                synchronized (captured) {
                    copy.put(component, new ArrayList<>(captured));
                }
            }
        }
        return copy;
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return null;
    }
}
