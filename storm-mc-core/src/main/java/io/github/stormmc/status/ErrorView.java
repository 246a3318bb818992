package io.github.stormmc.status;

/** One reported error: the full stack trace, where and when (epoch seconds). */
record ErrorView(String component, String trace, String host, int port, int timeSecs) {

    /** The first line of the trace: exception class and message. */
    String headline() {
        int nl = trace.indexOf('\n');
        return (nl < 0 ? trace : trace.substring(0, nl)).trim();
    }

    long lapsedSecs(long nowMillis) {
        return Math.max(0, nowMillis / 1000 - timeSecs);
    }
}
