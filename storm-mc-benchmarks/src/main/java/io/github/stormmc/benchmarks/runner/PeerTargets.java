package io.github.stormmc.benchmarks.runner;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The issue-13 targets: Storm-MC against both peers measured in the same sweep, Apache Flink's local MiniCluster and
 * Apache Storm's local mode. One row per target with the three engines' figures; a target the sweep cannot measure
 * says where it is measured instead. Figures are medians over the sweep's repetitions, as in {@link Targets}.
 */
final class PeerTargets {

    static final double FLINK_RATIO = 1.5;
    static final double STORM_RATIO = 4;
    static final int MAX_P = 8;
    /** At every p from 3 to 8, Storm-MC's WordCount keeps this share of its best median at p ≤ 2. */
    static final double KEEP_SHARE = 0.9;
    /** Largest (max − min) / median of one point's repetitions. */
    static final double SPREAD = 0.15;
    static final double LATENCY_P99_US = 1_000;
    static final double STARTUP_MS = 150;
    static final double STARTUP_RATIO = 1.0 / 20;
    static final double TWO_HOP_P50_US = 20;
    static final double TWO_HOP_P99_US = 100;
    /** A p=1 rate at most this share of the bottleneck limit's means the engine, not the user's code, is the bound. */
    static final double ENGINE_BOUND_SHARE = 0.5;
    /** Where the engine is the bound, Storm-MC's p=1 throughput against Apache Storm's. */
    static final double ENGINE_BOUND_STORM_RATIO = 2;
    /** WordCount p=1 in the small heap keeps this share of its throughput in the sweep's default heap. */
    static final double SMALL_HEAP_SHARE = 0.9;
    /** How the notes name the limit engine's hand-over points. */
    static final String NO_ENGINE = "no engine, 3×p plain threads";

    /** One target with the three engines' figures and the verdict. */
    record Row(String target, String stormMc, String flink, String apacheStorm, Targets.Status status, String note) {
    }

    static final String RULES = String.join("\n",
            "How the table is computed (`PeerTargets.java`):",
            "",
            "- \"At every p\": the lowest Storm-MC / peer ratio over p = 1..8 decides (the geometric mean is shown"
                    + " beside it); *incomplete* when the sweep lacks a p.",
            "- Keeping throughput: Storm-MC's lowest WordCount median at p = 3..8 as a share of its best median at"
                    + " p ≤ 2. Spread: the largest (max − min) / median over Storm-MC's WordCount points.",
            "- \"" + NO_ENGINE + "\", in the first three rows' results: the same figure for WordCount's three stages"
                    + " as 3 × p plain threads with no engine, each word handed over as a tuple's objects (a `Values`"
                    + " of the word and a timestamp, source task, stream) in batches of 64 through the JDK's"
                    + " `ArrayBlockingQueue` (`HandOverPipeline`, the limit engine's variant `handover`, run beside"
                    + " the engines at each point): what one thread per executor would reach if the engine cost"
                    + " nothing. Its stages do the topology's work in full: the counters also build each word's"
                    + " (word, count) values, as the count bolt does for its emit. It counts into the benchmark's"
                    + " meters a batch at a time.",
            "- Latency: WordCount p=1 paced at half of Apache Storm's median spout rate in this sweep. In the result"
                    + " column, \"" + NO_ENGINE + "\" at the same rate: the hand-over above with each source handing"
                    + " over one line at its due time, each word's tuple carrying the line's due time to the counter:"
                    + " what one thread per component reaches at that rate with no engine (its p50 a floor, each line"
                    + " handed over alone; its tail set by parking threads and the collector's pauses).",
            "- Startup: `startup_ms` (main to the first tuple at a bolt) of WordCount p=1's throughput runs.",
            "- Bottleneck limit: p=1 throughput as a share of the limit run (the slowest component's own code alone on"
                    + " one thread: Enron's gzip writer, RollingSort's random-message spout). Where Storm-MC reaches"
                    + " at most half of it, the engine, not that code, is the bound, and the result also gives the"
                    + " issue's rule for that case, ≥ 2× Apache Storm at p=1.",
            "- Two hops: the `twohop` topology (spout stamping each tuple's due time → relay → sink, p=1) paced at"
                    + " `--twohop-rate` tuples/s; *no data* when the sweep ran without it. Its limit, in the result"
                    + " column: the same three stages as three plain threads handing over through the JDK's"
                    + " `LinkedTransferQueue` (spin, then park), no engine: the wake-ups' own price on the machine."
                    + " Beside it, Storm-MC with `stormmc.chaining: true` (variant `chained`), the setting"
                    + " configuration.md gives for low latency; the verdict is the default's. \"First hop\": p50 of"
                    + " the spout's due time to the relay's receipt, timed at the relay.",
            "- 64 MB heap: Storm-MC's WordCount p=1 run with -Xmx64m (variant `xmx64m`, `--small-heap`) as a share of"
                    + " its p=1 median in the sweep's default heap (each 64 MB run is planned next to a default-heap"
                    + " p=1 run); *no data* when the sweep ran without it.");

    private final Summary s;
    private final List<Row> rows = new ArrayList<>();

    private PeerTargets(Summary summary) {
        this.s = summary;
    }

    static List<Row> compute(Summary summary) {
        PeerTargets t = new PeerTargets(summary);
        t.everyP(Summary.FLINK, "Apache Flink", FLINK_RATIO);
        t.everyP(Summary.APACHE_STORM, "Apache Storm", STORM_RATIO);
        t.keepThroughput();
        t.spread();
        t.latency();
        t.startup();
        t.twoHops();
        t.smallHeap();
        t.bottleneck("enron");
        t.bottleneck("rollingsort");
        return t.rows;
    }

    static String markdown(List<Row> rows) {
        StringBuilder md = new StringBuilder();
        md.append("| target | Storm-MC | Apache Flink | Apache Storm | result |\n|---|---|---|---|---|\n");
        for (Row r : rows) {
            md.append("| ").append(r.target()).append(" | ").append(r.stormMc()).append(" | ").append(r.flink())
                    .append(" | ").append(r.apacheStorm()).append(" | ").append(r.status().label)
                    .append(r.note().isEmpty() ? "" : " (" + r.note() + ")").append(" |\n");
        }
        long met = rows.stream().filter(r -> r.status() == Targets.Status.MET).count();
        md.append("\n").append(met).append(" of ").append(rows.size()).append(" rows met.\n");
        return md.toString();
    }

    private Point wordCount(String engine, int p) {
        return s.get("wordcount", "plain", "throughput", engine, p);
    }

    private void everyP(String peer, String peerName, double target) {
        String label = "WordCount ≥ " + Format.fixed(target, 1) + "× " + peerName + " at every p in 1.." + MAX_P;
        List<Double> ratios = new ArrayList<>();
        List<Integer> missing = new ArrayList<>();
        for (int p = 1; p <= MAX_P; p++) {
            double r = s.ratio("wordcount", "plain", "throughput", p, peer);
            if (Double.isNaN(r)) {
                missing.add(p);
            } else {
                ratios.add(r);
            }
        }
        String figures = "lowest " + Format.ratio(Stats.min(ratios)) + ", mean " + Format.ratio(
                Stats.geometricMean(ratios));
        String mc = "(ratio in the peer's column)";
        String flink = peer.equals(Summary.FLINK) ? figures : "";
        String storm = peer.equals(Summary.APACHE_STORM) ? figures : "";
        String floor = handOverAgainst(peer);
        if (ratios.isEmpty()) {
            rows.add(new Row(label, "–", flink, storm, Targets.Status.NO_DATA, floor));
        } else if (!missing.isEmpty()) {
            rows.add(new Row(label, mc, flink, storm, Targets.Status.INCOMPLETE,
                    "no p " + missing + (floor.isEmpty() ? "" : "; " + floor)));
        } else {
            rows.add(new Row(label, mc, flink, storm, Targets.verdict(Stats.min(ratios) >= target), floor));
        }
    }

    private Point handOver(int p) {
        return s.get("wordcount", RunSpec.HANDOVER, "throughput", Summary.LIMIT, p);
    }

    /**
     * The same ratio for the plain hand-over (no engine), where the sweep ran it: what an engine with one thread per
     * executor and Storm's tuple objects would reach against the peer if it cost nothing. Empty without such runs.
     */
    private String handOverAgainst(String peer) {
        double lowest = Double.NaN;
        int at = 0;
        for (int p = 1; p <= MAX_P; p++) {
            Point h = handOver(p);
            Point other = wordCount(peer, p);
            if (h != null && other != null && other.throughput() > 0) {
                double r = h.throughput() / other.throughput();
                if (!(r >= lowest)) {
                    lowest = r;
                    at = p;
                }
            }
        }
        return Double.isNaN(lowest) ? "" : NO_ENGINE + ": lowest " + Format.ratio(lowest) + " (p=" + at + ")";
    }

    private void keepThroughput() {
        String label = "WordCount at every p in 3.." + MAX_P + " ≥ 90 % of the best p ≤ 2";
        double best = Double.NaN;
        for (int p = 1; p <= 2; p++) {
            Point pt = wordCount(Summary.STORM_MC, p);
            if (pt != null && !(pt.throughput() <= best)) {
                best = pt.throughput();
            }
        }
        double lowest = Double.NaN;
        int at = 0;
        for (int p = 3; p <= MAX_P; p++) {
            Point pt = wordCount(Summary.STORM_MC, p);
            if (pt != null && !(pt.throughput() >= lowest)) {
                lowest = pt.throughput();
                at = p;
            }
        }
        if (Double.isNaN(best) || Double.isNaN(lowest)) {
            rows.add(new Row(label, "–", "", "", Targets.Status.NO_DATA, ""));
            return;
        }
        double share = lowest / best;
        String floor = share(this::handOver);
        rows.add(new Row(label, Format.fixed(100 * share, 0) + " % (p=" + at + ": " + Format.compact(lowest)
                + " of " + Format.compact(best) + ")", share(p -> wordCount(Summary.FLINK, p)),
                share(p -> wordCount(Summary.APACHE_STORM, p)), Targets.verdict(share >= KEEP_SHARE),
                floor.equals("–") ? "" : NO_ENGINE + ": " + floor));
    }

    /** The same share for a peer or the plain hand-over, for reference. */
    private String share(IntFunction<Point> points) {
        double best = Double.NaN;
        double lowest = Double.NaN;
        for (int p = 1; p <= MAX_P; p++) {
            Point pt = points.apply(p);
            if (pt == null) {
                continue;
            }
            if (p <= 2 && !(pt.throughput() <= best)) {
                best = pt.throughput();
            }
            if (p >= 3 && !(pt.throughput() >= lowest)) {
                lowest = pt.throughput();
            }
        }
        return Double.isNaN(best) || Double.isNaN(lowest) ? "–" : Format.fixed(100 * lowest / best, 0) + " %";
    }

    private void spread() {
        String label = "WordCount min–max spread ≤ 15 % of the median at every point";
        double worst = Double.NaN;
        int at = 0;
        for (int p = 1; p <= MAX_P; p++) {
            Point pt = wordCount(Summary.STORM_MC, p);
            if (pt == null || pt.throughput() <= 0) {
                continue;
            }
            double spread = (pt.throughputMax() - pt.throughputMin()) / pt.throughput();
            if (!(spread <= worst)) {
                worst = spread;
                at = p;
            }
        }
        if (Double.isNaN(worst)) {
            rows.add(new Row(label, "–", "", "", Targets.Status.NO_DATA, ""));
            return;
        }
        rows.add(new Row(label, "worst " + Format.fixed(100 * worst, 0) + " % (p=" + at + ")", "", "",
                Targets.verdict(worst <= SPREAD), ""));
    }

    private void latency() {
        String label = "WordCount p=1 at half of Apache Storm's max: p99 ≤ 1 ms";
        Point mc = s.get("wordcount", "plain", "latency", Summary.STORM_MC, 1);
        Point fl = s.get("wordcount", "plain", "latency", Summary.FLINK, 1);
        Point st = s.get("wordcount", "plain", "latency", Summary.APACHE_STORM, 1);
        if (mc == null) {
            rows.add(new Row(label, "–", p99(fl), p99(st), Targets.Status.NO_DATA, ""));
            return;
        }
        Point floor = s.get("wordcount", RunSpec.HANDOVER, "latency", Summary.LIMIT, 1);
        rows.add(new Row(label, p99(mc), p99(fl), p99(st), Targets.verdict(mc.latencyP99Us() <= LATENCY_P99_US),
                "p50 " + Format.fixed(mc.latencyP50Us(), 0) + " µs" + (floor == null ? "" : "; " + NO_ENGINE
                        + " at the same rate: p50 " + Format.fixed(floor.latencyP50Us(), 0) + " µs, "
                        + p99(floor))));
    }

    private static String p99(Point p) {
        return p == null ? "–" : "p99 " + Format.fixed(p.latencyP99Us(), 0) + " µs";
    }

    private void startup() {
        String label = "First tuple ≤ 150 ms after main and ≤ 1/20 of Apache Storm's";
        Point mc = wordCount(Summary.STORM_MC, 1);
        Point fl = wordCount(Summary.FLINK, 1);
        Point st = wordCount(Summary.APACHE_STORM, 1);
        if (mc == null || st == null) {
            rows.add(new Row(label, ms(mc), ms(fl), ms(st), Targets.Status.NO_DATA, ""));
            return;
        }
        double ratio = mc.startupMs() / st.startupMs();
        rows.add(new Row(label, ms(mc), ms(fl), ms(st),
                Targets.verdict(mc.startupMs() <= STARTUP_MS && ratio <= STARTUP_RATIO), "ratio " + Format.fixed(ratio, 3)));
    }

    private static String ms(Point p) {
        return p == null ? "–" : Format.fixed(p.startupMs(), 0) + " ms";
    }

    /**
     * p=1 against the slowest component's own code alone on one thread (the sweep's limit run): Storm-MC must reach
     * 90 % of it; the peers' shares are shown beside.
     */
    private void bottleneck(String topology) {
        String label = Report.title(topology) + " p=1 ≥ 90 % of its bottleneck limit";
        Point limit = s.get(topology, "plain", "throughput", Summary.LIMIT, 1);
        Point mc = s.get(topology, "plain", "throughput", Summary.STORM_MC, 1);
        if (limit == null || mc == null || limit.throughput() <= 0) {
            rows.add(new Row(label, mc == null ? "–" : Format.compact(mc.throughput()), "", "", Targets.Status.NO_DATA,
                    limit == null ? "no limit run" : ""));
            return;
        }
        double share = mc.throughput() / limit.throughput();
        rows.add(new Row(label, Format.fixed(100 * share, 0) + " % (" + Format.compact(mc.throughput()) + " of "
                + Format.compact(limit.throughput()) + ")", limitShare(topology, Summary.FLINK, limit),
                limitShare(topology, Summary.APACHE_STORM, limit), Targets.verdict(share >= KEEP_SHARE),
                engineBound(topology, mc, share)));
    }

    /**
     * Where the slowest component alone runs at least twice the engine's rate, the engine, not that code, bounds the
     * topology; the issue asks ≥ 2× Apache Storm there, shown beside the verdict (which stays the limit's).
     */
    private String engineBound(String topology, Point mc, double share) {
        Point storm = s.get(topology, "plain", "throughput", Summary.APACHE_STORM, 1);
        if (share > ENGINE_BOUND_SHARE || storm == null || storm.throughput() <= 0) {
            return "";
        }
        double ratio = mc.throughput() / storm.throughput();
        return "the engine is the bound here: ≥ " + Format.fixed(ENGINE_BOUND_STORM_RATIO, 0) + "× Apache Storm at p=1 "
                + Format.ratio(ratio) + ", " + Targets.verdict(ratio >= ENGINE_BOUND_STORM_RATIO).label;
    }

    private String limitShare(String topology, String engine, Point limit) {
        Point p = s.get(topology, "plain", "throughput", engine, 1);
        return p == null ? "–" : Format.fixed(100 * p.throughput() / limit.throughput(), 0) + " %";
    }

    private void twoHops() {
        String label = "Two hops at 1,000 tuples/s: p50 ≤ 20 µs, p99 ≤ 100 µs";
        Point mc = twoHop(Summary.STORM_MC, "plain");
        String fl = percentiles(twoHop(Summary.FLINK, "plain"));
        String st = percentiles(twoHop(Summary.APACHE_STORM, "plain"));
        if (mc == null) {
            rows.add(new Row(label, "–", fl, st, Targets.Status.NO_DATA, "the sweep ran without --twohop-rate"));
            return;
        }
        // The verdict is Storm-MC's default; its low-latency setting and the plain threads' floor are shown beside it.
        List<String> notes = new ArrayList<>();
        Point limit = twoHop(Summary.LIMIT, "plain");
        if (limit != null) {
            notes.add("limit, three plain threads: " + percentiles(limit));
        }
        Point chained = twoHop(Summary.STORM_MC, RunSpec.CHAINED);
        if (chained != null) {
            notes.add("Storm-MC with `stormmc.chaining: true`: " + percentiles(chained) + ", "
                    + Targets.verdict(meetsTwoHop(chained)).label);
        }
        rows.add(new Row(label, percentiles(mc), fl, st, Targets.verdict(meetsTwoHop(mc)), String.join("; ", notes)));
    }

    private Point twoHop(String engine, String variant) {
        return s.get(RunSpec.TWO_HOP, variant, "latency", engine, 1);
    }

    private static boolean meetsTwoHop(Point p) {
        return p.latencyP50Us() <= TWO_HOP_P50_US && p.latencyP99Us() <= TWO_HOP_P99_US;
    }

    /** p50 and p99, and the first hop's p50 where the run timed it (where the time goes between the two hops). */
    private static String percentiles(Point p) {
        if (p == null) {
            return "–";
        }
        String firstHop = Double.isNaN(p.firstHopP50Us()) ? ""
                : " (first hop " + Format.fixed(p.firstHopP50Us(), 0) + " µs)";
        return "p50 " + Format.fixed(p.latencyP50Us(), 0) + " µs" + firstHop + ", p99 "
                + Format.fixed(p.latencyP99Us(), 0) + " µs";
    }

    private void smallHeap() {
        String label = "WordCount in -Xmx" + RunSpec.SMALL_HEAP_MB + "m at ≥ 90 % of its default-heap words/s";
        Point small = s.get("wordcount", RunSpec.SMALL_HEAP, "throughput", Summary.STORM_MC, 1);
        Point full = wordCount(Summary.STORM_MC, 1);
        if (small == null || full == null || full.throughput() <= 0) {
            rows.add(new Row(label, small == null ? "–" : Format.compact(small.throughput()), "", "",
                    Targets.Status.NO_DATA, small == null ? "the sweep ran without --small-heap" : ""));
            return;
        }
        double share = small.throughput() / full.throughput();
        rows.add(new Row(label, Format.fixed(100 * share, 0) + " % (" + Format.compact(small.throughput()) + " of "
                + Format.compact(full.throughput()) + ")", "not run", "not run",
                Targets.verdict(share >= SMALL_HEAP_SHARE), ""));
    }
}
