package org.apache.storm.drpc;

import java.util.Map;
import java.util.Random;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

/**
 * Gives each DRPC request {@code [args, return-info]} a random {@code Long} request id and splits it into three
 * streams: the arguments for the first bolt, the return info for the join, and the bare id for the last bolt.
 */
public class PrepareRequest extends BaseBasicBolt {
    public static final String ARGS_STREAM = "default";
    public static final String RETURN_STREAM = "ret";
    public static final String ID_STREAM = "id";
    private static final long serialVersionUID = 1L;

    private transient Random random;

    public PrepareRequest() {
    }

    @Override
    public void prepare(Map<String, Object> map, TopologyContext context) {
        random = new Random();
    }

    @Override
    public void execute(Tuple tuple, BasicOutputCollector collector) {
        long requestId = random.nextLong();
        collector.emit(ARGS_STREAM, new Values(requestId, tuple.getValue(0)));
        collector.emit(RETURN_STREAM, new Values(requestId, tuple.getValue(1)));
        collector.emit(ID_STREAM, new Values(requestId));
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declareStream(ARGS_STREAM, new Fields("request", "args"));
        declarer.declareStream(RETURN_STREAM, new Fields("request", "return"));
        declarer.declareStream(ID_STREAM, new Fields("request"));
    }
}
