package org.apache.storm.metric;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.utils.ConfigUtils;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Storm's default event logger: appends each sampled event, one line of {@link IEventLogger.EventInfo#toString()},
 * to {@code events.log} in the worker's artifacts directory ({@code <storm.log.dir>/workers-artifacts/<topology
 * id>/<port>}). Lines are buffered and flushed once a second and at close.
 */
public class FileBasedEventLogger implements IEventLogger {
    private static final Logger LOG = LoggerFactory.getLogger(FileBasedEventLogger.class);
    private static final long FLUSH_INTERVAL_MILLIS = 1000;

    private Path path;
    private BufferedWriter writer;
    private ScheduledExecutorService flusher;

    @Override
    public void prepare(Map<String, Object> conf, Map<String, Object> arguments, TopologyContext context) {
        path = Paths.get(ConfigUtils.workerArtifactsRoot(conf, context.getStormId(), context.getThisWorkerPort()),
            "events.log");
        try {
            Files.createDirectories(path.getParent());
            writer = Files.newBufferedWriter(path, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.WRITE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot open the event log " + path, e);
        }
        LOG.info("Logging events to {}", path);
        flusher = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "event-logger-flush");
            thread.setDaemon(true);
            return thread;
        });
        flusher.scheduleAtFixedRate(this::flush, FLUSH_INTERVAL_MILLIS, FLUSH_INTERVAL_MILLIS, TimeUnit.MILLISECONDS);
    }

    @Override
    public void log(EventInfo event) {
        try {
            synchronized (this) {
                writer.write(buildLogMessage(event));
                writer.newLine();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write to the event log " + path, e);
        }
    }

    /** The line written for {@code event}; subclasses may format events differently. */
    protected String buildLogMessage(EventInfo event) {
        return event.toString();
    }

    @Override
    public void close() {
        if (flusher != null) {
            flusher.shutdownNow();
        }
        try {
            synchronized (this) {
                writer.close();
            }
        } catch (IOException e) {
            LOG.error("Cannot close the event log {}", path, e);
        }
    }

    private synchronized void flush() {
        try {
            writer.flush();
        } catch (IOException e) {
            LOG.error("Cannot flush the event log {}", path, e);
        }
    }
}
