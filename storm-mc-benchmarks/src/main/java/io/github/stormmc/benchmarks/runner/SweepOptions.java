package io.github.stormmc.benchmarks.runner;

import java.util.ArrayList;
import java.util.List;

/** The side-by-side runner's command line (see {@link #USAGE}). */
final class SweepOptions {

    static final String USAGE = String.join("\n",
            "usage: bin/storm-mc-bench [sweep] [options]      run benchmarks on both engines, write the report",
            "       bin/storm-mc-bench report [--out DIR]      regenerate the report from DIR/runs.csv",
            "  --topology LIST         wordcount,enron,rollingsort or all (default all)",
            "  --parallelism RANGE     e.g. 1..8 or 1,2,4 (default 1..8)",
            "  --reps N                repetitions of every point (default 3)",
            "  --warmup S              warm-up seconds per run (default 10)",
            "  --measure S             measured seconds per run (default 20)",
            "  --variants LIST         plain and/or acked (default plain)",
            "  --acked-parallelism R   parallelisms for the acked variant (default: same as --parallelism)",
            "  --latency-parallelism R parallelisms of the fixed-rate latency runs (default 1; 'none' skips them)",
            "  --latency-rate N        offered spout tuples/s for latency runs (default per topology)",
            "  --engines LIST          storm-mc,apache-storm (default both)",
            "  --no-limit              skip the single-threaded WordCount limit runs",
            "  --jvm-opts \"...\"        JVM options of every child (default -Xms1g -Xmx2g)",
            "  --out DIR               output directory (default docs/benchmarks)",
            "  --data-dir DIR          shared data directory (default ../shared/data)",
            "  --timeout-extra S       seconds allowed beyond warm-up + measure before a child is killed (default 120)");

    String command = "sweep";
    List<String> topologies = List.of("wordcount", "enron", "rollingsort");
    List<Integer> parallelisms = range("1..8");
    List<Integer> ackedParallelisms;
    List<Integer> latencyParallelisms = List.of(1);
    int reps = 3;
    int warmup = 10;
    int measure = 20;
    List<String> variants = List.of("plain");
    long latencyRate;
    List<String> engines = List.of("storm-mc", "apache-storm");
    boolean limit = true;
    String jvmOpts = "-Xms1g -Xmx2g";
    String out = "docs/benchmarks";
    String dataDir;
    int timeoutExtra = 120;
    /** The options as given, for the report's "how this was produced" line. */
    final List<String> given = new ArrayList<>();

    static SweepOptions parse(String[] args) {
        SweepOptions o = new SweepOptions();
        int i = 0;
        if (args.length > 0 && !args[0].startsWith("-")) {
            o.command = args[0];
            i = 1;
            if (!o.command.equals("sweep") && !o.command.equals("report")) {
                throw new IllegalArgumentException("unknown command '" + o.command + "'\n" + USAGE);
            }
        }
        for (; i < args.length; i++) {
            String a = args[i];
            o.given.add(a);
            if (a.equals("--no-limit")) {
                o.limit = false;
                continue;
            }
            if (a.equals("-h") || a.equals("--help")) {
                throw new IllegalArgumentException(USAGE);
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(a + " needs a value\n" + USAGE);
            }
            String v = args[++i];
            o.given.add(v.contains(" ") ? "\"" + v + "\"" : v);
            switch (a) {
                case "--topology" -> o.topologies = v.equals("all") ? o.topologies : list(v);
                case "--parallelism" -> o.parallelisms = range(v);
                case "--acked-parallelism" -> o.ackedParallelisms = range(v);
                case "--latency-parallelism" -> o.latencyParallelisms = v.equals("none") ? List.of() : range(v);
                case "--latency-rate" -> o.latencyRate = Long.parseLong(v);
                case "--reps" -> o.reps = Integer.parseInt(v);
                case "--warmup" -> o.warmup = Integer.parseInt(v);
                case "--measure" -> o.measure = Integer.parseInt(v);
                case "--variants" -> o.variants = list(v);
                case "--engines" -> o.engines = list(v);
                case "--jvm-opts" -> o.jvmOpts = v;
                case "--out" -> o.out = v;
                case "--data-dir" -> o.dataDir = v;
                case "--timeout-extra" -> o.timeoutExtra = Integer.parseInt(v);
                default -> throw new IllegalArgumentException("unknown option '" + a + "'\n" + USAGE);
            }
        }
        for (String t : o.topologies) {
            if (!List.of("wordcount", "enron", "rollingsort").contains(t)) {
                throw new IllegalArgumentException("unknown topology '" + t + "'");
            }
        }
        for (String e : o.engines) {
            if (!List.of("storm-mc", "apache-storm").contains(e)) {
                throw new IllegalArgumentException("unknown engine '" + e + "'");
            }
        }
        if (o.ackedParallelisms == null) {
            o.ackedParallelisms = o.parallelisms;
        }
        return o;
    }

    static List<String> list(String v) {
        List<String> result = new ArrayList<>();
        for (String s : v.split(",")) {
            if (!s.isBlank()) {
                result.add(s.trim());
            }
        }
        return result;
    }

    /** "1..8" → 1,2,...,8; "1,2,4" → 1,2,4. */
    static List<Integer> range(String v) {
        List<Integer> result = new ArrayList<>();
        for (String part : list(v)) {
            int dots = part.indexOf("..");
            if (dots >= 0) {
                int from = Integer.parseInt(part.substring(0, dots).trim());
                int to = Integer.parseInt(part.substring(dots + 2).trim());
                if (from > to) {
                    throw new IllegalArgumentException("empty range " + part);
                }
                for (int p = from; p <= to; p++) {
                    result.add(p);
                }
            } else {
                result.add(Integer.parseInt(part));
            }
        }
        for (int p : result) {
            if (p <= 0) {
                throw new IllegalArgumentException("parallelism must be positive: " + v);
            }
        }
        return result;
    }
}
