package io.github.stormmc.streams;

import java.util.List;
import java.util.Map;
import org.apache.storm.state.KeyValueState;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseStatefulBolt;
import org.apache.storm.tuple.Tuple;

/**
 * The bolt of an {@code updateStateByKey} (and the state queries against it): its ops read and write the bolt's
 * checkpointed {@link KeyValueState}. Punctuations from windowed upstream bolts are passed on.
 */
public class StreamsStatefulBolt extends BaseStatefulBolt<KeyValueState<Object, Object>> {
    private static final long serialVersionUID = 1L;
    private final BoltPlan plan;
    private transient OutputCollector collector;
    private transient ChainRunner runner;
    private transient List<Tuple> anchors;

    StreamsStatefulBolt(BoltPlan plan) {
        this.plan = plan;
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        this.collector = collector;
        this.runner = new ChainRunner(plan, (stream, values) -> collector.emit(stream, anchors, values), context);
    }

    @Override
    public void initState(KeyValueState<Object, Object> state) {
        runner.setState(state);
    }

    @Override
    public void execute(Tuple input) {
        anchors = List.of(input);
        if (runner.isPunctuation(input)) {
            runner.punctuate();
        } else {
            runner.process(input);
        }
        collector.ack(input);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        Outputs.declare(plan, declarer);
    }
}
