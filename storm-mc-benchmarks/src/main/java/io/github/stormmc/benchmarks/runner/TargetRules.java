package io.github.stormmc.benchmarks.runner;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * The report's targets table: the rules of {@code targets.rules} (metric, comparison, threshold; one a line),
 * each applied to one sweep's medians. The metrics are described in that file.
 */
final class TargetRules {

    static final String RESOURCE = "targets.rules";

    /** One line of the rules file. */
    record Rule(String metric, List<String> args, String comparison, double threshold) {

        boolean holds(double value) {
            return switch (comparison) {
                case ">=" -> value >= threshold;
                case ">" -> value > threshold;
                case "<=" -> value <= threshold;
                case "<" -> value < threshold;
                default -> throw new IllegalStateException(comparison);
            };
        }
    }

    /** A measured figure and where it was measured (e.g. "at p=6"). NaN when the sweep has no data for it. */
    record Figure(double value, String where) {
    }

    /** One row of the table: the rule in words, the figure, the verdict. */
    record Row(String target, String measured, String result) {
    }

    private final Summary s;
    private final int cores;

    private TargetRules(Summary summary, int cores) {
        this.s = summary;
        this.cores = cores;
    }

    /** The rules bundled with the benchmarks. */
    static List<Rule> bundled() {
        try (InputStream in = TargetRules.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " missing from the classpath");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<Rule> parse(String text) {
        List<Rule> rules = new ArrayList<>();
        int n = 0;
        for (String line : text.split("\n")) {
            n++;
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            String[] w = t.split("\\s+");
            if (w.length < 3 || !List.of(">=", ">", "<=", "<").contains(w[w.length - 2])) {
                throw new IllegalArgumentException("line " + n + ": expected METRIC [ARGS] COMPARISON THRESHOLD: " + t);
            }
            double threshold;
            try {
                threshold = Double.parseDouble(w[w.length - 1]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("line " + n + ": threshold is not a number: " + t);
            }
            Rule rule = new Rule(w[0], List.of(w).subList(1, w.length - 2), w[w.length - 2], threshold);
            describe(rule); // rejects unknown metrics and wrong arguments
            rules.add(rule);
        }
        return rules;
    }

    static List<Row> apply(List<Rule> rules, Summary summary, int cores) {
        TargetRules t = new TargetRules(summary, cores);
        List<Row> rows = new ArrayList<>();
        for (Rule r : rules) {
            Figure f = t.measure(r);
            String measured = Double.isNaN(f.value()) ? "–" : format(r.metric(), f.value())
                    + (f.where().isEmpty() ? "" : " " + f.where());
            String result = Double.isNaN(f.value()) ? "no data" : r.holds(f.value()) ? "**met**" : "not met";
            rows.add(new Row(describe(r) + " " + r.comparison().replace(">=", "≥").replace("<=", "≤") + " "
                    + format(r.metric(), r.threshold()), measured, result));
        }
        return rows;
    }

    static String markdown(List<Row> rows) {
        StringBuilder md = new StringBuilder("| target | measured | result |\n|---|---|---|\n");
        for (Row r : rows) {
            md.append("| ").append(r.target()).append(" | ").append(r.measured()).append(" | ").append(r.result())
                    .append(" |\n");
        }
        long met = rows.stream().filter(r -> r.result().equals("**met**")).count();
        return md.append("\n").append(met).append(" of ").append(rows.size()).append(" targets met.\n").toString();
    }

    /** The rule's metric in words. */
    static String describe(Rule r) {
        List<String> a = r.args();
        return switch (r.metric()) {
            case "ratio" -> {
                need(r, 3);
                yield title(a.get(0)) + " throughput, Storm-MC / " + engine(a.get(1))
                        + (a.get(2).equals("lowest") ? ", lowest over p" : " at " + p(r, a.get(2)));
            }
            case "keep" -> {
                need(r, 1);
                yield title(a.get(0)) + " throughput above the core count, share of the best below it";
            }
            case "spread" -> {
                need(r, 1);
                yield title(a.get(0)) + " throughput, widest (max − min) / median";
            }
            case "limit-share" -> {
                need(r, 2);
                yield title(a.get(0)) + " throughput at " + p(r, a.get(1)) + ", share of its slowest stage alone";
            }
            case "latency-p50-us", "latency-p99-us" -> {
                need(r, 2);
                yield title(a.get(0)) + " latency at " + p(r, a.get(1)) + ", "
                        + (r.metric().contains("p50") ? "p50" : "p99");
            }
            case "cpu-ratio" -> {
                need(r, 2);
                yield title(a.get(0)) + " CPU per tuple at " + p(r, a.get(1)) + ", share of p=1's";
            }
            case "steady-ratio" -> {
                need(r, 2);
                yield title(a.get(0)) + " time to steady state at " + p(r, a.get(1)) + ", share of p=1's";
            }
            case "steady-beyond" -> {
                need(r, 3);
                yield title(a.get(0)) + " time to steady state at " + p(r, a.get(2)) + ", Storm-MC's − "
                        + engine(a.get(1)) + "'s";
            }
            case "latency-p99-floor" -> {
                need(r, 2);
                yield title(a.get(0)) + " latency at " + p(r, a.get(1)) + ", p99 / the no-engine floor's";
            }
            case "idle-cpu-per-executor-pct" -> {
                need(r, 0);
                yield "Idle WordCount p=1, CPU per executor";
            }
            case "startup-ms" -> {
                need(r, 0);
                yield "Main to first tuple, WordCount p=1";
            }
            case "startup-ratio" -> {
                need(r, 1);
                yield "Main to first tuple, Storm-MC / " + engine(a.get(0));
            }
            case "rss-ratio" -> {
                need(r, 1);
                yield "Resident memory, Storm-MC / " + engine(a.get(0)) + ", highest over the points";
            }
            case "extra-threads" -> {
                need(r, 0);
                yield "Engine threads beyond the executors, most over the points";
            }
            case "small-heap-share" -> {
                need(r, 0);
                yield "WordCount p=1 in a " + RunSpec.SMALL_HEAP_MB + " MB heap, share of the default heap's";
            }
            case "idle-cpu-pct" -> {
                need(r, 0);
                yield "Idle WordCount p=1, CPU";
            }
            default -> throw new IllegalArgumentException("unknown metric '" + r.metric() + "'");
        };
    }

    private Figure measure(Rule r) {
        List<String> a = r.args();
        return switch (r.metric()) {
            case "ratio" -> a.get(2).equals("lowest") ? lowestRatio(a.get(0), a.get(1))
                    : here(s.ratio(topology(a.get(0)), variant(a.get(0)), "throughput", parallelism(r, a.get(2)),
                            a.get(1)));
            case "keep" -> keep(a.get(0));
            case "spread" -> spread(a.get(0));
            case "limit-share" -> limitShare(a.get(0), parallelism(r, a.get(1)));
            case "latency-p50-us", "latency-p99-us" -> {
                Point p = s.get(topology(a.get(0)), variant(a.get(0)), "latency", Summary.STORM_MC,
                        parallelism(r, a.get(1)));
                yield here(p == null ? Double.NaN : r.metric().contains("p50") ? p.latencyP50Us() : p.latencyP99Us());
            }
            case "cpu-ratio" -> atVersusP1(a.get(0), parallelism(r, a.get(1)), Point::cpuNsPerTuple);
            case "steady-ratio" -> atVersusP1(a.get(0), parallelism(r, a.get(1)), Point::steadySecs);
            case "steady-beyond" -> {
                Point mc = s.get(topology(a.get(0)), variant(a.get(0)), "throughput", Summary.STORM_MC,
                        parallelism(r, a.get(2)));
                Point other = s.get(topology(a.get(0)), variant(a.get(0)), "throughput", a.get(1),
                        parallelism(r, a.get(2)));
                yield here(mc == null || other == null ? Double.NaN : mc.steadySecs() - other.steadySecs());
            }
            case "latency-p99-floor" -> {
                int p = parallelism(r, a.get(1));
                Point mc = s.get(topology(a.get(0)), variant(a.get(0)), "latency", Summary.STORM_MC, p);
                Point floor = s.get(topology(a.get(0)), "plain", "latency", Summary.LIMIT, p);
                yield here(mc == null || floor == null ? Double.NaN : mc.latencyP99Us() / floor.latencyP99Us());
            }
            case "idle-cpu-per-executor-pct" -> {
                Point p = s.get(SweepPlan.IDLE_TOPOLOGY, "plain", "idle", Summary.STORM_MC, SweepPlan.IDLE_PARALLELISM);
                yield here(p == null ? Double.NaN : p.cpuPercent() / p.executors());
            }
            case "startup-ms" -> {
                Point p = s.get("wordcount", "plain", "throughput", Summary.STORM_MC, 1);
                yield here(p == null ? Double.NaN : p.startupMs());
            }
            case "startup-ratio" -> {
                Point mc = s.get("wordcount", "plain", "throughput", Summary.STORM_MC, 1);
                Point other = s.get("wordcount", "plain", "throughput", a.get(0), 1);
                yield here(mc == null || other == null ? Double.NaN : mc.startupMs() / other.startupMs());
            }
            case "rss-ratio" -> highestRatio(a.get(0), Point::rssMb);
            case "extra-threads" -> extraThreads();
            case "small-heap-share" -> {
                Point small = s.get("wordcount", RunSpec.SMALL_HEAP, "throughput", Summary.STORM_MC, 1);
                Point normal = s.get("wordcount", "plain", "throughput", Summary.STORM_MC, 1);
                yield here(small == null || normal == null ? Double.NaN : small.throughput() / normal.throughput());
            }
            case "idle-cpu-pct" -> {
                Point p = s.get(SweepPlan.IDLE_TOPOLOGY, "plain", "idle", Summary.STORM_MC, SweepPlan.IDLE_PARALLELISM);
                yield here(p == null ? Double.NaN : p.cpuPercent());
            }
            default -> throw new IllegalArgumentException(r.metric());
        };
    }

    private Figure lowestRatio(String series, String engine) {
        Figure lowest = here(Double.NaN);
        for (int p : s.parallelisms(topology(series), variant(series), "throughput")) {
            double r = s.ratio(topology(series), variant(series), "throughput", p, engine);
            if (!Double.isNaN(r) && (Double.isNaN(lowest.value()) || r < lowest.value())) {
                lowest = new Figure(r, "at p=" + p);
            }
        }
        return lowest;
    }

    /** Storm-MC's figure at parallelism p over its figure at p=1, both throughput points of the series. */
    private Figure atVersusP1(String series, int p, ToDoubleFunction<Point> figure) {
        Point at = s.get(topology(series), variant(series), "throughput", Summary.STORM_MC, p);
        Point one = s.get(topology(series), variant(series), "throughput", Summary.STORM_MC, 1);
        return here(at == null || one == null || !(figure.applyAsDouble(one) > 0) ? Double.NaN
                : figure.applyAsDouble(at) / figure.applyAsDouble(one));
    }

    private Figure keep(String series) {
        double best = Double.NaN;
        Figure worst = here(Double.NaN);
        for (int p : s.parallelisms(topology(series), variant(series), "throughput")) {
            Point pt = s.get(topology(series), variant(series), "throughput", Summary.STORM_MC, p);
            if (pt == null || Double.isNaN(pt.throughput())) {
                continue;
            }
            if (p <= cores) {
                best = Double.isNaN(best) ? pt.throughput() : Math.max(best, pt.throughput());
            } else if (Double.isNaN(worst.value()) || pt.throughput() < worst.value()) {
                worst = new Figure(pt.throughput(), "at p=" + p);
            }
        }
        return cores <= 0 ? here(Double.NaN) : new Figure(worst.value() / best, worst.where());
    }

    private Figure spread(String series) {
        Figure widest = here(Double.NaN);
        for (int p : s.parallelisms(topology(series), variant(series), "throughput")) {
            Point pt = s.get(topology(series), variant(series), "throughput", Summary.STORM_MC, p);
            if (pt != null && pt.throughput() > 0 && pt.runs() > 1) {
                double spread = (pt.throughputMax() - pt.throughputMin()) / pt.throughput();
                if (Double.isNaN(widest.value()) || spread > widest.value()) {
                    widest = new Figure(spread, "at p=" + p);
                }
            }
        }
        return widest;
    }

    private Figure limitShare(String series, int p) {
        Point mc = s.get(topology(series), variant(series), "throughput", Summary.STORM_MC, p);
        Point limit = s.get(topology(series), "plain", "throughput", Summary.LIMIT, 1);
        return here(mc == null || limit == null ? Double.NaN : mc.throughput() / limit.throughput());
    }

    private Figure highestRatio(String engine, ToDoubleFunction<Point> figure) {
        Figure highest = here(Double.NaN);
        for (Point mc : s.all()) {
            Point other = mc.engine().equals(Summary.STORM_MC)
                    ? s.get(mc.topology(), mc.variant(), mc.mode(), engine, mc.parallelism()) : null;
            if (other == null || !(figure.applyAsDouble(other) > 0)) {
                continue;
            }
            double r = figure.applyAsDouble(mc) / figure.applyAsDouble(other);
            if (!Double.isNaN(r) && (Double.isNaN(highest.value()) || r > highest.value())) {
                highest = new Figure(r, "at " + label(mc));
            }
        }
        return highest;
    }

    private Figure extraThreads() {
        Figure most = here(Double.NaN);
        for (Point mc : s.all()) {
            double extra = mc.engineThreads() - mc.executors();
            if (mc.engine().equals(Summary.STORM_MC) && !Double.isNaN(extra)
                    && (Double.isNaN(most.value()) || extra > most.value())) {
                most = new Figure(extra, "at " + label(mc));
            }
        }
        return most;
    }

    private static Figure here(double value) {
        return new Figure(value, "");
    }

    private static String label(Point p) {
        return p.topology() + (p.variant().equals("plain") ? "" : "/" + p.variant()) + " p=" + p.parallelism()
                + (p.mode().equals("throughput") ? "" : " " + p.mode());
    }

    private static void need(Rule r, int args) {
        if (r.args().size() != args) {
            throw new IllegalArgumentException(r.metric() + " takes " + args + " argument(s), got " + r.args());
        }
    }

    private static String p(Rule r, String arg) {
        parallelism(r, arg);
        return arg;
    }

    private static int parallelism(Rule r, String arg) {
        if (!arg.startsWith("p=")) {
            throw new IllegalArgumentException(r.metric() + ": expected p=N or lowest, got '" + arg + "'");
        }
        return Integer.parseInt(arg.substring(2));
    }

    private static String topology(String series) {
        int slash = series.indexOf('/');
        return slash < 0 ? series : series.substring(0, slash);
    }

    private static String variant(String series) {
        int slash = series.indexOf('/');
        return slash < 0 ? "plain" : series.substring(slash + 1);
    }

    private static String title(String series) {
        String v = variant(series);
        return Report.title(topology(series)) + (v.equals("plain") ? "" : " (" + v + ")");
    }

    private static String engine(String name) {
        return switch (name) {
            case Summary.APACHE_STORM -> "Apache Storm";
            case Summary.FLINK -> "Apache Flink";
            default -> throw new IllegalArgumentException("unknown engine '" + name + "' (apache-storm or flink)");
        };
    }

    /** A figure or threshold in the metric's unit. */
    private static String format(String metric, double v) {
        return switch (metric) {
            case "ratio", "startup-ratio", "rss-ratio", "cpu-ratio", "steady-ratio", "latency-p99-floor" ->
                    Format.ratio(v);
            case "steady-beyond" -> Format.fixed(v, 1) + " s";
            case "idle-cpu-per-executor-pct" -> Format.fixed(v, 2) + " % of a core";
            case "keep", "spread", "limit-share", "small-heap-share" -> Format.fixed(100 * v, 0) + " %";
            case "latency-p50-us", "latency-p99-us" -> Format.fixed(v, 0) + " µs";
            case "startup-ms" -> Format.fixed(v, 0) + " ms";
            case "idle-cpu-pct" -> Format.fixed(v, 1) + " % of a core";
            default -> Format.fixed(v, 0);
        };
    }
}
