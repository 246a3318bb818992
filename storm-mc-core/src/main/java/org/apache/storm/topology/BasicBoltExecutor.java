package org.apache.storm.topology;

import io.github.stormmc.cluster.DeferredLogger;
import java.util.Map;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Tuple;
import org.slf4j.Logger;

/**
 * Runs an {@link IBasicBolt} as a rich bolt: every emit is anchored to the input, the input is acked after
 * {@code execute} returns, and a {@link FailedException} fails it instead ({@link ReportedFailedException} also
 * reports the error).
 */
public class BasicBoltExecutor implements IRichBolt {
    public static final Logger LOG = DeferredLogger.of(BasicBoltExecutor.class);
    private static final long serialVersionUID = 1L;

    private final IBasicBolt bolt;
    private transient OutputCollector output;
    private transient BasicOutputCollector collector;

    public BasicBoltExecutor(IBasicBolt bolt) {
        this.bolt = bolt;
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        bolt.declareOutputFields(declarer);
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        bolt.prepare(topoConf, context);
        this.output = collector;
        this.collector = new BasicOutputCollector(collector);
    }

    @Override
    public void execute(Tuple input) {
        collector.setContext(input);
        try {
            bolt.execute(input, collector);
            output.ack(input);
        } catch (FailedException e) {
            if (e instanceof ReportedFailedException) {
                collector.reportError(e);
            }
            output.fail(input);
        }
    }

    @Override
    public void cleanup() {
        bolt.cleanup();
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return bolt.getComponentConfiguration();
    }
}
