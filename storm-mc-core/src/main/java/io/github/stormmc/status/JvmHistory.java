package io.github.stormmc.status;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The JVM's last minutes, one point per sampling period: heap used, committed and max (MB) and the share of the
 * period spent in garbage collection. One JVM runs every topology, so this is the front page's, not a topology's.
 */
final class JvmHistory {

    /** One sampling period; {@code gcShare} is GC time over the period's length (NaN for the first point). */
    record Point(long nanos, double heapUsedMb, double heapCommittedMb, double heapMaxMb, double gcShare)
        implements TimedPoint {
    }

    private final Deque<Point> points = new ArrayDeque<>();
    private long lastNanos = -1;
    private long lastGcMillis;

    /** Adds a point for the period ending at {@code nanos}. */
    synchronized void sample(long nanos) {
        MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        long gcMillis = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            gcMillis += Math.max(0, gc.getCollectionTime());
        }
        double share = lastNanos < 0 || nanos <= lastNanos ? Double.NaN
            : Math.min(1.0, (gcMillis - lastGcMillis) * 1e6 / (nanos - lastNanos));
        lastNanos = nanos;
        lastGcMillis = gcMillis;
        double max = heap.getMax() < 0 ? Double.NaN : heap.getMax() / 1048576.0;
        points.addLast(new Point(nanos, heap.getUsed() / 1048576.0, heap.getCommitted() / 1048576.0, max, share));
        while (points.size() > ComponentHistory.POINTS) {
            points.removeFirst();
        }
    }

    /** The points, oldest first. */
    synchronized List<Point> points() {
        return new ArrayList<>(points);
    }
}
