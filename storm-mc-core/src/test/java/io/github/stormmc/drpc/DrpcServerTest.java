package io.github.stormmc.drpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.apache.storm.LocalDRPC;
import org.apache.storm.generated.DRPCExceptionType;
import org.apache.storm.generated.DRPCExecutionException;
import org.apache.storm.generated.DRPCRequest;
import org.apache.storm.utils.ServiceRegistry;
import org.apache.storm.utils.WrappedDRPCExecutionException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The DRPC server behind LocalDRPC, with the outcomes Storm 2.8.2's LocalDRPC gives. */
@Timeout(60)
class DrpcServerTest {
    private final ExecutorService callers = Executors.newCachedThreadPool();

    @AfterEach
    void stopCallers() {
        callers.shutdownNow();
    }

    private CompletableFuture<String> call(DrpcServer server, String function, String args) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return server.execute(function, args);
            } catch (DRPCExecutionException e) {
                throw new java.util.concurrent.CompletionException(e);
            }
        }, callers);
    }

    /** Waits for a caller's request to be queued, then takes it. */
    private static DRPCRequest take(DrpcServer server, String function) throws InterruptedException {
        while (true) {
            DRPCRequest request = server.fetchRequest(function);
            if (!request.get_request_id().isEmpty()) {
                return request;
            }
            Thread.sleep(1);
        }
    }

    private static DRPCExecutionException failureOf(CompletableFuture<String> call) {
        ExecutionException e = assertThrows(ExecutionException.class, call::get);
        return (DRPCExecutionException) e.getCause();
    }

    @Test
    void noRequestIsAnEmptyRequest() {
        DRPCRequest none = new DrpcServer(1000).fetchRequest("f");
        assertEquals("", none.get_request_id());
        assertEquals("", none.get_func_args());
    }

    @Test
    void requestsAreNumberedFromOneAndServedInOrderPerFunction() throws Exception {
        DrpcServer server = new DrpcServer(60_000);
        CompletableFuture<String> first = call(server, "f", "a1");
        DRPCRequest r1 = take(server, "f");
        CompletableFuture<String> second = call(server, "f", "a2");
        DRPCRequest r2 = take(server, "f");
        assertEquals(new DRPCRequest("a1", "1"), r1);
        assertEquals(new DRPCRequest("a2", "2"), r2);
        assertEquals("", server.fetchRequest("other").get_request_id());
        server.result("2", "second");
        server.result("1", "first");
        assertEquals("first", first.get());
        assertEquals("second", second.get());
    }

    @Test
    void failRequestGivesStormsRequestFailed() throws Exception {
        DrpcServer server = new DrpcServer(60_000);
        CompletableFuture<String> call = call(server, "f", "x");
        server.fail(take(server, "f").get_request_id(), null);
        DRPCExecutionException e = failureOf(call);
        assertTrue(e instanceof WrappedDRPCExecutionException);
        assertEquals("Request failed", e.getMessage());
        assertEquals(DRPCExceptionType.FAILED_REQUEST, e.get_type());
    }

    @Test
    void failRequestV2ThrowsTheGivenExceptionItself() throws Exception {
        DrpcServer server = new DrpcServer(60_000);
        CompletableFuture<String> call = call(server, "f", "x");
        DRPCExecutionException custom = new DRPCExecutionException("custom msg");
        server.fail(take(server, "f").get_request_id(), custom);
        assertSame(custom, failureOf(call));
    }

    @Test
    void anUnansweredRequestTimesOut() {
        DrpcServer server = new DrpcServer(20);
        DRPCExecutionException e = assertThrows(DRPCExecutionException.class, () -> server.execute("nobody", "x"));
        assertEquals("Timed Out", e.getMessage());
        assertEquals(DRPCExceptionType.SERVER_TIMEOUT, e.get_type());
        assertEquals("", server.fetchRequest("nobody").get_request_id());
    }

    @Test
    void resultsAndFailuresForUnknownIdsAreIgnored() {
        DrpcServer server = new DrpcServer(1000);
        server.result("999", "x");
        server.fail("999", null);
        assertEquals("", server.fetchRequest("f").get_request_id());
    }

    @Test
    void shutdownFailsWaitingCallsAndLaterCalls() throws Exception {
        DrpcServer server = new DrpcServer(60_000);
        CompletableFuture<String> waiting = call(server, "f", "x");
        take(server, "f");
        server.shutdown();
        DRPCExecutionException e = failureOf(waiting);
        assertEquals("Server Shutting Down", e.getMessage());
        assertEquals(DRPCExceptionType.SERVER_SHUTDOWN, e.get_type());
        DRPCExecutionException later = assertThrows(DRPCExecutionException.class, () -> server.execute("f", "y"));
        assertEquals(DRPCExceptionType.SERVER_SHUTDOWN, later.get_type());
    }

    @Test
    void localDrpcIsRegisteredByServiceIdWhileOpen() throws Exception {
        String id;
        try (LocalDRPC drpc = new LocalDRPC()) {
            id = drpc.getServiceId();
            assertSame(drpc, ServiceRegistry.getService(id));
            CompletableFuture<String> call = CompletableFuture.supplyAsync(() -> {
                try {
                    return drpc.execute("f", "in");
                } catch (Exception e) {
                    throw new java.util.concurrent.CompletionException(e);
                }
            }, callers);
            DRPCRequest request;
            while ((request = drpc.fetchRequest("f")).get_request_id().isEmpty()) {
                Thread.sleep(1);
            }
            assertEquals("in", request.get_func_args());
            drpc.result(request.get_request_id(), "out");
            assertEquals("out", call.get());
        }
        assertNull(ServiceRegistry.getService(id));
    }

    @Test
    void returnInfoIsTheJsonStormsLocalModeEmits() {
        assertEquals("{\"port\":0,\"host\":\"svc-1\",\"id\":\"7\"}", ReturnInfo.local("svc-1", "7").toJson());
        assertEquals(new ReturnInfo("svc-1", 0, "7"), ReturnInfo.parse("{\"port\":0,\"host\":\"svc-1\",\"id\":\"7\"}"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ReturnInfo.parse("{\"id\":\"7\"}"));
        assertEquals("Not a DRPC return-info (needs \"host\" and \"id\"): {\"id\":\"7\"}", e.getMessage());
    }
}
