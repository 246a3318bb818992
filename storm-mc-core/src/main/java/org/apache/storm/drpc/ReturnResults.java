package org.apache.storm.drpc;

import io.github.stormmc.drpc.ReturnInfo;
import java.util.Map;
import org.apache.storm.generated.DistributedRPCInvocations;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.thrift.TException;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.utils.ServiceRegistry;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends each {@code [result, return-info]} tuple's result to the DRPC server named in its return info, which wakes the
 * waiting caller; the tuple is then acked. A server that cannot be reached (Storm-MC reaches only the in-JVM DRPC
 * servers) gets the error reported and the tuple failed, so the request fails rather than hangs.
 */
public class ReturnResults extends BaseRichBolt {
    public static final Logger LOG = LoggerFactory.getLogger(ReturnResults.class);
    static final long serialVersionUID = -774882142710631591L;

    OutputCollector collector;
    Map<String, Object> conf;

    public ReturnResults() {
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        this.conf = topoConf;
        this.collector = collector;
    }

    @Override
    public void execute(Tuple input) {
        Object returnInfoJson = input.getValue(1);
        if (returnInfoJson == null) {
            collector.ack(input);
            return;
        }
        String result = String.valueOf(input.getValue(0));
        try {
            ReturnInfo returnInfo = ReturnInfo.parse(returnInfoJson.toString());
            Object server = ServiceRegistry.getService(returnInfo.host());
            if (!(server instanceof DistributedRPCInvocations.Iface invocations)) {
                throw new IllegalStateException("Cannot return the result of DRPC request " + returnInfo.requestId()
                    + " to " + returnInfo.host() + ":" + returnInfo.port() + ": Storm-MC returns results only to a"
                    + " LocalDRPC open in this JVM");
            }
            invocations.result(returnInfo.requestId(), result);
            collector.ack(input);
        } catch (TException | RuntimeException e) {
            LOG.error("Failed to return DRPC result", e);
            collector.reportError(e);
            collector.fail(input);
        }
    }

    @Override
    public void cleanup() {
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
    }
}
