package io.github.stormmc.executor;

/**
 * How long each task of an executor waits before its next start after a failure. Failures are counted in a window,
 * not in a row: a task that fails on some tuples and succeeds on others keeps climbing the backoff, and only a task
 * that has run {@link FaultPolicy#windowMillis()} without failing starts from no delay again. Successes are not
 * seen here at all, so the per-tuple path pays nothing for it. Executor thread only; times are passed in, so tests
 * drive it with their own clock.
 */
final class RestartBackoff {
    /** {@link #upSince} of a task that has not run since its last failure. */
    private static final long NOT_RUNNING = Long.MIN_VALUE;

    private final FaultPolicy policy;
    private final long windowNanos;
    /** By task index: failures counted since the task last ran a full window without failing. */
    private final int[] failures;
    /** By task index: when the running instance was started, or {@link #NOT_RUNNING}. */
    private final long[] upSince;

    RestartBackoff(FaultPolicy policy, int tasks) {
        this.policy = policy;
        this.windowNanos = policy.windowMillis() * 1_000_000L;
        this.failures = new int[tasks];
        this.upSince = new long[tasks];
        java.util.Arrays.fill(upSince, NOT_RUNNING);
    }

    /** The task's instance started (prepare/open returned) at {@code nowNanos}: its failure-free window opens. */
    void started(int index, long nowNanos) {
        upSince[index] = nowNanos;
    }

    /**
     * The task failed at {@code nowNanos} (a callback or its prepare/open threw). Returns how long to wait before
     * starting it again, in milliseconds.
     */
    long failed(int index, long nowNanos) {
        long since = upSince[index];
        if (since != NOT_RUNNING && nowNanos - since >= windowNanos) {
            failures[index] = 0; // it ran a whole window cleanly: this failure is the first of a new series
        }
        upSince[index] = NOT_RUNNING;
        if (failures[index] < Integer.MAX_VALUE) {
            failures[index]++;
        }
        return policy.backoffMillis(failures[index]);
    }

    /** Failures counted towards the task's current backoff. */
    int failures(int index) {
        return failures[index];
    }
}
