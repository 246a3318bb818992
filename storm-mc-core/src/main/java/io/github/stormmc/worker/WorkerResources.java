package io.github.stormmc.worker;

import io.github.stormmc.plan.TopologyPlan;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.storm.Config;
import org.apache.storm.task.WorkerTopologyContext;
import org.apache.storm.utils.ObjectReader;

/**
 * What a Storm worker provides its tasks besides queues: a code directory and a pid directory (temporary, made on
 * first use and removed on close: {@link WorkerDirectories}) and the shared thread pool ({@code getSharedExecutor}),
 * whose threads exist only while used.
 */
final class WorkerResources implements AutoCloseable {
    private final WorkerDirectories directories;
    private final ThreadPoolExecutor sharedExecutor;
    private final Map<String, Object> defaultResources = new HashMap<>();

    WorkerResources(TopologyPlan plan) {
        directories = new WorkerDirectories(plan.topologyId(), plan.name());
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
        return directories.codeDir();
    }

    String pidDir() {
        return directories.pidDir();
    }

    @Override
    public void close() {
        sharedExecutor.shutdownNow();
        directories.close();
    }
}
