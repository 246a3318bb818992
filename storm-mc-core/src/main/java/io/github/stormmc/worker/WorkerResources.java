package io.github.stormmc.worker;

import io.github.stormmc.plan.TopologyPlan;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.apache.storm.Config;
import org.apache.storm.task.WorkerTopologyContext;
import org.apache.storm.utils.ObjectReader;

/**
 * What a Storm worker provides its tasks besides queues: a code directory and a pid directory (temporary, removed
 * on close) and the shared thread pool ({@code getSharedExecutor}), whose threads exist only while used.
 */
final class WorkerResources implements AutoCloseable {
    private final Path root;
    private final Path codeDir;
    private final Path pidDir;
    private final ThreadPoolExecutor sharedExecutor;
    private final Map<String, Object> defaultResources = new HashMap<>();

    WorkerResources(TopologyPlan plan) {
        try {
            root = Files.createTempDirectory("stormmc-" + plan.topologyId() + "-");
            codeDir = Files.createDirectories(root.resolve("code"));
            pidDir = Files.createDirectories(root.resolve("pids"));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create the worker directories of topology " + plan.name(), e);
        }
        int size = Math.max(1, ObjectReader.getInt(plan.conf().get(Config.TOPOLOGY_WORKER_SHARED_THREAD_POOL_SIZE), 4));
        AtomicInteger n = new AtomicInteger();
        sharedExecutor = new ThreadPoolExecutor(size, size, 10, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
            Thread t = new Thread(r, "stormmc-" + plan.name() + "-shared-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        sharedExecutor.allowCoreThreadTimeOut(true);
        defaultResources.put(WorkerTopologyContext.SHARED_EXECUTOR, sharedExecutor);
    }

    Map<String, Object> defaultResources() {
        return defaultResources;
    }

    ExecutorService sharedExecutor() {
        return sharedExecutor;
    }

    String codeDir() {
        return codeDir.toString();
    }

    String pidDir() {
        return pidDir.toString();
    }

    @Override
    public void close() {
        sharedExecutor.shutdownNow();
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // best effort: a leftover temp directory is harmless
        }
    }
}
