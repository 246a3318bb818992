package io.github.stormmc.benchmarks.enron;

import io.github.stormmc.benchmarks.common.MeteredBolt;
import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Tuple;

/** One task: combines the metrics tasks' interval reports once all of them reported ({@link IntervalQuorum}). */
public class GlobalMetricsBolt extends MeteredBolt {

    private final int quorum;
    private transient IntervalQuorum intervals;

    public GlobalMetricsBolt(int quorum) {
        this.quorum = quorum;
    }

    @Override
    protected void setUp(Map<String, Object> conf, TopologyContext context) {
        intervals = new IntervalQuorum(quorum);
    }

    @Override
    protected void handle(Tuple input, BasicOutputCollector collector) {
        IntervalTotals done = intervals.add(new IntervalTotals(input.getLong(0), input.getLong(1), input.getLong(2),
                input.getLong(3), input.getLong(4), input.getDouble(5), 1));
        if (done != null) {
            GlobalMetricsResults.add(done);
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        // A sink: the consolidated figures go to GlobalMetricsResults, not to a stream.
    }
}
