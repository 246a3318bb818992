package io.github.stormmc.windowing;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The periodic work of one windowed task (slide triggers of processing-time windows, watermarks of event-time
 * windows) on one daemon thread, as in Storm; only for a windowed bolt prepared outside a Storm-MC executor (inside
 * one, the executor's thread does this work). Each run holds the task's lock, so it never overlaps the task's
 * {@code execute} and the bolt sees one caller at a time.
 */
public final class WindowTimer {
    private final ScheduledExecutorService scheduler;

    public WindowTimer(String name) {
        scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
    }

    public void every(long periodMs, Object lock, Runnable work) {
        scheduler.scheduleAtFixedRate(() -> {
            synchronized (lock) {
                work.run();
            }
        }, periodMs, periodMs, TimeUnit.MILLISECONDS);
    }

    public void stop() {
        scheduler.shutdownNow();
    }
}
