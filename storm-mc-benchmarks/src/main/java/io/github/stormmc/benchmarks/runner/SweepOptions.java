package io.github.stormmc.benchmarks.runner;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The side-by-side runner's command line (see {@link #USAGE}). */
final class SweepOptions {

    /**
     * Everything docs/benchmarks.md shows, from one sweep: Storm-MC (also with one thread per executor) against Apache Storm's
     * local mode and Apache Flink's local MiniCluster, WordCount at every p in 1..8, Enron and RollingSort at 1 and 4,
     * latency at p=1, two hops at 1,000 tuples/s, WordCount p=1 in a 64 MB heap, the idle runs, and the no-engine
     * floor beside every point, each measured once steady (at most 120 s beyond the 5 s warm-up). Over an hour on 2
     * cores (the estimate, plus the waits for the steady state); written to docs/benchmarks/latest.
     */
    static final List<String> FULL_PRESET = List.of("--topology", "all", "--engines", "storm-mc,flink,apache-storm",
            "--unchained", "--parallelism", "1..8", "--parallelism-of", "enron=1,4", "--parallelism-of",
            "rollingsort=1,4", "--latency-parallelism", "1", "--reps", "2", "--warmup", "5", "--settle", "120",
            "--latency-warmup", "10", "--measure", "8", "--twohop-rate", "1000", "--small-heap", "--out",
            "docs/benchmarks/latest");

    /**
     * Storm-MC against Apache Storm only, with acked WordCount at p=1 and 4 beside the plain points: what guaranteed
     * delivery costs on each. About 40 minutes on 2 cores, plus the waits for the steady state.
     */
    static final List<String> STORM_PRESET = List.of("--topology", "all", "--parallelism", "1..8",
            "--parallelism-of", "enron=1,4", "--parallelism-of", "rollingsort=1,4", "--variants", "plain,acked",
            "--acked-topology", "wordcount", "--acked-parallelism", "1,4", "--latency-parallelism", "1",
            "--reps", "3", "--warmup", "5", "--settle", "120", "--latency-warmup", "10", "--measure", "8",
            "--no-handover",
            "--out", "storm-mc-benchmarks/target/bench-storm");

    /**
     * A first look in a few minutes: WordCount at p=1 and 4 on Storm-MC and Apache Storm, one repetition, short
     * windows, a cap of a minute on the wait for the steady state, no latency or idle runs; written under
     * storm-mc-benchmarks/target so the published results stay.
     */
    static final List<String> QUICK_PRESET = List.of("--topology", "wordcount", "--parallelism", "1,4",
            "--reps", "1", "--warmup", "5", "--settle", "60", "--measure", "5", "--latency-parallelism", "none",
            "--no-idle",
            "--out", "storm-mc-benchmarks/target/bench-quick");

    /** Preset names and what each is for, in the order --help lists them. */
    static final Map<String, String> PRESETS = presets();

    private static Map<String, String> presets() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("full", "the published comparison (docs/benchmarks.md): Storm-MC, Storm-MC unchained, Apache Storm,"
                + " Apache Flink and the no-engine floor; over an hour on 2 cores");
        m.put("storm", "Storm-MC against Apache Storm only, plain and acked; 40 min or more on 2 cores");
        m.put("quick", "WordCount at p=1 and 4 on Storm-MC and Apache Storm, one short repetition; a few minutes");
        return m;
    }

    static final String USAGE = String.join("\n",
            "usage: bin/storm-mc-bench [sweep] [options]      run benchmarks on the engines, write the report",
            "       bin/storm-mc-bench report [--out DIR]      regenerate the report from DIR/runs.csv",
            "       bin/storm-mc-bench report --out docs/benchmarks/latest   the published one, with its pages",
            "  --preset NAME           a named set of options; options after it override it:",
            "                          full   " + PRESETS.get("full"),
            "                                 = " + String.join(" ", FULL_PRESET),
            "                          storm  " + PRESETS.get("storm"),
            "                                 = " + String.join(" ", STORM_PRESET),
            "                          quick  " + PRESETS.get("quick"),
            "                                 = " + String.join(" ", QUICK_PRESET),
            "  --topology LIST         wordcount,enron,rollingsort or all (default all)",
            "  --parallelism RANGE     e.g. 1..8 or 1,2,4 (default 1..8)",
            "  --parallelism-of T=R    parallelisms of topology T only, e.g. enron=1,4 (repeatable)",
            "  --reps N                repetitions of every point (default 3)",
            "  --warmup S              minimum warm-up seconds per run, from its first tuple (default 5; the",
            "                          steady-state rule needs five one-second readings anyway)",
            "  --settle S              the cap: after the warm-up, wait up to S more seconds for the steady state,",
            "                          process CPU per tuple within 10 % over five 1 s windows and JIT compilers",
            "                          quiet (default 120); a point that reaches the cap is measured there and",
            "                          reported capped; each run's time to steady state is in the report",
            "  --measure S             measured seconds per run (default 20)",
            "  --variants LIST         plain and/or acked (default plain)",
            "  --acked-topology LIST   topologies that get the acked variant (default: all of --topology)",
            "  --acked-parallelism R   parallelisms for the acked variant (default: the topology's plain ones)",
            "  --latency-parallelism R parallelisms of the fixed-rate latency runs (default 1; 'none' skips them)",
            "  --latency-warmup S      warm-up seconds of the latency runs (default: --warmup); the backlog an",
            "                          engine builds while it warms up must drain before latency is measured",
            "  --latency-rate N        offered spout tuples/s for latency runs (default: half of Apache Storm's",
            "                          median spout rate in this sweep's plain throughput runs at the same",
            "                          topology and parallelism; latency runs come after all throughput runs)",
            "  --twohop-rate N         also run the two-hop topology (spout -> relay -> sink, p=1) on every engine, and",
            "                          its limit (three plain threads), at N tuples/s with the latency runs (default 0)",
            "  --small-heap            also run Storm-MC's WordCount p=1 with -Xmx" + RunSpec.SMALL_HEAP_MB + "m (variant "
                    + RunSpec.SMALL_HEAP + "), each run next to its p=1 run in the default heap",
            "  --unchained             also run Storm-MC with stormmc.chaining=false (variant " + RunSpec.UNCHAINED + ") beside",
            "                          each of its plain throughput and latency points",
            "  --archive-pairs         run each of Storm-MC's plain throughput points twice, next to each other, with and",
            "                          without the class-data archive (variant " + RunSpec.NO_ARCHIVE + "; needs BENCH_CDS=1)",
            "  --no-idle               skip the idle runs (WordCount p=1 deployed, spouts emitting nothing;",
            "                          one per engine per repetition)",
            "  --engines LIST          storm-mc,apache-storm,flink (default storm-mc,apache-storm); flink runs the",
            "                          topologies' Flink DataStream versions (storm-mc-flink-bench), plain only",
            "  --storm-mc-conf K=V     a topology setting for Storm-MC's runs only, e.g. stormmc.chaining=false",
            "                          (repeatable; the other engines run unchanged)",
            "  --no-limit              skip the limit runs (each topology without an engine, see `run limit`)",
            "  --no-handover           skip only WordCount's plain hand-over, the limit run beside each of its plain",
            "                          and latency points: 3 x p plain threads handing a tuple's objects over, no engine",
            "  --jvm-opts \"...\"        JVM options of every child (default -Xmx2g: the JVM's own initial heap sizing)",
            "  --out DIR               output directory (default storm-mc-benchmarks/target/bench); a report written",
            "                          to docs/benchmarks/latest also refreshes docs/benchmarks.md and README.md",
            "  --data-dir DIR          shared data directory (default ../shared/data)",
            "  --timeout-extra S       seconds allowed beyond warm-up + measure before a child is killed (default 120)");

    String command = "sweep";
    List<String> topologies = List.of("wordcount", "enron", "rollingsort");
    List<Integer> parallelisms = range("1..8");
    /** Per-topology parallelisms that replace {@link #parallelisms} for that topology. */
    final Map<String, List<Integer>> parallelismOf = new LinkedHashMap<>();
    /** Topologies that get the acked variant; null means all of {@link #topologies}. */
    List<String> ackedTopologies;
    List<Integer> ackedParallelisms;
    List<Integer> latencyParallelisms = List.of(1);
    int reps = 3;
    /** Minimum warm-up seconds from the first tuple; the wait for the steady state comes on top. */
    int warmup = 5;
    /** Warm-up seconds of latency runs; negative means {@link #warmup}. */
    int latencyWarmup = -1;
    int measure = 20;
    /**
     * The cap: seconds a run may wait after its warm-up for its steady state; 0 measures after the warm-up,
     * flagging runs not yet steady. A generous default, since how long a run takes to settle is a result.
     */
    int settle = 120;
    List<String> variants = List.of("plain");
    long latencyRate;
    List<String> engines = List.of("storm-mc", "apache-storm");
    /** KEY=VALUE settings for Storm-MC's runs only (e.g. stormmc.chaining=false), passed as the harness's -c. */
    final List<String> stormMcConf = new ArrayList<>();
    boolean limit = true;
    /** With {@link #limit}: WordCount's plain hand-over (no engine) beside each of its plain points. */
    boolean handOver = true;
    boolean idle = true;
    /** Offered tuples/s of the two-hop runs; 0 runs none. */
    long twoHopRate;
    boolean smallHeap;
    boolean archivePairs;
    /** Storm-MC with {@code stormmc.chaining: false} beside each of its plain points, as one more engine. */
    boolean unchained;
    /** The preset given, if any. */
    String preset;
    String jvmOpts = "-Xmx2g";
    String out = "storm-mc-benchmarks/target/bench";
    String dataDir;
    int timeoutExtra = 120;
    /** The options as given, for the report's "how this was produced" line. */
    final List<String> given = new ArrayList<>();
    /** The options in effect: as given, with a preset replaced by what it stands for. */
    final List<String> effective = new ArrayList<>();

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
        List<String> expanded = new ArrayList<>();
        for (int j = i; j < args.length; j++) {
            o.given.add(args[j].contains(" ") ? "\"" + args[j] + "\"" : args[j]);
            if (args[j].equals("--preset") && j + 1 < args.length) {
                o.preset = args[++j];
                o.given.add(o.preset);
                expanded.addAll(preset(o.preset));
            } else {
                expanded.add(args[j]);
            }
        }
        String[] opts = expanded.toArray(new String[0]);
        for (i = 0; i < opts.length; i++) {
            String a = opts[i];
            o.effective.add(a);
            if (a.equals("--no-limit")) {
                o.limit = false;
                continue;
            }
            if (a.equals("--no-handover")) {
                o.handOver = false;
                continue;
            }
            if (a.equals("--no-idle")) {
                o.idle = false;
                continue;
            }
            if (a.equals("--small-heap")) {
                o.smallHeap = true;
                continue;
            }
            if (a.equals("--unchained")) {
                o.unchained = true;
                continue;
            }
            if (a.equals("--archive-pairs")) {
                o.archivePairs = true;
                continue;
            }
            if (a.equals("-h") || a.equals("--help")) {
                throw new IllegalArgumentException(USAGE);
            }
            if (i + 1 >= opts.length) {
                throw new IllegalArgumentException(a + " needs a value\n" + USAGE);
            }
            String v = opts[++i];
            o.effective.add(v.contains(" ") ? "\"" + v + "\"" : v);
            switch (a) {
                case "--topology" -> o.topologies = v.equals("all") ? List.of("wordcount", "enron", "rollingsort")
                        : list(v);
                case "--parallelism" -> o.parallelisms = range(v);
                case "--parallelism-of" -> o.parallelismOf(v);
                case "--acked-topology" -> o.ackedTopologies = list(v);
                case "--acked-parallelism" -> o.ackedParallelisms = range(v);
                case "--latency-parallelism" -> o.latencyParallelisms = v.equals("none") ? List.of() : range(v);
                case "--latency-rate" -> o.latencyRate = positiveLong(v, a);
                case "--twohop-rate" -> o.twoHopRate = positiveLong(v, a);
                case "--reps" -> o.reps = Integer.parseInt(v);
                case "--warmup" -> o.warmup = Integer.parseInt(v);
                case "--latency-warmup" -> o.latencyWarmup = Integer.parseInt(v);
                case "--measure" -> o.measure = Integer.parseInt(v);
                case "--settle" -> o.settle = Integer.parseInt(v);
                case "--variants" -> o.variants = list(v);
                case "--engines" -> o.engines = list(v);
                case "--storm-mc-conf" -> o.stormMcConf.add(v);
                case "--jvm-opts" -> o.jvmOpts = v;
                case "--out" -> o.out = v;
                case "--data-dir" -> o.dataDir = v;
                case "--timeout-extra" -> o.timeoutExtra = Integer.parseInt(v);
                default -> throw new IllegalArgumentException("unknown option '" + a + "'\n" + USAGE);
            }
        }
        for (String t : o.topologies) {
            checkTopology(t);
        }
        for (String t : o.parallelismOf.keySet()) {
            checkTopology(t);
        }
        if (o.ackedTopologies != null) {
            for (String t : o.ackedTopologies) {
                checkTopology(t);
            }
        }
        for (String e : o.engines) {
            if (!List.of("storm-mc", "apache-storm", "flink").contains(e)) {
                throw new IllegalArgumentException("unknown engine '" + e + "'");
            }
        }
        return o;
    }

    static List<String> preset(String name) {
        return switch (name) {
            case "full" -> FULL_PRESET;
            case "storm" -> STORM_PRESET;
            case "quick" -> QUICK_PRESET;
            default -> throw new IllegalArgumentException("unknown preset '" + name + "' (known: "
                    + String.join(", ", PRESETS.keySet()) + ")");
        };
    }

    private void parallelismOf(String v) {
        int eq = v.indexOf('=');
        if (eq <= 0) {
            throw new IllegalArgumentException("--parallelism-of expects TOPOLOGY=RANGE, got '" + v + "'");
        }
        parallelismOf.put(v.substring(0, eq).trim(), range(v.substring(eq + 1)));
    }

    private static void checkTopology(String t) {
        if (!List.of("wordcount", "enron", "rollingsort").contains(t)) {
            throw new IllegalArgumentException("unknown topology '" + t + "'");
        }
    }

    private static long positiveLong(String v, String option) {
        try {
            long n = Long.parseLong(v);
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(option + " expects a positive whole number, got '" + v + "'");
    }

    /** Warm-up seconds of a run in the given mode. */
    int warmup(String mode) {
        return mode.equals("latency") && latencyWarmup >= 0 ? latencyWarmup : warmup;
    }

    /** Parallelisms of a topology's plain throughput runs. */
    List<Integer> parallelisms(String topology) {
        return parallelismOf.getOrDefault(topology, parallelisms);
    }

    /** Parallelisms of a topology's acked throughput runs; empty when it gets no acked variant. */
    List<Integer> ackedParallelisms(String topology) {
        if (!variants.contains("acked") || (ackedTopologies != null && !ackedTopologies.contains(topology))) {
            return List.of();
        }
        return ackedParallelisms != null ? ackedParallelisms : parallelisms(topology);
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
