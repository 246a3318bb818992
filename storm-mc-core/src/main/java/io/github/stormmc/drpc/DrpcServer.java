package io.github.stormmc.drpc;

import io.github.stormmc.executor.IdleReaders;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.storm.generated.DRPCExceptionType;
import org.apache.storm.generated.DRPCExecutionException;
import org.apache.storm.generated.DRPCRequest;
import org.apache.storm.utils.WrappedDRPCExecutionException;

/**
 * The DRPC server of one {@code LocalDRPC}: callers block in {@link #execute} while topologies fetch requests per
 * function and answer them with {@link #result} or {@link #fail}. Request ids count from 1 per server, as Storm's do.
 * Thread-safe: callers, spouts and result bolts run on different threads.
 */
public final class DrpcServer {
    private static final DRPCRequest NO_REQUEST = new DRPCRequest("", "");

    private final long timeoutMillis;
    private final AtomicLong lastId = new AtomicLong();
    private final Map<String, Queue<OutstandingRequest>> waitingByFunction = new ConcurrentHashMap<>();
    private final Map<String, OutstandingRequest> outstanding = new ConcurrentHashMap<>();
    /** Spout threads fetching each function's requests, woken when one arrives (they may be idling long). */
    private final Map<String, IdleReaders> readersByFunction = new ConcurrentHashMap<>();
    private volatile boolean shutDown;

    public DrpcServer(long timeoutMillis) {
        if (timeoutMillis <= 0) {
            throw new IllegalArgumentException("drpc.request.timeout.secs must be positive, got " + timeoutMillis + " ms");
        }
        this.timeoutMillis = timeoutMillis;
    }

    /** Blocks until a topology answers, the request fails or times out, or the server shuts down. */
    public String execute(String function, String args) throws DRPCExecutionException {
        if (shutDown) {
            throw shuttingDown();
        }
        OutstandingRequest request = new OutstandingRequest(Long.toString(lastId.incrementAndGet()), function, args);
        Queue<OutstandingRequest> queue = waitingByFunction.computeIfAbsent(function, f -> new ConcurrentLinkedQueue<>());
        outstanding.put(request.id, request);
        queue.add(request);
        readersOf(function).wakeAll();
        if (shutDown) {
            // shutdown() may have swept the outstanding requests before this one was added
            request.outcome.completeExceptionally(shuttingDown());
        }
        try {
            return request.outcome.get(timeoutMillis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw error("Timed Out", DRPCExceptionType.SERVER_TIMEOUT);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw error("Interrupted while waiting for the result of " + function, DRPCExceptionType.INTERNAL_ERROR);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof DRPCExecutionException failure) {
                throw failure;
            }
            throw new IllegalStateException("DRPC request " + request.id + " ended with " + e.getCause(), e.getCause());
        } finally {
            outstanding.remove(request.id);
            queue.remove(request);
        }
    }

    /** The oldest waiting request of {@code function}, or a request with empty id and args when there is none. */
    public DRPCRequest fetchRequest(String function) {
        readersOf(function).register(); // before reading the queue: see IdleReaders
        Queue<OutstandingRequest> queue = waitingByFunction.get(function);
        if (queue != null) {
            OutstandingRequest request;
            while ((request = queue.poll()) != null) {
                if (!request.outcome.isDone()) {
                    return request.toThrift();
                }
            }
        }
        return new DRPCRequest(NO_REQUEST);
    }

    private IdleReaders readersOf(String function) {
        IdleReaders readers = readersByFunction.get(function);
        return readers != null ? readers : readersByFunction.computeIfAbsent(function, f -> new IdleReaders());
    }

    /** Answers a request; unknown ids (already answered, failed or timed out) are ignored, as in Storm. */
    public void result(String id, String result) {
        OutstandingRequest request = outstanding.get(id);
        if (request != null) {
            request.outcome.complete(result);
        }
    }

    /** Fails a request with {@code failure}, or with Storm's "Request failed" when it is null. */
    public void fail(String id, DRPCExecutionException failure) {
        OutstandingRequest request = outstanding.get(id);
        if (request != null) {
            request.outcome.completeExceptionally(
                failure != null ? failure : error("Request failed", DRPCExceptionType.FAILED_REQUEST));
        }
    }

    /** Fails every waiting call with SERVER_SHUTDOWN; later calls to {@link #execute} fail at once. */
    public void shutdown() {
        shutDown = true;
        for (OutstandingRequest request : outstanding.values()) {
            request.outcome.completeExceptionally(shuttingDown());
        }
    }

    private static DRPCExecutionException shuttingDown() {
        return error("Server Shutting Down", DRPCExceptionType.SERVER_SHUTDOWN);
    }

    private static DRPCExecutionException error(String message, DRPCExceptionType type) {
        WrappedDRPCExecutionException e = new WrappedDRPCExecutionException(message);
        e.set_type(type);
        return e;
    }
}
