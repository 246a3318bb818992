package org.apache.storm.drpc;

import io.github.stormmc.drpc.LocalDrpcs;
import io.github.stormmc.drpc.ReturnInfo;
import java.util.List;
import java.util.Map;
import org.apache.storm.ILocalDRPC;
import org.apache.storm.generated.DRPCRequest;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.thrift.TException;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.apache.storm.utils.DRPCClient;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Emits the requests of one DRPC function as {@code [args, return-info]}, one per {@code nextTuple}, each with the
 * request as message id; a failed tuple tree fails the request, so the caller gets a {@code DRPCExecutionException}.
 *
 * <p>Storm-MC has only in-JVM DRPC servers: the spout talks to the {@link ILocalDRPC} it was built with, or, built
 * with just a function name, to the one installed by a {@link DRPCClient.LocalOverride} (as under {@code storm local}).
 */
public class DRPCSpout extends BaseRichSpout {
    public static final Logger LOG = LoggerFactory.getLogger(DRPCSpout.class);
    private static final long serialVersionUID = 1L;

    private static final String REMOTE_UNSUPPORTED = "Storm-MC has no remote DRPC servers (drpc.servers); build the"
        + " topology with createLocalTopology(drpc) or new DRPCSpout(function, drpc), or run it under a"
        + " DRPCClient.LocalOverride as storm local does";

    private final String function;
    private final String localDrpcId;
    private transient SpoutOutputCollector collector;
    private transient ILocalDRPC drpc;

    public DRPCSpout(String function) {
        this.function = function;
        this.localDrpcId = DRPCClient.isLocalOverride() ? DRPCClient.getOverrideServiceId() : null;
    }

    public DRPCSpout(String function, ILocalDRPC drpc) {
        this.function = function;
        this.localDrpcId = drpc.getServiceId();
    }

    public String get_function() {
        return function;
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        this.collector = collector;
        String serviceId = localDrpcId;
        if (serviceId == null) {
            // built before the override was installed: the override in place now is the server it means
            serviceId = DRPCClient.getOverrideServiceId();
        }
        if (serviceId == null) {
            throw new UnsupportedOperationException("DRPCSpout for function '" + function + "': " + REMOTE_UNSUPPORTED);
        }
        this.drpc = LocalDrpcs.find(serviceId, "DRPCSpout for function '" + function + "'");
    }

    /** Storm connects to each of {@code drpc.servers} here; Storm-MC has only in-JVM DRPC servers. */
    protected void establishConnections(List<DRPCClientBuilder> clientBuilders) {
        throw new UnsupportedOperationException(REMOTE_UNSUPPORTED);
    }

    @Override
    public void close() {
    }

    @Override
    public void nextTuple() {
        DRPCRequest request;
        try {
            request = drpc.fetchRequest(function);
        } catch (TException e) {
            throw new IllegalStateException("DRPCSpout could not fetch requests for '" + function + "'", e);
        }
        String id = request.get_request_id();
        if (id != null && !id.isEmpty()) {
            String returnInfo = ReturnInfo.local(drpc.getServiceId(), id).toJson();
            collector.emit(new Values(request.get_func_args(), returnInfo), new DRPCMessageId(id, 0));
        }
    }

    /** The result goes back through ReturnResults; nothing to do on ack. */
    @Override
    public void ack(Object msgId) {
    }

    @Override
    public void fail(Object msgId) {
        DRPCMessageId request = (DRPCMessageId) msgId;
        try {
            drpc.failRequest(request.id);
        } catch (TException e) {
            LOG.error("Failed to fail DRPC request {} of '{}'", request.id, function, e);
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("args", "return-info"));
    }

    /** Storm's connection task for one remote DRPC server; never created here, as there are none to connect to. */
    static class DRPCClientBuilder implements Runnable {
        private DRPCClientBuilder() {
        }

        @Override
        public void run() {
            throw new UnsupportedOperationException(REMOTE_UNSUPPORTED);
        }

        public String getServer() {
            throw new UnsupportedOperationException(REMOTE_UNSUPPORTED);
        }
    }

    /** A request id and the index of the DRPC server it came from (always 0: one in-JVM server). */
    static class DRPCMessageId {
        String id;
        int index;

        DRPCMessageId(String id, int index) {
            this.id = id;
            this.index = index;
        }

        @Override
        public String toString() {
            return "DRPCMessageId{id=" + id + ", index=" + index + "}";
        }
    }
}
