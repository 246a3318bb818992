package io.github.stormmc.benchmarks.rollingsort;

import io.github.stormmc.benchmarks.common.BenchConf;
import io.github.stormmc.benchmarks.common.MeteredSpout;
import java.util.List;
import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

/** Emits 100-character strings of random digits 0–8 from a pool of 100 (storm-benchmark's RandomMessageSpout). */
public class RandomMessageSpout extends MeteredSpout {

    static final int POOL_SIZE = 100;
    static final int MESSAGE_LENGTH = 100;
    static final long DEFAULT_FINITE_COUNT = 10_000;

    private transient RandomMessages messages;
    private transient long remaining;

    @Override
    protected void openSource(Map<String, Object> conf, TopologyContext context) {
        messages = new RandomMessages(POOL_SIZE, MESSAGE_LENGTH, 31L * context.getThisTaskId() + 7);
        remaining = BenchConf.getLong(conf, BenchConf.SORT_FINITE_COUNT, DEFAULT_FINITE_COUNT);
    }

    @Override
    protected List<Object> nextValues(long timestamp, boolean finite) {
        if (finite) {
            if (remaining == 0) {
                return null;
            }
            remaining--;
        }
        return new Values(messages.next(), timestamp);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("message", "ts"));
    }
}
