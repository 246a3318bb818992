package org.apache.storm.drpc;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Pairs each request's result {@code [id, result]} with its return info {@code [id, return-info]} (the tuples coming
 * from {@code returnComponent}), in either arrival order, and emits {@code [result, return-info]} anchored on both.
 */
public class JoinResult extends BaseRichBolt {
    public static final Logger LOG = LoggerFactory.getLogger(JoinResult.class);
    private static final long serialVersionUID = 1L;

    private final String returnComponent;
    private transient Map<Object, Tuple> returns;
    private transient Map<Object, Tuple> results;
    private transient OutputCollector collector;

    public JoinResult(String returnComponent) {
        this.returnComponent = returnComponent;
    }

    @Override
    public void prepare(Map<String, Object> map, TopologyContext context, OutputCollector collector) {
        this.collector = collector;
        this.returns = new HashMap<>();
        this.results = new HashMap<>();
    }

    @Override
    public void execute(Tuple tuple) {
        Object requestId = tuple.getValue(0);
        if (returnComponent.equals(tuple.getSourceComponent())) {
            returns.put(requestId, tuple);
        } else {
            results.put(requestId, tuple);
        }
        Tuple result = results.get(requestId);
        Tuple returner = returns.get(requestId);
        if (result != null && returner != null) {
            results.remove(requestId);
            returns.remove(requestId);
            LOG.debug("Joined result for request {}", requestId);
            List<Tuple> anchors = List.of(result, returner);
            collector.emit(anchors, new Values(result.getValue(1), returner.getValue(1)));
            collector.ack(result);
            collector.ack(returner);
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("result", "return-info"));
    }
}
