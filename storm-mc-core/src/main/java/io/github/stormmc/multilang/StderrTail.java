package io.github.stormmc.multilang;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Supplier;
import org.slf4j.Logger;

/**
 * Drains a subprocess's stderr on its own thread, so a chatty child never blocks on a full pipe, logging each line
 * and keeping the last few for the report when the subprocess dies.
 */
public final class StderrTail {
    static final int KEPT_LINES = 20;
    private final Deque<String> lines = new ArrayDeque<>();
    private final Thread thread;

    private StderrTail(InputStream stderr, String threadName, Logger log, Supplier<String> processInfo) {
        this.thread = new Thread(() -> drain(stderr, log, processInfo), threadName);
        thread.setDaemon(true);
    }

    public static StderrTail start(InputStream stderr, String threadName, Logger log, Supplier<String> processInfo) {
        StderrTail tail = new StderrTail(stderr, threadName, log, processInfo);
        tail.thread.start();
        return tail;
    }

    private void drain(InputStream stderr, Logger log, Supplier<String> processInfo) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(stderr, StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                synchronized (lines) {
                    if (lines.size() == KEPT_LINES) {
                        lines.removeFirst();
                    }
                    lines.addLast(line);
                }
                log.info("{} stderr: {}", processInfo.get(), line);
            }
        } catch (IOException e) {
            // the stream closes when the process is destroyed: the lines read so far are what there is
        }
    }

    /** The last lines read, oldest first, one per line. */
    public String lastLines() {
        synchronized (lines) {
            return String.join("\n", lines);
        }
    }

    /** Waits for the end of the stream (the subprocess exited), so the last lines are in. */
    public void awaitEnd(long millis) {
        try {
            thread.join(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
