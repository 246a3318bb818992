package io.github.stormmc.testing;

import java.util.ArrayList;
import java.util.Map;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;

/** Records every tuple it receives ({@link Received}) and its lifecycle callbacks; emits nothing. */
public class RecordingBolt extends BaseRichBolt {
    private static final long serialVersionUID = 1L;
    private final String key;
    private Map<String, Object> componentConf;
    private transient TopologyContext context;
    private transient OutputCollector collector;

    public RecordingBolt(String key) {
        this.key = key;
    }

    public RecordingBolt withComponentConf(Map<String, Object> conf) {
        this.componentConf = conf;
        return this;
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        this.context = context;
        this.collector = collector;
        Recorder.record(key, new Lifecycle(context.getThisComponentId(), context.getThisTaskId(), "prepare",
            Thread.currentThread().getName(), System.identityHashCode(this)));
    }

    @Override
    public void execute(Tuple input) {
        Recorder.record(key, new Received(context.getThisComponentId(), context.getThisTaskId(),
            context.getThisTaskIndex(), input.getSourceComponent(), input.getSourceStreamId(), input.getSourceTask(),
            new ArrayList<>(input.getValues())));
        collector.ack(input);
    }

    @Override
    public void cleanup() {
        Recorder.record(key, new Lifecycle(context.getThisComponentId(), context.getThisTaskId(), "cleanup",
            Thread.currentThread().getName(), System.identityHashCode(this)));
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return componentConf;
    }
}
