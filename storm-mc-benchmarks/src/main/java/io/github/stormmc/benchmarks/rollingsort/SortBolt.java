package io.github.stormmc.benchmarks.rollingsort;

import io.github.stormmc.benchmarks.common.BenchConf;
import io.github.stormmc.benchmarks.common.MeteredBolt;
import java.util.HashMap;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

/**
 * Keeps a rolling window of the last messages and sorts it on every tick tuple, emitting the sorted window
 * (nobody subscribes, as in storm-benchmark). Each sort's outcome is checked and published to {@link SortResults}.
 */
public class SortBolt extends MeteredBolt {

    static final int DEFAULT_WINDOW = 100;
    static final int DEFAULT_TICK_SECS = 10;

    private final int tickSecs;
    private transient RollingWindow window;

    public SortBolt(int tickSecs) {
        this.tickSecs = tickSecs;
    }

    @Override
    protected void setUp(Map<String, Object> conf, TopologyContext context) {
        window = new RollingWindow((int) BenchConf.getLong(conf, BenchConf.SORT_WINDOW, DEFAULT_WINDOW));
    }

    @Override
    protected boolean isSink() {
        return true;
    }

    @Override
    protected void handle(Tuple input, BasicOutputCollector collector) {
        window.add(input.getString(0));
    }

    @Override
    protected void onTick(BasicOutputCollector collector) {
        String[] sorted = window.sorted();
        SortResults.record(sorted.length, RollingWindow.isSorted(sorted));
        collector.emit(new Values((Object) sorted));
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        Map<String, Object> conf = new HashMap<>();
        conf.put(Config.TOPOLOGY_TICK_TUPLE_FREQ_SECS, tickSecs);
        return conf;
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("sorted_data"));
    }
}
