package io.github.stormmc.benchmarks.jmh;

import io.github.stormmc.benchmarks.common.MeteredSpout;
import java.util.List;
import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

/** Emits (key, timestamp) with keys cycling over 1024 preallocated values: the cheapest possible spout. */
public class KeySpout extends MeteredSpout {

    private static final int KEYS = 1024;

    private transient Long[] keys;
    private transient int next;

    @Override
    protected void openSource(Map<String, Object> conf, TopologyContext context) {
        keys = new Long[KEYS];
        for (int i = 0; i < KEYS; i++) {
            keys[i] = (long) i;
        }
    }

    @Override
    protected List<Object> nextValues(long timestamp, boolean finite) {
        Long key = keys[next];
        next = (next + 1) & (KEYS - 1);
        return new Values(key, timestamp);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("key", "ts"));
    }
}
