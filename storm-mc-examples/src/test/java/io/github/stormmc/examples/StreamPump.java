package io.github.stormmc.examples;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** Copies a child process's output into a buffer on a daemon thread, so the child never blocks on a full pipe. */
public final class StreamPump {
    private StreamPump() {
    }

    public static Thread start(InputStream in, ByteArrayOutputStream sink) {
        Thread t = new Thread(() -> {
            try (in) {
                in.transferTo(sink);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        t.setDaemon(true);
        t.start();
        return t;
    }
}
