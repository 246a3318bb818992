package org.apache.storm.windowing;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.topology.FailedException;

/**
 * Periodically adds a watermark to a {@link WindowManager}: the smallest of the latest event timestamps seen on each
 * input stream, minus the allowed lag. No watermark is emitted until every input stream has delivered an event, and
 * watermarks only move forward.
 */
public class WaterMarkEventGenerator<T> implements Runnable {

    private final WindowManager<T> windowManager;
    private final int eventTsLag;
    private final Set<GlobalStreamId> inputStreams;
    private final Map<GlobalStreamId, Long> streamToTs;
    private final ScheduledExecutorService executorService;
    private final int interval;
    private ScheduledFuture<?> executorFuture;
    private volatile long lastWaterMarkTs;

    public WaterMarkEventGenerator(WindowManager<T> windowManager, int intervalMs, int eventTsLagMs,
                                   Set<GlobalStreamId> inputStreams) {
        this.windowManager = windowManager;
        this.interval = intervalMs;
        this.eventTsLag = eventTsLagMs;
        this.inputStreams = inputStreams;
        this.streamToTs = new ConcurrentHashMap<>();
        this.executorService = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "watermark-event-generator");
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * Records an event's timestamp on its stream. Returns false when the event is late, i.e. older than the last
     * watermark already emitted.
     */
    public boolean track(GlobalStreamId stream, long ts) {
        streamToTs.merge(stream, ts, Math::max);
        checkFailures();
        return ts >= lastWaterMarkTs;
    }

    /** Emits a watermark if it would advance; called by the schedule started with {@link #start()}. */
    @Override
    public void run() {
        long waterMarkTs = computeWaterMarkTs();
        if (waterMarkTs > lastWaterMarkTs) {
            windowManager.add(new WaterMarkEvent<>(waterMarkTs));
            lastWaterMarkTs = waterMarkTs;
        }
    }

    private long computeWaterMarkTs() {
        long ts = 0;
        if (streamToTs.size() >= inputStreams.size()) {
            ts = Long.MAX_VALUE;
            for (long latest : streamToTs.values()) {
                ts = Math.min(ts, latest);
            }
        }
        return ts - eventTsLag;
    }

    /** A failed run ends the schedule silently, so the failure is rethrown to the next track() caller. */
    private void checkFailures() {
        if (executorFuture != null && executorFuture.isDone()) {
            try {
                executorFuture.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new FailedException(e);
            } catch (ExecutionException e) {
                throw new FailedException("the watermark generator failed", e.getCause());
            } catch (CancellationException e) {
                // shut down: nothing to report
            }
        }
    }

    public void start() {
        executorFuture = executorService.scheduleAtFixedRate(this, interval, interval, TimeUnit.MILLISECONDS);
    }

    public void shutdown() {
        executorService.shutdown();
        try {
            if (!executorService.awaitTermination(2, TimeUnit.SECONDS)) {
                executorService.shutdownNow();
            }
        } catch (InterruptedException e) {
            executorService.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }
}
