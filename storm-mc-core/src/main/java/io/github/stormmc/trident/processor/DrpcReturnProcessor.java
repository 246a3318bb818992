package io.github.stormmc.trident.processor;

import io.github.stormmc.drpc.ReturnInfo;
import io.github.stormmc.json.Json;
import java.util.ArrayList;
import java.util.List;
import org.apache.storm.generated.DistributedRPCInvocations;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.utils.ServiceRegistry;

/**
 * The end of a DRPC stream: gathers the request's return-info (input 0) and the stream's final tuples (input 1) and,
 * when the request's batch is complete, answers the caller with the tuples as a JSON list of value lists.
 */
public final class DrpcReturnProcessor implements TridentProcessor {
    private transient int slot;
    private transient ProcessorContext context;

    @Override
    public void prepare(ProcessorContext context) {
        this.context = context;
        this.slot = context.slot;
    }

    @Override
    public void startBatch(BatchRun batch) {
        batch.set(slot, new Request());
    }

    @Override
    public void execute(BatchRun batch, int inputIndex, TridentTuple tuple) {
        Request request = (Request) batch.get(slot);
        if (inputIndex == 0) {
            request.returnInfo = String.valueOf(tuple.getValue(0));
        } else {
            request.results.add(new ArrayList<>(tuple));
        }
    }

    @Override
    public void finishBatch(BatchRun batch) {
        Request request = (Request) batch.get(slot);
        if (request.returnInfo == null) {
            return;
        }
        ReturnInfo info = ReturnInfo.parse(request.returnInfo);
        Object server = ServiceRegistry.getService(info.host());
        if (!(server instanceof DistributedRPCInvocations.Iface invocations)) {
            context.errors.accept(new IllegalStateException("Cannot return the result of DRPC request "
                    + info.requestId() + " to " + info.host() + ": no LocalDRPC of that id is open in this JVM"));
            return;
        }
        try {
            invocations.result(info.requestId(), Json.write(request.results));
        } catch (Exception e) {
            context.errors.accept(e);
        }
    }

    /** One request's return address and results. */
    private static final class Request {
        String returnInfo;
        final List<List<Object>> results = new ArrayList<>();
    }
}
