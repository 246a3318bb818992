package io.github.stormmc.executor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The restart backoff counts failures in a window, driven by an explicit clock: exact delays, no timing. */
class RestartBackoffTest {
    private static final long MS = 1_000_000L;

    private static FaultPolicy policy(long initial, long max, long window) {
        Map<String, Object> conf = new HashMap<>();
        conf.put("stormmc.task.restart.backoff.initial.millis", (int) initial);
        conf.put("stormmc.task.restart.backoff.max.millis", (int) max);
        conf.put("stormmc.task.restart.backoff.window.millis", (int) window);
        return FaultPolicy.of(conf);
    }

    @Test
    void successesBetweenFailuresDoNotResetTheBackoffOnlyAFailureFreeWindowDoes() {
        RestartBackoff backoff = new RestartBackoff(policy(10, 80, 1000), 1);
        long now = 0;
        backoff.started(0, now);
        long[] expected = {0, 10, 20, 40, 80, 80, 80};
        for (long delay : expected) {
            now += 5 * MS; // runs (and succeeds on some tuples) for a while, then fails
            assertEquals(delay, backoff.failed(0, now));
            now += delay * MS;
            backoff.started(0, now);
        }
        now += 999 * MS; // one millisecond short of a clean window
        assertEquals(80, backoff.failed(0, now));
        backoff.started(0, now);
        now += 1000 * MS; // a whole window without failing
        assertEquals(0, backoff.failed(0, now));
        assertEquals(1, backoff.failures(0));
        backoff.started(0, now);
        assertEquals(10, backoff.failed(0, now + MS));
    }

    @Test
    void failuresWhileNotRunningNeverRelaxTheBackoff() {
        RestartBackoff backoff = new RestartBackoff(policy(10, 1000, 1000), 2);
        // prepare keeps failing: however long the waits, the task never ran a window
        assertEquals(0, backoff.failed(1, 0));
        assertEquals(10, backoff.failed(1, 5000 * MS));
        assertEquals(20, backoff.failed(1, 10_000 * MS));
        assertEquals(0, backoff.failures(0)); // tasks are counted apart
        assertEquals(0, backoff.failed(0, 10_000 * MS));
    }

    @Test
    void theDelayIsCappedAndNeverOverflows() {
        RestartBackoff backoff = new RestartBackoff(policy(7, 1000, 60_000), 1);
        long previous = -1;
        for (int i = 0; i < 100; i++) {
            long delay = backoff.failed(0, i * MS);
            assertEquals(i == 0 ? 0 : Math.min(1000, 7L << Math.min(i - 1, 30)), delay);
            previous = Math.max(previous, delay);
        }
        assertEquals(1000, previous);
    }
}
