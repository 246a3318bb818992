package io.github.stormmc.executor;

import java.util.function.Consumer;

/**
 * The first reason a topology cannot go on (its engine failed, a task gave up, a fatal error under
 * {@code stormmc.fault.fatal: kill-topology}), and whom to tell: the cluster, which kills the topology and keeps the
 * reason for the user. Later reasons are reported as errors only.
 */
public final class TopologyFailure {
    /** Why the topology failed; {@code error} may be null. */
    public record Cause(String reason, Throwable error) {
    }

    private Cause cause;
    private Consumer<Cause> listener;

    /** Records the failure if it is the first; tells the listener (now or when it registers) exactly once. */
    public void fail(String reason, Throwable error) {
        Cause first;
        Consumer<Cause> notify;
        synchronized (this) {
            if (cause != null) {
                return;
            }
            cause = first = new Cause(reason, error);
            notify = listener;
        }
        if (notify != null) {
            notify.accept(first);
        }
    }

    /**
     * Registers the one listener; a failure recorded before (while the worker was still starting) is delivered at
     * once. Whichever of {@code fail} and this call comes second sees the other under the lock: one delivery.
     */
    public void onFailure(Consumer<Cause> onFailure) {
        Cause already;
        synchronized (this) {
            listener = onFailure;
            already = cause;
        }
        if (already != null) {
            onFailure.accept(already);
        }
    }

    public synchronized Cause cause() {
        return cause;
    }
}
