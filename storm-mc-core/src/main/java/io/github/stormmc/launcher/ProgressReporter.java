package io.github.stormmc.launcher;

import java.io.PrintStream;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.apache.storm.generated.TopologyInfo;

/**
 * Prints one {@link ProgressLine} per running topology every period, on a daemon thread, plus a closing one over the
 * whole run when closed, so that even a run shorter than the period reports what it did.
 */
public final class ProgressReporter implements AutoCloseable {

    /** Where the topologies' stats come from; the launcher reads them through LocalCluster's public API. */
    @FunctionalInterface
    public interface Source {
        List<TopologyInfo> topologies() throws Exception;
    }

    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss");

    private final Source source;
    private final long periodMillis;
    private final PrintStream out;
    private final LongSupplier nanoTime;
    private final Supplier<String> clock;
    private final Map<String, TopologySnapshot> last = new HashMap<>();
    /** When each topology was first seen: the closing line averages its totals over the time since. */
    private final Map<String, Long> firstNanos = new HashMap<>();
    private long lastSampleNanos;
    private ScheduledExecutorService scheduler;
    private boolean sourceFailureReported;
    private boolean closed;

    public ProgressReporter(Source source, long periodMillis, PrintStream out) {
        this(source, periodMillis, out, System::nanoTime, () -> LocalTime.now().format(CLOCK));
    }

    ProgressReporter(Source source, long periodMillis, PrintStream out, LongSupplier nanoTime,
                     Supplier<String> clock) {
        if (periodMillis <= 0) {
            throw new IllegalArgumentException("progress period must be positive, got " + periodMillis + " ms");
        }
        this.source = source;
        this.periodMillis = periodMillis;
        this.out = out;
        this.nanoTime = nanoTime;
        this.clock = clock;
    }

    /** Takes the baseline sample and starts the periodic reports. */
    public synchronized void start() {
        sample(false);
        scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "stormmc-progress");
            t.setDaemon(true);
            return t;
        });
        scheduler.scheduleAtFixedRate(this::report, periodMillis, periodMillis, TimeUnit.MILLISECONDS);
    }

    /** Samples every topology and prints one line each. Never throws: a failed report must not stop later ones. */
    public synchronized void report() {
        if (!closed) {
            sample(true);
        }
    }

    /** Stops the periodic reports and prints a closing line per topology, over its whole run. Idempotent. */
    @Override
    public void close() {
        ScheduledExecutorService s;
        synchronized (this) {
            if (closed) {
                return;
            }
            s = scheduler;
        }
        if (s != null) {
            s.shutdownNow();
            try {
                s.awaitTermination(2, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        synchronized (this) {
            if (s != null) {
                sampleWholeRun();
            }
            closed = true;
        }
    }

    private void sample(boolean print) {
        List<TopologySnapshot> snapshots = snapshots();
        if (snapshots == null) {
            return;
        }
        long now = nanoTime.getAsLong();
        double seconds = (now - lastSampleNanos) / 1e9;
        String time = clock.get();
        for (TopologySnapshot snapshot : snapshots) {
            if (print) {
                out.println(ProgressLine.render(time, last.get(snapshot.name()), snapshot, seconds));
            }
            last.put(snapshot.name(), snapshot);
            firstNanos.putIfAbsent(snapshot.name(), now);
        }
        out.flush();
        lastSampleNanos = now;
    }

    private void sampleWholeRun() {
        List<TopologySnapshot> snapshots = snapshots();
        if (snapshots == null) {
            return;
        }
        long now = nanoTime.getAsLong();
        String time = clock.get();
        for (TopologySnapshot snapshot : snapshots) {
            Long since = firstNanos.get(snapshot.name());
            out.println(ProgressLine.renderWholeRun(time, snapshot, since == null ? 0 : (now - since) / 1e9));
        }
        out.flush();
    }

    /** The running topologies' snapshots, or null when the source failed (reported once). */
    private List<TopologySnapshot> snapshots() {
        List<TopologyInfo> infos;
        try {
            infos = source.topologies();
        } catch (Exception e) {
            if (!sourceFailureReported) {
                sourceFailureReported = true;
                out.println("storm-mc: cannot read topology stats: " + e);
            }
            return null;
        }
        List<TopologySnapshot> result = new java.util.ArrayList<>(infos.size());
        for (TopologyInfo info : infos) {
            try {
                result.add(TopologySnapshot.of(info));
            } catch (RuntimeException e) {
                // a topology stopping while it was read: left out of this line
            }
        }
        return result;
    }
}
