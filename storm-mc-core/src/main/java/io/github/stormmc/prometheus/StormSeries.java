package io.github.stormmc.prometheus;

import io.github.stormmc.metrics.StormMetricNames;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One v2 metric's Storm long name taken apart into what Prometheus wants as labels. The registry only keeps the
 * dotted names of {@link StormMetricNames}; the topology id and host of a worker's registry are known, so the rest
 * ({@code <component>.[<stream>.]<task>.<port>-<name>}) splits unambiguously: component and stream carry no dots.
 *
 * @param builtin  true for the engine's {@code storm.worker.} metrics, false for {@code storm.topology.} ones (a
 *                 task's own metrics and the {@code __system} JVM metrics)
 * @param name     the metric's name without its stream suffix, e.g. {@code __emit-count}, {@code memory.heap.used}
 * @param stream   the stream, or null
 * @param source   for a bolt's per-input metric, the input's component, else null
 */
record StormSeries(boolean builtin, String name, String component, String task, String port, String stream,
                   String source) {
    private static final Pattern TOPOLOGY_REST = Pattern.compile("([^.]+)\\.(-?\\d+)\\.(\\d+)-(.+)");
    private static final Pattern WORKER_REST = Pattern.compile("([^.]+)\\.(?:([^.]+)\\.)?(-?\\d+)\\.(\\d+)-(.+)");
    /** Storm's per-stream built-ins: {@code __emit-count-<stream>}, {@code __execute-latency-<component>:<stream>}. */
    private static final Pattern STREAM_BUILTIN = Pattern.compile("(__[a-z]+-[a-z]+)-(.+)");
    static final String RATE_SUFFIX = ".m1_rate";

    /** The series of {@code longName} in a registry bound to {@code names}, or null for a name of another form. */
    static StormSeries parse(String longName, StormMetricNames names) {
        String worker = "." + names.topologyId() + "." + names.host() + ".";
        String topologyPrefix = "storm.topology" + worker;
        String workerPrefix = "storm.worker" + worker;
        if (longName.startsWith(topologyPrefix)) {
            Matcher m = TOPOLOGY_REST.matcher(longName.substring(topologyPrefix.length()));
            return m.matches() ? new StormSeries(false, m.group(4), m.group(1), m.group(2), m.group(3), null, null)
                : null;
        }
        if (!longName.startsWith(workerPrefix)) {
            return null;
        }
        Matcher m = WORKER_REST.matcher(longName.substring(workerPrefix.length()));
        if (!m.matches()) {
            return null;
        }
        String segment = m.group(2);
        String name = m.group(5);
        if (segment == null) {
            return new StormSeries(true, name, m.group(1), m.group(3), m.group(4), null, null);
        }
        boolean rate = name.endsWith(RATE_SUFFIX);
        Matcher b = STREAM_BUILTIN.matcher(rate ? name.substring(0, name.length() - RATE_SUFFIX.length()) : name);
        if (!b.matches()) {
            return new StormSeries(true, name, m.group(1), m.group(3), m.group(4), segment, null);
        }
        // The name's suffix holds the raw stream id, or "<component>:<stream>" for a bolt's input; the long name's
        // stream segment is the same stream with dots replaced (same length), which finds where the stream starts.
        String suffix = b.group(2);
        String stream = suffix;
        String source = null;
        int split = suffix.length() - segment.length() - 1;
        if (split > 0 && suffix.charAt(split) == ':'
                && StormMetricNames.underscored(suffix.substring(split + 1)).equals(segment)) {
            source = suffix.substring(0, split);
            stream = suffix.substring(split + 1);
        }
        return new StormSeries(true, b.group(1) + (rate ? RATE_SUFFIX : ""), m.group(1), m.group(3), m.group(4),
            stream, source);
    }
}
