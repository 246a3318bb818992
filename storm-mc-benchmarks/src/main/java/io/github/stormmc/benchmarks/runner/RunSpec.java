package io.github.stormmc.benchmarks.runner;

import java.util.ArrayList;
import java.util.List;

/**
 * One child JVM to start: which engine, and the harness arguments. Mode is throughput, latency or idle; rate is
 * the latency runs' offered spout tuples/s, or {@link #HALF_STORM_MAX} until the sweep has derived it.
 */
record RunSpec(int rep, String engine, String topology, String variant, String mode, int parallelism, long rate) {

    /** Latency rate placeholder: half of Apache Storm's maximum, known once the throughput runs are done. */
    static final long HALF_STORM_MAX = -1;
    /** Heap of the small-heap variant: the plain topology in a JVM limited to this many megabytes. */
    static final int SMALL_HEAP_MB = 64;
    static final String SMALL_HEAP = "xmx" + SMALL_HEAP_MB + "m";
    static final String TWO_HOP = "twohop";
    /**
     * Storm-MC's plain topology with {@code stormmc.chaining: false}: one thread per executor whatever the core count,
     * run for the two-hop probe and, with {@code --unchained}, beside each of Storm-MC's plain points, so a sweep shows
     * what chaining by default (when executors outnumber cores) changes.
     */
    static final String UNCHAINED = "unchained";
    /**
     * Storm-MC's plain topology without the class-data archive the sweep's other Storm-MC runs start with
     * ({@code --archive-pairs}): each such run sits next to its twin with the archive.
     */
    static final String NO_ARCHIVE = "noarchive";
    /**
     * The limit engine's WordCount at a parallelism: 3 × P plain threads handing a tuple's objects over through JDK
     * queues, no engine ({@code HandOverPipeline}), run beside the engines at each WordCount point, throughput and
     * latency (paced at the latency point's rate).
     */
    static final String HANDOVER = "handover";

    /** Whether this run leaves out its engine's own JVM options (Storm-MC's class-data archive). */
    boolean withoutEngineJvmOpts() {
        return variant.equals(NO_ARCHIVE);
    }

    /** JVM options of this run after the sweep's own (a later -Xmx wins). */
    List<String> jvmOpts() {
        return variant.equals(SMALL_HEAP) ? List.of("-Xmx" + SMALL_HEAP_MB + "m") : List.of();
    }

    RunSpec withRate(long newRate) {
        return new RunSpec(rep, engine, topology, variant, mode, parallelism, newRate);
    }

    List<String> harnessArgs(SweepOptions o, String enronInput) {
        List<String> args = new ArrayList<>();
        args.add("--topology");
        args.add(!engine.equals(Summary.LIMIT) ? topology
                : variant.equals(HANDOVER) ? topology + "-" + HANDOVER + "-limit" : topology + "-limit");
        args.add("--parallelism");
        args.add(Integer.toString(parallelism));
        args.add("--variant");
        args.add(variant.equals(SMALL_HEAP) || variant.equals(UNCHAINED) || variant.equals(NO_ARCHIVE)
                || variant.equals(HANDOVER) ? "plain" : variant);
        args.add("--warmup");
        args.add(Integer.toString(o.warmup(mode)));
        if (o.settle > 0) {
            args.add("--settle");
            args.add(Integer.toString(o.settle));
        }
        args.add("--measure");
        args.add(Integer.toString(o.measure));
        if (rate < 0) {
            throw new IllegalStateException("latency rate of " + label() + " not resolved");
        }
        if (rate > 0) {
            args.add("--rate");
            args.add(Long.toString(rate));
        }
        if (mode.equals("idle")) {
            args.add("--idle");
        }
        if (o.dataDir != null) {
            args.add("--data-dir");
            args.add(o.dataDir);
        }
        if (engine.equals(Summary.STORM_MC)) {
            for (String kv : o.stormMcConf) {
                args.add("-c");
                args.add(kv);
            }
            if (variant.equals(UNCHAINED)) {
                args.add("-c");
                args.add("stormmc.chaining=false");
            }
        }
        if (topology.equals("enron")) {
            args.add("--enron-input");
            args.add(enronInput);
        }
        return args;
    }

    String label() {
        String at = rate > 0 ? " @" + rate + "/s" : rate == HALF_STORM_MAX ? " @half Storm's max" : "";
        return String.format("%s %s/%s p=%d %s%s rep %d", engine, topology, variant, parallelism, mode, at, rep);
    }
}
