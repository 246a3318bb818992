package io.github.stormmc.testing;

import java.util.function.BooleanSupplier;

/**
 * Waits for a condition the topology will reach; the timeout only bounds a broken run and is never what a test
 * asserts.
 */
public final class Await {
    private static final long TIMEOUT_MILLIS = 30_000L;

    private Await() {
    }

    public static void until(String what, BooleanSupplier condition) {
        until(what, condition, TIMEOUT_MILLIS);
    }

    /** With a longer bound, for runs that do a lot of work on a loaded machine. */
    public static void until(String what, BooleanSupplier condition, long timeoutMillis) {
        long deadline = System.currentTimeMillis() + timeoutMillis;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("Timed out waiting for: " + what);
            }
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("Interrupted waiting for: " + what, e);
            }
        }
    }
}
