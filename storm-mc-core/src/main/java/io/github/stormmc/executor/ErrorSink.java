package io.github.stormmc.executor;

/** Where executors report errors from user code: logged once and kept for {@code getTopologyInfo}. */
@FunctionalInterface
public interface ErrorSink {
    /**
     * @param where the callback that failed (e.g. "execute"), or "reportError" when user code reported it
     */
    void report(String componentId, int taskId, String where, Throwable error);
}
