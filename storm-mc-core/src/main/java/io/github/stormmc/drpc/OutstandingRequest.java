package io.github.stormmc.drpc;

import java.util.concurrent.CompletableFuture;
import org.apache.storm.generated.DRPCRequest;

/** One DRPC call waiting for its topology: what the spout fetches and what the blocked caller waits on. */
final class OutstandingRequest {
    final String id;
    final String function;
    final String args;
    final CompletableFuture<String> outcome = new CompletableFuture<>();

    OutstandingRequest(String id, String function, String args) {
        this.id = id;
        this.function = function;
        this.args = args;
    }

    DRPCRequest toThrift() {
        return new DRPCRequest(args, id);
    }
}
