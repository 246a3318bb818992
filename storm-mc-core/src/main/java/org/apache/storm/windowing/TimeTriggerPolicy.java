package org.apache.storm.windowing;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.apache.storm.topology.FailedException;

/** Fires the window every {@code duration} ms of wall-clock time, from a daemon timer thread. */
public class TimeTriggerPolicy<T> implements TriggerPolicy<T, Void> {

    private final TriggerHandler handler;
    private final ScheduledExecutorService executor;
    private final EvictionPolicy<T, ?> evictionPolicy;
    private long duration;
    private ScheduledFuture<?> executorFuture;

    public TimeTriggerPolicy(long millis, TriggerHandler handler) {
        this(millis, handler, null);
    }

    public TimeTriggerPolicy(long millis, TriggerHandler handler, EvictionPolicy<T, ?> evictionPolicy) {
        this.duration = millis;
        this.handler = handler;
        this.evictionPolicy = evictionPolicy;
        this.executor = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "time-trigger-policy");
            thread.setDaemon(true);
            return thread;
        });
    }

    @Override
    public void track(Event<T> event) {
        checkFailures();
    }

    @Override
    public void reset() {
        // the timer runs on regardless of activations
    }

    @Override
    public void start() {
        executorFuture = executor.scheduleAtFixedRate(this::fire, duration, duration, TimeUnit.MILLISECONDS);
    }

    @Override
    public void shutdown() {
        executor.shutdown();
        try {
            if (!executor.awaitTermination(2, TimeUnit.SECONDS)) {
                executor.shutdownNow();
            }
        } catch (InterruptedException e) {
            executor.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }

    private void fire() {
        try {
            if (evictionPolicy != null) {
                evictionPolicy.setContext(new DefaultEvictionContext(System.currentTimeMillis(), null, null, duration));
            }
            handler.onTrigger();
        } catch (Throwable t) {
            // Ends the schedule; the failure surfaces on the next track() in the caller's thread.
            throw new FailedException(t);
        }
    }

    /** A failed trigger stops the timer silently, so it is rethrown to whoever adds the next event. */
    private void checkFailures() {
        if (executorFuture != null && executorFuture.isDone()) {
            try {
                executorFuture.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new FailedException(e);
            } catch (ExecutionException e) {
                throw new FailedException("the window trigger failed", e.getCause());
            } catch (java.util.concurrent.CancellationException e) {
                // shut down: nothing to report
            }
        }
    }

    @Override
    public Void getState() {
        return null;
    }

    @Override
    public void restoreState(Void state) {
        // stateless
    }

    @Override
    public String toString() {
        return "TimeTriggerPolicy{duration=" + duration + '}';
    }
}
