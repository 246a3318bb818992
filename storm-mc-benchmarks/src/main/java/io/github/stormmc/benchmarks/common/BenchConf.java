package io.github.stormmc.benchmarks.common;

import java.util.Map;

/**
 * Topology configuration keys the benchmark components read. They travel in Storm's topology config, so the same
 * topology behaves the same on every engine.
 */
public final class BenchConf {

    /** Absolute path of the WordCount text file. */
    public static final String WORDCOUNT_INPUT = "bench.wordcount.input";
    /** Absolute path of the Enron input file (gzip stream of Java-serialised Avro byte arrays). */
    public static final String ENRON_INPUT = "bench.enron.input";
    /** Offered rate per spout task in tuples per second; 0 means as fast as the engine accepts. */
    public static final String RATE_PER_TASK = "bench.rate.per.task";
    /** Spouts emit with message ids (the acked variant). */
    public static final String ACKED = "bench.acked";
    /** Spouts emit their input once and then stop (finite runs for correctness checks). */
    public static final String FINITE = "bench.finite";
    /** RollingSort: number of messages in the sort window. */
    public static final String SORT_WINDOW = "bench.rollingsort.window";
    /** RollingSort: seconds between two sorts (tick frequency). */
    public static final String SORT_TICK_SECS = "bench.rollingsort.tick.secs";
    /** RollingSort: messages each spout task emits in a finite run. */
    public static final String SORT_FINITE_COUNT = "bench.rollingsort.finite.count";
    /** Spouts emit only against permits released through {@link Gate} (JMH: a fixed tuple count per call). */
    public static final String GATED = "bench.gated";
    /**
     * Spouts never emit: the topology is deployed and active but has nothing to do (idle runs measure what the
     * engine costs when no tuple flows).
     */
    public static final String IDLE = "bench.idle";
    /** Enron: seconds between two per-interval metrics tuples. */
    public static final String ENRON_INTERVAL_SECS = "bench.enron.interval.secs";

    private BenchConf() {
    }

    public static long getLong(Map<String, Object> conf, String key, long defaultValue) {
        Object v = conf.get(key);
        if (v == null) {
            return defaultValue;
        }
        if (v instanceof Number n) {
            return n.longValue();
        }
        return Long.parseLong(v.toString().trim());
    }

    public static boolean getBoolean(Map<String, Object> conf, String key) {
        Object v = conf.get(key);
        if (v instanceof Boolean b) {
            return b;
        }
        return v != null && Boolean.parseBoolean(v.toString().trim());
    }

    /** The value of a key that must be set, or an error naming the key. */
    public static String getRequired(Map<String, Object> conf, String key) {
        Object v = conf.get(key);
        if (v == null || v.toString().isBlank()) {
            throw new IllegalArgumentException("benchmark config key '" + key + "' is not set");
        }
        return v.toString();
    }
}
