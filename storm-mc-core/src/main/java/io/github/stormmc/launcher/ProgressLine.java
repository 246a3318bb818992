package io.github.stormmc.launcher;

import java.util.ArrayList;
import java.util.List;

/**
 * Renders one progress line for a topology from two snapshots, e.g.
 * {@code [12:00:05] wordcount  spout 1.2M/s emitted | split 1.2M/s exec, 10.4M/s emitted | count 10.4M/s exec |
 * acked 0 failed 0 errors 0}. Rates are per second over the interval between the snapshots; acked, failed and errors
 * are totals since the topology started. When a run stops, {@link #renderWholeRun} gives the closing line instead: totals
 * and average rates over the whole run, never a rate over the few milliseconds since the last periodic line.
 */
public final class ProgressLine {

    private ProgressLine() {
    }

    /**
     * @param previous the earlier snapshot of the same topology, or null when it has none yet (counts from zero)
     * @param seconds  time between the two snapshots
     */
    public static String render(String clock, TopologySnapshot previous, TopologySnapshot current, double seconds) {
        List<String> parts = new ArrayList<>();
        for (ComponentTotals c : current.components().values()) {
            ComponentTotals before = previous == null ? null : previous.components().get(c.id());
            double emitted = rate(c.emitted(), before == null ? 0 : before.emitted(), seconds);
            if (c.spout()) {
                parts.add(c.id() + " " + RateFormat.rate(emitted) + " emitted");
            } else {
                double executed = rate(c.executed(), before == null ? 0 : before.executed(), seconds);
                String part = c.id() + " " + RateFormat.rate(executed) + " exec";
                // Sinks never emit; saying "0/s emitted" for them would only add noise.
                if (c.emitted() > 0) {
                    part += ", " + RateFormat.rate(emitted) + " emitted";
                }
                parts.add(part);
            }
        }
        if (parts.isEmpty()) {
            parts.add("no executors yet");
        }
        parts.add("acked " + RateFormat.count(current.acked()) + " failed " + RateFormat.count(current.failed())
                + " errors " + RateFormat.count(current.errors()));
        return "[" + clock + "] " + current.name() + "  " + String.join(" | ", parts);
    }

    /**
     * The closing line, e.g. {@code [12:00:20] wordcount  whole run 20.0 s: spout 200 emitted, 10/s | count 200 exec,
     * 10/s | acked 0 failed 0 errors 0}: totals since the topology started, each averaged over the run's
     * {@code seconds} (a topology that did all its work at once still shows what it did).
     */
    public static String renderWholeRun(String clock, TopologySnapshot current, double seconds) {
        List<String> parts = new ArrayList<>();
        for (ComponentTotals c : current.components().values()) {
            String emitted = RateFormat.count(c.emitted()) + " emitted, " + RateFormat.rate(rate(c.emitted(), 0, seconds));
            if (c.spout()) {
                parts.add(c.id() + " " + emitted);
            } else {
                String part = c.id() + " " + RateFormat.count(c.executed()) + " exec, "
                    + RateFormat.rate(rate(c.executed(), 0, seconds));
                if (c.emitted() > 0) {
                    part += "; " + emitted;
                }
                parts.add(part);
            }
        }
        if (parts.isEmpty()) {
            parts.add("no executors");
        }
        parts.add("acked " + RateFormat.count(current.acked()) + " failed " + RateFormat.count(current.failed())
                + " errors " + RateFormat.count(current.errors()));
        return "[" + clock + "] " + current.name() + "  whole run "
            + String.format(java.util.Locale.ROOT, "%.1f s", seconds) + ": " + String.join(" | ", parts);
    }

    static double rate(long now, long before, double seconds) {
        if (seconds <= 0) {
            return 0;
        }
        return Math.max(0, now - before) / seconds;
    }
}
