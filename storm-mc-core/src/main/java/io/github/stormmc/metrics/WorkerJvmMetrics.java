package io.github.stormmc.metrics;

import com.codahale.metrics.Gauge;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryUsage;
import java.lang.management.RuntimeMXBean;
import java.lang.management.ThreadMXBean;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.apache.storm.Constants;
import org.apache.storm.metrics2.StormMetricRegistry;

/**
 * The worker's JVM metrics that Storm's {@code __system} component registers, under its names and task
 * ({@code storm.topology.<topology>.<host>.__system.-1.<port>-<name>}): {@code uptimeSecs}, {@code startTimeSecs},
 * {@code newWorkerEvent}, {@code workerCpuUsage}, {@code memory.heap|non-heap|total.init|used|max|committed},
 * {@code memory.heap|non-heap.usage}, {@code memory.pools.<pool>.usage}, {@code GC.<collector>.count|time} and
 * {@code threads.count|daemon.count|peak.count|total_started.count|<state>.count}. One JVM runs every topology, so
 * these are the same figures for each.
 */
public final class WorkerJvmMetrics {
    private static final int TASK = (int) Constants.SYSTEM_TASK_ID;

    private WorkerJvmMetrics() {
    }

    static void register(StormMetricRegistry registry) {
        StormMetricNames names = registry.names();
        gauges().forEach((name, gauge) -> registry.register(names.topologyMetric(names.topologyId(),
            Constants.SYSTEM_COMPONENT_ID, TASK, names.port(), name), name, TASK, Constants.SYSTEM_COMPONENT_ID, null,
            gauge));
    }

    /**
     * Storm's {@code worker-transfer-queue-*} gauges ({@code storm.worker.…__system.-1.<port>-…}). A Storm worker's
     * transfer queue carries tuples to other workers; Storm-MC runs one worker and sends nothing anywhere else, so
     * its queue reads as that of a Storm worker whose tasks are all local: the capacity Storm gives it
     * ({@code topology.transfer.buffer.size}, rounded up to a power of two) and nothing queued, arriving, failed or
     * dropped.
     */
    static void registerTransferQueue(StormMetricRegistry registry, Map<String, Object> topoConf) {
        StormMetricNames names = registry.names();
        int size = org.apache.storm.utils.ObjectReader.getInt(
            topoConf.get(org.apache.storm.Config.TOPOLOGY_TRANSFER_BUFFER_SIZE), 1000);
        int capacity = Integer.highestOneBit(Math.max(size, 2) - 1) << 1;
        Map<String, Gauge<?>> gauges = new LinkedHashMap<>();
        gauges.put("capacity", (Gauge<Integer>) () -> capacity);
        gauges.put("pct_full", (Gauge<Float>) () -> 0.0F);
        gauges.put("population", (Gauge<Integer>) () -> 0);
        gauges.put("arrival_rate_secs", (Gauge<Double>) () -> 0.0);
        gauges.put("sojourn_time_ms", (Gauge<Double>) () -> 0.0);
        gauges.put("insert_failures", (Gauge<Double>) () -> 0.0);
        gauges.put("dropped_messages", (Gauge<Long>) () -> 0L);
        gauges.put("overflow", (Gauge<Integer>) () -> 0);
        gauges.forEach((what, gauge) -> {
            String name = "worker-transfer-queue-" + what;
            registry.register(names.workerMetric(Constants.SYSTEM_COMPONENT_ID, TASK, name), name, TASK,
                Constants.SYSTEM_COMPONENT_ID, null, gauge);
        });
    }

    /** A new set of the gauges, by their short names, in registration order (Storm's SystemBolt registers these). */
    public static Map<String, Gauge<?>> gauges() {
        Map<String, Gauge<?>> gauges = new LinkedHashMap<>();
        Gauges g = gauges::put;
        RuntimeMXBean runtime = ManagementFactory.getRuntimeMXBean();
        g.add("uptimeSecs", (Gauge<Long>) () -> runtime.getUptime() / 1000L);
        g.add("startTimeSecs", (Gauge<Long>) () -> runtime.getStartTime() / 1000L);
        g.add("newWorkerEvent", new NewWorkerEvent());
        g.add("workerCpuUsage", new CpuUsage());
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        usage(g, "memory.heap", memory::getHeapMemoryUsage, true);
        usage(g, "memory.non-heap", memory::getNonHeapMemoryUsage, true);
        usage(g, "memory.total", () -> {
            MemoryUsage h = memory.getHeapMemoryUsage();
            MemoryUsage n = memory.getNonHeapMemoryUsage();
            return new MemoryUsage(h.getInit() + n.getInit(), h.getUsed() + n.getUsed(),
                h.getCommitted() + n.getCommitted(), h.getMax() + n.getMax());
        }, false);
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            String name = "memory.pools." + pool.getName().replaceAll("\\s+", "-");
            usage(g, name, pool::getUsage, true);
            if (pool.getCollectionUsage() != null) { // pools a collector manages: their use after the last GC
                g.add(name + ".used-after-gc", (Gauge<Long>) () -> pool.getCollectionUsage().getUsed());
            }
        }
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            String name = "GC." + gc.getName().replaceAll("\\s+", "-");
            g.add(name + ".count", (Gauge<Long>) gc::getCollectionCount);
            g.add(name + ".time", (Gauge<Long>) gc::getCollectionTime);
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        g.add("threads.count", (Gauge<Integer>) threads::getThreadCount);
        g.add("threads.daemon.count", (Gauge<Integer>) threads::getDaemonThreadCount);
        g.add("threads.peak.count", (Gauge<Integer>) threads::getPeakThreadCount);
        g.add("threads.total_started.count", (Gauge<Long>) threads::getTotalStartedThreadCount);
        ThreadSnapshot snapshot = new ThreadSnapshot(threads, System::nanoTime);
        g.add("threads.deadlock.count", (Gauge<Integer>) () -> snapshot.deadlocks().size());
        g.add("threads.deadlocks", (Gauge<java.util.Set<String>>) snapshot::deadlocks);
        for (Thread.State state : Thread.State.values()) {
            g.add("threads." + state.name().toLowerCase(java.util.Locale.ROOT) + ".count",
                (Gauge<Long>) () -> snapshot.count(state));
        }
        return gauges;
    }

    /** Dropwizard's memory gauge set's members: init, used, max, committed and, where meaningful, usage (used/max). */
    private static void usage(Gauges g, String prefix, Supplier<MemoryUsage> usage, boolean withRatio) {
        g.add(prefix + ".init", (Gauge<Long>) () -> usage.get().getInit());
        g.add(prefix + ".used", (Gauge<Long>) () -> usage.get().getUsed());
        g.add(prefix + ".max", (Gauge<Long>) () -> usage.get().getMax());
        g.add(prefix + ".committed", (Gauge<Long>) () -> usage.get().getCommitted());
        if (withRatio) {
            g.add(prefix + ".usage", (Gauge<Double>) () -> {
                MemoryUsage u = usage.get();
                long max = u.getMax() == -1 ? u.getCommitted() : u.getMax();
                return max <= 0 ? 0.0 : (double) u.getUsed() / max;
            });
        }
    }

    private interface Gauges {
        void add(String name, Gauge<?> gauge);
    }

    /** 1 the first time it is read after the worker started, 0 afterwards: tells a restarted worker apart. */
    private static final class NewWorkerEvent implements Gauge<Integer> {
        private final java.util.concurrent.atomic.AtomicBoolean fresh = new java.util.concurrent.atomic.AtomicBoolean(true);

        @Override
        public Integer getValue() {
            return fresh.getAndSet(false) ? 1 : 0;
        }
    }

    /** CPU time of all threads per wall-clock time since the previous reading (at least a second apart). */
    private static final class CpuUsage implements Gauge<Double> {
        private long lastNanos = System.nanoTime();
        private long lastCpu = cpu();
        private double value;

        private static long cpu() {
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            long total = 0;
            for (long id : threads.getAllThreadIds()) {
                long t = threads.getThreadCpuTime(id);
                if (t > 0) {
                    total += t;
                }
            }
            return total;
        }

        @Override
        public synchronized Double getValue() {
            long now = System.nanoTime();
            if (now - lastNanos >= 1_000_000_000L) {
                long c = cpu();
                value = (double) (c - lastCpu) / (now - lastNanos);
                lastNanos = now;
                lastCpu = c;
            }
            return value;
        }
    }
}
