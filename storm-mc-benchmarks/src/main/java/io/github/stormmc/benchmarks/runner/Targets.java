package io.github.stormmc.benchmarks.runner;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

/**
 * The issue-5 targets, each checked against the points of one sweep (runs.csv): one row per target with Storm-MC's
 * figure, Apache Storm's figure, their ratio and whether the target is met. Every figure is a median over the
 * sweep's repetitions, and every ratio compares the two engines measured side by side in that sweep. The rules
 * (which point decides, how a fall in throughput is judged) are stated in {@link #RULES} under the table.
 */
final class Targets {

    enum Status {
        MET("**met**"), NOT_MET("not met"), INCOMPLETE("incomplete"), NO_DATA("no data");

        final String label;

        Status(String label) {
            this.label = label;
        }
    }

    /** One target: its statement, the two engines' figures, the ratio cell and the verdict (with a note). */
    record Row(String target, String stormMc, String apacheStorm, String ratio, Status status, String note) {

        String resultCell() {
            return note.isEmpty() ? status.label : status.label + " (" + note + ")";
        }
    }

    static final double WORDCOUNT_P1_RATIO = 4;
    static final double WORDCOUNT_EVERY_P_RATIO = 3;
    static final int WORDCOUNT_MAX_P = 8;
    /** Above the core count, Storm-MC's WordCount must keep this share of its best throughput at p ≤ cores. */
    static final double KEEP_SHARE = 0.9;
    static final double LIMIT_SHARE = 0.3;
    static final double ACKED_RATIO = 3;
    static final double ENRON_RATIO = 2;
    static final double ROLLINGSORT_RATIO = 1.5;
    static final double MEMORY_RATIO = 0.25;
    static final int EXTRA_THREADS = 3;
    static final double STARTUP_RATIO = 1.0 / 20;
    static final double LATENCY_RATIO = 1.0 / 5;
    static final double LATENCY_P99_US = 1_000;
    static final double IDLE_CPU_PCT = 2;
    /** A latency run kept pace when its spouts' counted rate is within 5 % of the offered rate. */
    static final double PACE_SLACK = 0.05;
    /** runs.csv rate_basis of latency runs paced at half of Apache Storm's maximum (see SweepPlan). */
    static final String HALF_STORM_MAX = "half-storm-max";

    static final String RULES = String.join("\n",
            "How the table is computed (`Targets.java`):",
            "",
            "- Every figure is the median over this sweep's repetitions of a point; a ratio is Storm-MC's median"
                    + " over Apache Storm's at the same point. *incomplete*: the sweep lacks runs the target needs"
                    + " (named); the figures show what was measured. *no data*: nothing to compare.",
            "- \"At every p\" and the Enron and RollingSort rows: the lowest ratio over the parallelisms swept"
                    + " decides (the geometric mean is shown beside it), so a row is met only if the target holds at"
                    + " every measured point.",
            "- Falling throughput: met when Storm-MC's WordCount median at every p from cores + 1 to 8 is at"
                    + " least 90 % of its best median at p ≤ cores. The 10 % allowance is about the min–max spread"
                    + " of the single-threaded loop's repetitions on the shared 2-core machine (2026-11-21 sweep),"
                    + " the least noise a short run there shows. Apache Storm's figure is the same rule applied to"
                    + " Storm.",
            "- Limit: Storm-MC's best WordCount median at any p, as a share of the hand-written loop's median.",
            "- Resident memory, live heap and first tuple: the highest Storm-MC / Apache Storm ratio over every"
                    + " point both engines ran decides. RSS is VmRSS averaged over the window and depends on the"
                    + " heap sizing the JVM options allow; live heap is the heap in use right after `System.gc()`"
                    + " at the end of the window, the engine's footprint whatever the collector's sizing (a"
                    + " reference row, not an issue-5 target).",
            "- Threads: engine threads = the most live threads seen during the window − the live threads before"
                    + " `new LocalCluster()` (the JVM's and the harness's own); Σ executors = the components'"
                    + " parallelism summed, plus acker executors. The Storm-MC point with the most threads beyond"
                    + " Σ executors decides.",
            "- Latency: both engines are paced at half of Apache Storm's median spout rate (tuples/s) in this"
                    + " sweep's plain throughput runs at the same topology and parallelism; a row whose runs were"
                    + " paced at any other rate (`--latency-rate`, or no Storm throughput to derive it from) is"
                    + " incomplete. The result names an engine whose spouts did not keep pace (counted spout rate"
                    + " more than 5 % away from the offered rate): its spouts fell behind, or were still catching up"
                    + " on a backlog built while warming up.",
            "- Idle: process CPU time over the measured window, after warm-up, of WordCount p=1 deployed with"
                    + " spouts that return from `nextTuple` without emitting, in percent of one core.");

    private final Summary s;
    private final int cores;
    private final List<Row> rows = new ArrayList<>();

    private Targets(Summary summary, int cores) {
        this.s = summary;
        this.cores = cores;
    }

    /** The table's rows, in the order of issue 5. */
    static List<Row> compute(Summary summary, int cores) {
        Targets t = new Targets(summary, cores);
        t.wordCountP1();
        t.wordCountEveryP();
        t.wordCountKeepsThroughput();
        t.wordCountVersusLimit();
        t.ackedWordCount();
        t.lowestRatio("enron", ENRON_RATIO);
        t.lowestRatio("rollingsort", ROLLINGSORT_RATIO);
        t.memory("Resident memory (RSS): Storm-MC ≤ 1/4 of Apache Storm's", Point::rssMb);
        t.memory("Live heap after a full GC (reference): Storm-MC ≤ 1/4 of Apache Storm's", Point::liveHeapMb);
        t.threads();
        t.startup();
        t.latency();
        t.idle();
        return t.rows;
    }

    static String markdown(List<Row> rows) {
        StringBuilder md = new StringBuilder();
        md.append("| target | Storm-MC | Apache Storm | ratio | result |\n|---|---|---|---|---|\n");
        for (Row r : rows) {
            md.append("| ").append(r.target()).append(" | ").append(r.stormMc()).append(" | ")
                    .append(r.apacheStorm()).append(" | ").append(r.ratio()).append(" | ").append(r.resultCell())
                    .append(" |\n");
        }
        long met = rows.stream().filter(r -> r.status() == Status.MET).count();
        md.append("\n").append(met).append(" of ").append(rows.size()).append(" rows met.\n");
        return md.toString();
    }

    private void wordCountP1() {
        String target = "WordCount p=1: ≥ 4× Apache Storm's words/s";
        Point mc = throughput("wordcount", "plain", Summary.STORM_MC, 1);
        Point st = throughput("wordcount", "plain", Summary.APACHE_STORM, 1);
        if (mc == null || st == null) {
            rows.add(noData(target, rate(mc), rate(st)));
            return;
        }
        double r = mc.throughput() / st.throughput();
        rows.add(new Row(target, rate(mc), rate(st), Format.ratio(r), verdict(r >= WORDCOUNT_P1_RATIO), ""));
    }

    private void wordCountEveryP() {
        String target = "WordCount: ≥ 3× Apache Storm's words/s at every p in 1..8 (lowest ratio)";
        List<Integer> missing = new ArrayList<>();
        PlainRatios ratios = new PlainRatios("wordcount");
        for (int p = 1; p <= WORDCOUNT_MAX_P; p++) {
            if (!ratios.add(p)) {
                missing.add(p);
            }
        }
        if (ratios.ratios.isEmpty()) {
            rows.add(noData(target, "–", "–"));
            return;
        }
        int worstP = ratios.worstP;
        double worst = ratios.worst;
        Point mc = throughput("wordcount", "plain", Summary.STORM_MC, worstP);
        Point st = throughput("wordcount", "plain", Summary.APACHE_STORM, worstP);
        String ratio = "min " + Format.ratio(worst) + " at p=" + worstP + "; geo-mean "
                + Format.ratio(Stats.geometricMean(ratios.ratios));
        String note = missing.isEmpty() ? "" : "p=" + list(missing) + " not measured";
        Status status = worst < WORDCOUNT_EVERY_P_RATIO ? Status.NOT_MET
                : missing.isEmpty() ? Status.MET : Status.INCOMPLETE;
        rows.add(new Row(target, "p=" + worstP + ": " + rate(mc), "p=" + worstP + ": " + rate(st), ratio, status,
                note));
    }

    private void wordCountKeepsThroughput() {
        String target = "WordCount: throughput does not fall as p exceeds the " + cores
                + " cores (every p in " + (cores + 1) + ".." + WORDCOUNT_MAX_P + " ≥ 90 % of the best p ≤ " + cores
                + ")";
        if (cores <= 0) {
            rows.add(new Row("WordCount: throughput does not fall as p exceeds the cores", "–", "–", "–",
                    Status.NO_DATA, "core count unknown"));
            return;
        }
        if (cores >= WORDCOUNT_MAX_P) {
            rows.add(new Row(target, "–", "–", "–", Status.NO_DATA, "needs more parallelism than cores"));
            return;
        }
        List<Integer> missing = new ArrayList<>();
        for (int p = cores + 1; p <= WORDCOUNT_MAX_P; p++) {
            if (throughput("wordcount", "plain", Summary.STORM_MC, p) == null) {
                missing.add(p);
            }
        }
        double[] mc = fallOff(Summary.STORM_MC);
        double[] st = fallOff(Summary.APACHE_STORM);
        if (mc == null) {
            rows.add(new Row(target, "–", fallOffCell(st), "–", Status.NO_DATA,
                    "needs Storm-MC at p ≤ " + cores + " and at p > " + cores));
            return;
        }
        double share = mc[3] / mc[1];
        Status status = share < KEEP_SHARE ? Status.NOT_MET : missing.isEmpty() ? Status.MET : Status.INCOMPLETE;
        rows.add(new Row(target, fallOffCell(mc), fallOffCell(st), percent(share) + " of best", status,
                missing.isEmpty() ? "" : "p=" + list(missing) + " not measured"));
    }

    /** {best p ≤ cores, its median, worst p in cores+1..8, its median}, or null when either side is missing. */
    private double[] fallOff(String engine) {
        double[] r = {0, Double.NaN, 0, Double.NaN};
        for (int p = 1; p <= WORDCOUNT_MAX_P; p++) {
            Point pt = throughput("wordcount", "plain", engine, p);
            if (pt == null || Double.isNaN(pt.throughput())) {
                continue;
            }
            if (p <= cores && (Double.isNaN(r[1]) || pt.throughput() > r[1])) {
                r[0] = p;
                r[1] = pt.throughput();
            } else if (p > cores && (Double.isNaN(r[3]) || pt.throughput() < r[3])) {
                r[2] = p;
                r[3] = pt.throughput();
            }
        }
        return Double.isNaN(r[1]) || Double.isNaN(r[3]) ? null : r;
    }

    private static String fallOffCell(double[] f) {
        if (f == null) {
            return "–";
        }
        return String.format(Locale.ROOT, "p=%d: %s = %s of p=%d: %s", (int) f[2], Format.compact(f[3]),
                percent(f[3] / f[1]), (int) f[0], Format.compact(f[1]));
    }

    private void wordCountVersusLimit() {
        String target = "WordCount best point ≥ 30 % of the single-threaded loop's words/s (limit)";
        Point limit = throughput("wordcount", "plain", Summary.LIMIT, 1);
        Point mc = best("wordcount", "plain", Summary.STORM_MC);
        Point st = best("wordcount", "plain", Summary.APACHE_STORM);
        if (limit == null || mc == null) {
            rows.add(noData(target, mc == null ? "–" : "p=" + mc.parallelism() + ": " + rate(mc),
                    limit == null ? "–" : "limit " + rate(limit)));
            return;
        }
        double share = mc.throughput() / limit.throughput();
        rows.add(new Row(target, limitCell(mc, limit), st == null ? "–" : limitCell(st, limit),
                percent(share) + " of limit", verdict(share >= LIMIT_SHARE), ""));
    }

    private static String limitCell(Point p, Point limit) {
        return "p=" + p.parallelism() + ": " + rate(p) + " = " + percent(p.throughput() / limit.throughput())
                + " of " + Format.compact(limit.throughput());
    }

    private void ackedWordCount() {
        List<Integer> ps = s.parallelisms("wordcount", "acked", "throughput");
        if (ps.isEmpty()) {
            rows.add(noData("Acked WordCount: ≥ 3× Apache Storm's words/s", "–", "–"));
            return;
        }
        for (int p : ps) {
            String target = "Acked WordCount p=" + p + ": ≥ 3× Apache Storm's words/s";
            Point mc = throughput("wordcount", "acked", Summary.STORM_MC, p);
            Point st = throughput("wordcount", "acked", Summary.APACHE_STORM, p);
            if (mc == null || st == null) {
                rows.add(noData(target, rate(mc), rate(st)));
                continue;
            }
            double r = mc.throughput() / st.throughput();
            rows.add(new Row(target, rate(mc), rate(st), Format.ratio(r), verdict(r >= ACKED_RATIO), ""));
        }
    }

    private void lowestRatio(String topology, double threshold) {
        String target = Report.title(topology) + ": ≥ " + Format.fixed(threshold, threshold == Math.rint(threshold)
                ? 0 : 1) + "× Apache Storm's " + Report.unit(topology) + " (lowest ratio over the p swept)";
        List<Integer> measured = new ArrayList<>();
        PlainRatios ratios = new PlainRatios(topology);
        for (int p : s.parallelisms(topology, "plain", "throughput")) {
            if (ratios.add(p)) {
                measured.add(p);
            }
        }
        if (ratios.ratios.isEmpty()) {
            rows.add(noData(target, "–", "–"));
            return;
        }
        int worstP = ratios.worstP;
        double worst = ratios.worst;
        Point mc = throughput(topology, "plain", Summary.STORM_MC, worstP);
        Point st = throughput(topology, "plain", Summary.APACHE_STORM, worstP);
        rows.add(new Row(target, "p=" + worstP + ": " + rate(mc), "p=" + worstP + ": " + rate(st),
                "min " + Format.ratio(worst) + " at p=" + worstP + "; geo-mean "
                        + Format.ratio(Stats.geometricMean(ratios.ratios)) + " over p=" + list(measured),
                verdict(worst >= threshold), ""));
    }

    /** Storm-MC / Storm plain-throughput ratios of one topology over several p, and the lowest with its p. */
    private final class PlainRatios {
        private final String topology;
        final List<Double> ratios = new ArrayList<>();
        int worstP;
        double worst = Double.NaN;

        PlainRatios(String topology) {
            this.topology = topology;
        }

        /** Adds the ratio at p; false if the sweep has no ratio there. */
        boolean add(int p) {
            double r = s.ratio(topology, "plain", "throughput", p);
            if (Double.isNaN(r)) {
                return false;
            }
            ratios.add(r);
            if (Double.isNaN(worst) || r < worst) {
                worst = r;
                worstP = p;
            }
            return true;
        }
    }

    private void memory(String target, ToDoubleFunction<Point> figure) {
        Point worstMc = null;
        Point worstSt = null;
        double worst = Double.NaN;
        int pairs = 0;
        for (Point mc : s.all()) {
            if (!mc.engine().equals(Summary.STORM_MC)) {
                continue;
            }
            Point st = s.get(mc.topology(), mc.variant(), mc.mode(), Summary.APACHE_STORM, mc.parallelism());
            if (st == null || !(figure.applyAsDouble(st) > 0) || Double.isNaN(figure.applyAsDouble(mc))) {
                continue;
            }
            pairs++;
            double r = figure.applyAsDouble(mc) / figure.applyAsDouble(st);
            if (Double.isNaN(worst) || r > worst) {
                worst = r;
                worstMc = mc;
                worstSt = st;
            }
        }
        if (worstMc == null) {
            rows.add(noData(target, "–", "–"));
            return;
        }
        rows.add(new Row(target, label(worstMc) + ": " + mb(figure.applyAsDouble(worstMc)),
                mb(figure.applyAsDouble(worstSt)), "max " + Format.ratio(worst) + " over " + pairs + " points",
                verdict(worst <= MEMORY_RATIO), ""));
    }

    private void threads() {
        String target = "Threads: Storm-MC's engine threads ≤ Σ executors + 3";
        Point worst = null;
        for (Point mc : s.all()) {
            if (mc.engine().equals(Summary.STORM_MC) && !Double.isNaN(mc.engineThreads())
                    && !Double.isNaN(mc.executors())
                    && (worst == null || extra(mc) > extra(worst))) {
                worst = mc;
            }
        }
        if (worst == null) {
            rows.add(noData(target, "–", "–"));
            return;
        }
        Point st = s.get(worst.topology(), worst.variant(), worst.mode(), Summary.APACHE_STORM, worst.parallelism());
        boolean stKnown = st != null && !Double.isNaN(st.engineThreads()) && !Double.isNaN(st.executors());
        double ratio = stKnown && st.engineThreads() > 0 ? worst.engineThreads() / st.engineThreads() : Double.NaN;
        rows.add(new Row(target, label(worst) + ": " + threadsCell(worst), stKnown ? threadsCell(st) : "–",
                Format.ratio(ratio), verdict(extra(worst) <= EXTRA_THREADS), ""));
    }

    private static double extra(Point p) {
        return p.engineThreads() - p.executors();
    }

    private static String threadsCell(Point p) {
        double extra = extra(p);
        return Format.compact(p.engineThreads()) + " for " + Format.compact(p.executors()) + " executors ("
                + (extra >= 0 ? "+" : "") + Format.compact(extra) + ")";
    }

    private void startup() {
        String target = "main → first tuple: Storm-MC ≤ 1/20 of Apache Storm's";
        Point worstMc = null;
        Point worstSt = null;
        double worst = Double.NaN;
        int pairs = 0;
        for (Point mc : s.byMode("throughput")) {
            if (!mc.engine().equals(Summary.STORM_MC)) {
                continue;
            }
            Point st = s.get(mc.topology(), mc.variant(), mc.mode(), Summary.APACHE_STORM, mc.parallelism());
            if (st == null || !(st.startupMs() > 0) || Double.isNaN(mc.startupMs())) {
                continue;
            }
            pairs++;
            double r = mc.startupMs() / st.startupMs();
            if (Double.isNaN(worst) || r > worst) {
                worst = r;
                worstMc = mc;
                worstSt = st;
            }
        }
        if (worstMc == null) {
            rows.add(noData(target, "–", "–"));
            return;
        }
        rows.add(new Row(target, label(worstMc) + ": " + ms(worstMc.startupMs()), ms(worstSt.startupMs()),
                "max " + Format.ratio(worst) + " over " + pairs + " points", verdict(worst <= STARTUP_RATIO), ""));
    }

    private void latency() {
        List<String> seen = new ArrayList<>();
        for (Point any : s.byMode("latency")) {
            String id = any.topology() + "|" + any.variant() + "|" + any.parallelism();
            if (seen.contains(id)) {
                continue;
            }
            seen.add(id);
            Point mc = s.get(any.topology(), any.variant(), "latency", Summary.STORM_MC, any.parallelism());
            Point st = s.get(any.topology(), any.variant(), "latency", Summary.APACHE_STORM, any.parallelism());
            String where = Report.title(any.topology()) + (any.variant().equals("plain") ? "" : " " + any.variant())
                    + " p=" + any.parallelism() + " latency at ½ Apache Storm's max";
            String note = "";
            boolean halfMax = mc != null && st != null && mc.rateBasis().equals(HALF_STORM_MAX)
                    && st.rateBasis().equals(HALF_STORM_MAX) && mc.offeredRate() == st.offeredRate();
            if (!halfMax) {
                note = "paced at " + Format.compact(any.offeredRate()) + " tuples/s, not half Storm's max";
            }
            String pace = offPace(mc, "Storm-MC") + offPace(st, "Apache Storm");
            if (!pace.isEmpty()) {
                note = note.isEmpty() ? pace.substring(2) : note + pace;
            }
            double mcP99 = mc == null ? Double.NaN : mc.latencyP99Us();
            double stP99 = st == null ? Double.NaN : st.latencyP99Us();
            String rateText = " at " + Format.compact(any.offeredRate()) + "/s";
            String mcCell = mc == null ? "–" : "p99 " + us(mcP99) + rateText;
            String stCell = st == null ? "–" : "p99 " + us(stP99) + rateText;
            double r = mcP99 / stP99;
            Status ratioStatus = Double.isNaN(r) ? Status.NO_DATA
                    : !halfMax ? Status.INCOMPLETE : verdict(r <= LATENCY_RATIO);
            rows.add(new Row(where + ": p99 ≤ 1/5 of Storm's", mcCell, stCell, Format.ratio(r), ratioStatus,
                    ratioStatus == Status.NO_DATA ? "" : note));
            Status absolute = Double.isNaN(mcP99) ? Status.NO_DATA
                    : !halfMax ? Status.INCOMPLETE : verdict(mcP99 <= LATENCY_P99_US);
            rows.add(new Row(where + ": Storm-MC p99 ≤ 1 ms", mcCell, stCell, "–", absolute,
                    absolute == Status.NO_DATA ? "" : note));
        }
        if (seen.isEmpty()) {
            rows.add(noData("Latency at ½ Apache Storm's max: p99 ≤ 1/5 of Storm's and ≤ 1 ms", "–", "–"));
        }
    }

    /**
     * "; ENGINE's spouts ran at X/s" when the spout rate counted over the window is more than {@link #PACE_SLACK}
     * away from the offered rate: the spouts fell behind, or caught up on a backlog from the warm-up.
     */
    private static String offPace(Point p, String engine) {
        if (p == null || Double.isNaN(p.spoutRate()) || !(p.offeredRate() > 0)
                || Math.abs(p.spoutRate() / p.offeredRate() - 1) <= PACE_SLACK) {
            return "";
        }
        return "; " + engine + "'s spouts ran at " + Format.compact(p.spoutRate()) + "/s";
    }

    private void idle() {
        String target = "Idle WordCount p=" + SweepPlan.IDLE_PARALLELISM + " (deployed, nothing to do): Storm-MC"
                + " < 2 % of one core";
        Point mc = s.get(SweepPlan.IDLE_TOPOLOGY, "plain", "idle", Summary.STORM_MC, SweepPlan.IDLE_PARALLELISM);
        Point st = s.get(SweepPlan.IDLE_TOPOLOGY, "plain", "idle", Summary.APACHE_STORM, SweepPlan.IDLE_PARALLELISM);
        String stCell = st == null ? "–" : cpu(st.cpuPercent());
        if (mc == null || Double.isNaN(mc.cpuPercent())) {
            rows.add(noData(target, "–", stCell));
            return;
        }
        double r = st == null || !(st.cpuPercent() > 0) ? Double.NaN : mc.cpuPercent() / st.cpuPercent();
        rows.add(new Row(target, cpu(mc.cpuPercent()), stCell, Format.ratio(r),
                verdict(mc.cpuPercent() < IDLE_CPU_PCT), ""));
    }

    private Point throughput(String topology, String variant, String engine, int p) {
        return s.get(topology, variant, "throughput", engine, p);
    }

    /** The engine's point with the highest median throughput, or null. */
    private Point best(String topology, String variant, String engine) {
        Point best = null;
        for (int p : s.parallelisms(topology, variant, "throughput")) {
            Point pt = throughput(topology, variant, engine, p);
            if (pt != null && !Double.isNaN(pt.throughput()) && (best == null || pt.throughput() > best.throughput())) {
                best = pt;
            }
        }
        return best;
    }

    static Status verdict(boolean met) {
        return met ? Status.MET : Status.NOT_MET;
    }

    private static Row noData(String target, String mc, String st) {
        return new Row(target, mc, st, "–", Status.NO_DATA, "");
    }

    private static String label(Point p) {
        return p.topology() + (p.variant().equals("plain") ? "" : " " + p.variant()) + " p=" + p.parallelism()
                + (p.mode().equals("throughput") ? "" : " " + p.mode());
    }

    private static String rate(Point p) {
        return p == null ? "–" : Format.compact(p.throughput()) + " " + Report.unit(p.topology());
    }

    private static String list(List<Integer> ps) {
        return ps.stream().map(String::valueOf).collect(Collectors.joining(","));
    }

    private static String percent(double share) {
        return Format.fixed(100 * share, 0) + " %";
    }

    private static String mb(double v) {
        return Format.fixed(v, v < 100 ? 1 : 0) + " MB";
    }

    private static String ms(double v) {
        return Format.fixed(v, 0) + " ms";
    }

    /** Microseconds, or milliseconds from 10 ms up. */
    private static String us(double v) {
        return v >= 10_000 ? Format.fixed(v / 1000, 1) + " ms" : Format.fixed(v, 0) + " µs";
    }

    private static String cpu(double v) {
        return Format.fixed(v, 1) + " % of a core";
    }
}
