package io.github.stormmc.benchmarks.harness;

import java.util.LinkedHashMap;
import java.util.Map;

/** The harness's command line; shared with the engines outside this package (the Flink runner). */
public final class BenchmarkOptions {

    static final String USAGE = String.join("\n",
            "usage: BenchmarkMain --topology wordcount|enron|rollingsort|twohop|trident-wordcount|T-limit [options]",
            "  twohop                spout -> relay -> sink, for latency at a fixed --rate",
            "  T-limit               the topology without an engine: wordcount-limit, all its work in one loop;",
            "                        enron-limit, rollingsort-limit, its slowest component alone on one thread;",
            "                        twohop-limit (with --rate), its three stages as plain threads and JDK queues;",
            "                        wordcount-handover-limit, WordCount as 3 x P plain threads handing a tuple's",
            "                        objects over through JDK queues, no engine (with --rate, each source hands",
            "                        over a line at its due time and the counters time each word)",
            "  --parallelism N       executors per component (default 1)",
            "  --variant plain|acked acked: spouts emit with message ids, one acker, max spout pending",
            "  --warmup SECONDS      run before measuring (default 10)",
            "  --settle SECONDS      after the warm-up, wait up to this long more for the steady state: CPU per",
            "                        tuple flat over 5 s, JIT compilers quiet (default 0: measure after the",
            "                        warm-up, flagged steady_capped when not steady by then)",
            "  --measure SECONDS     measured window (default 20)",
            "  --rate N              offered spout tuples/s over all spout tasks; latency mode (default 0: flat out)",
            "  --max-pending N       topology.max.spout.pending for the acked variant (default 1000)",
            "  --data-dir DIR        directory holding A_Tale_of_Two_City.txt (default ../shared/data)",
            "  --enron-input FILE    converted Enron input (default storm-mc-benchmarks/target/enron-input.ser.gz)",
            "  --tick-secs N         RollingSort sort interval (default 10)",
            "  --interval-secs N     Enron metrics interval (default 4)",
            "  --idle                deploy the topology but let its spouts emit nothing; measure CPU, RSS, threads",
            "  --finite              emit the input once, wait until the topology is idle, report totals",
            "  --dump-counts FILE    with --finite on wordcount: write the final word counts (word TAB count)",
            "  --scrape-metrics SECS Storm-MC only: start its status page and GET its Prometheus /metrics every SECS",
            "                        seconds through the run, as a Prometheus server would (default 0: no page)",
            "  -c KEY=VALUE          extra topology config (numbers and booleans are parsed)");

    public String topology;
    public int parallelism = 1;
    public boolean acked;
    public int warmupSecs = 10;
    /** After the warm-up, up to this many more seconds waiting for the steady state (see SteadyState; 0: none). */
    public int settleSecs = 0;
    public int measureSecs = 20;
    public long rate;
    public int maxPending = 1000;
    public String dataDir;
    public String enronInput;
    public int tickSecs = 10;
    public int intervalSecs = 4;
    public boolean finite;
    public boolean idle;
    public String dumpCounts;
    /** Seconds between two scrapes of Storm-MC's /metrics; 0 runs no status page. */
    public int scrapeSecs;
    public final Map<String, Object> extraConf = new LinkedHashMap<>();

    public static BenchmarkOptions parse(String[] args) {
        BenchmarkOptions o = new BenchmarkOptions();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--topology" -> o.topology = value(args, ++i, a);
                case "--parallelism" -> o.parallelism = positive(value(args, ++i, a), a);
                case "--variant" -> o.acked = variant(value(args, ++i, a));
                case "--warmup" -> o.warmupSecs = nonNegative(value(args, ++i, a), a);
                case "--settle" -> o.settleSecs = nonNegative(value(args, ++i, a), a);
                case "--measure" -> o.measureSecs = positive(value(args, ++i, a), a);
                case "--rate" -> o.rate = nonNegative(value(args, ++i, a), a);
                case "--max-pending" -> o.maxPending = positive(value(args, ++i, a), a);
                case "--data-dir" -> o.dataDir = value(args, ++i, a);
                case "--enron-input" -> o.enronInput = value(args, ++i, a);
                case "--tick-secs" -> o.tickSecs = positive(value(args, ++i, a), a);
                case "--interval-secs" -> o.intervalSecs = positive(value(args, ++i, a), a);
                case "--finite" -> o.finite = true;
                case "--idle" -> o.idle = true;
                case "--dump-counts" -> o.dumpCounts = value(args, ++i, a);
                case "--scrape-metrics" -> o.scrapeSecs = nonNegative(value(args, ++i, a), a);
                case "-c" -> o.conf(value(args, ++i, a));
                default -> throw new IllegalArgumentException("unknown option '" + a + "'\n" + USAGE);
            }
        }
        if (o.topology == null) {
            throw new IllegalArgumentException("--topology is required\n" + USAGE);
        }
        if (o.idle && (o.finite || o.rate > 0)) {
            throw new IllegalArgumentException("--idle cannot be combined with --finite or --rate");
        }
        return o;
    }

    private void conf(String kv) {
        int eq = kv.indexOf('=');
        if (eq <= 0) {
            throw new IllegalArgumentException("-c expects KEY=VALUE, got '" + kv + "'");
        }
        String v = kv.substring(eq + 1);
        Object parsed = v;
        if (v.equals("true") || v.equals("false")) {
            parsed = Boolean.parseBoolean(v);
        } else if (v.matches("-?\\d+")) {
            parsed = Long.parseLong(v);
        } else if (v.matches("-?\\d+\\.\\d+")) {
            parsed = Double.parseDouble(v);
        }
        extraConf.put(kv.substring(0, eq), parsed);
    }

    private static boolean variant(String v) {
        return switch (v) {
            case "plain" -> false;
            case "acked" -> true;
            default -> throw new IllegalArgumentException("--variant must be plain or acked, got '" + v + "'");
        };
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args[i];
    }

    private static int positive(String v, String option) {
        int n = nonNegative(v, option);
        if (n == 0) {
            throw new IllegalArgumentException(option + " must be positive");
        }
        return n;
    }

    private static int nonNegative(String v, String option) {
        try {
            int n = Integer.parseInt(v);
            if (n < 0) {
                throw new IllegalArgumentException(option + " must not be negative, got " + v);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " expects a whole number, got '" + v + "'");
        }
    }

    public String variantName() {
        return acked ? "acked" : "plain";
    }

    /** The run's mode as recorded in the result: finite, idle, latency (paced) or throughput (flat out). */
    public String mode() {
        if (finite) {
            return "finite";
        }
        if (idle) {
            return "idle";
        }
        return rate > 0 ? "latency" : "throughput";
    }
}
