package io.github.stormmc.benchmarks.runner;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The users' view of one sweep: the generated part of docs/benchmarks.md (the machine, one plot and one table per
 * workload, latency, resources, idle, targets) and the README's short "How fast" table. Written only from a sweep in
 * docs/benchmarks/latest, so the pages never mix sweeps.
 */
final class DocsPage {

    static final String LATEST = "latest";

    /** One compared system: how the page names it, and where its points are in the summary. */
    record Engine(String name, String engine, String variant) {
    }

    static final Engine STORM_MC = new Engine("Storm-MC", Summary.STORM_MC, "plain");
    static final Engine UNCHAINED = new Engine("Storm-MC unchained", Summary.STORM_MC, RunSpec.UNCHAINED);
    static final Engine APACHE_STORM = new Engine("Apache Storm 2.8.2", Summary.APACHE_STORM, "plain");
    static final Engine FLINK = new Engine("Apache Flink 1.20", Summary.FLINK, "plain");

    private static final Map<String, String> WHAT = Map.of(
            "wordcount", "A spout reads lines of a novel, a split bolt cuts them into words and a count bolt (fields"
                    + " grouping) counts each word: the engine's own cost per tuple dominates. Words counted per"
                    + " second, by parallelism (every component at p).",
            "enron", "Real e-mails go through seven stages (decompress, deserialise, filter, modify, metrics,"
                    + " serialise, gzip): kilobyte tuples and real work per tuple. E-mails written per second.",
            "rollingsort", "A spout emits 100-character strings and a bolt keeps the last 100 and sorts them on a"
                    + " tick: a cheap bolt behind a fast spout. Messages into the sort bolt per second.");

    private final Map<String, String> meta;
    private final Summary s;
    private final List<TargetRules.Row> targets;
    /** When each point's window starts, as {@link Report#whenMeasured} words it. */
    private final String whenMeasured;
    private final int cores;

    DocsPage(Map<String, String> meta, Summary summary, List<TargetRules.Row> targets, String whenMeasured, int cores) {
        this.meta = meta;
        this.s = summary;
        this.targets = targets;
        this.whenMeasured = whenMeasured;
        this.cores = cores;
    }

    /** The engines this sweep ran in the mode (and at the topology, when not null), in the page's order. */
    List<Engine> engines(String topology, String mode) {
        List<Engine> result = new ArrayList<>();
        for (Engine e : List.of(STORM_MC, UNCHAINED, APACHE_STORM, FLINK)) {
            if (s.all().stream().anyMatch(p -> p.engine().equals(e.engine()) && p.variant().equals(e.variant())
                    && p.mode().equals(mode) && (topology == null || p.topology().equals(topology)))) {
                result.add(e);
            }
        }
        return result;
    }

    /** One line naming the sweep: date, commit, machine. */
    String measuredLine() {
        return "Measured " + meta.getOrDefault("date", "?") + " at commit `" + meta.getOrDefault("commit", "?")
                + "` on " + meta.getOrDefault("cores", "?") + " cores (" + meta.getOrDefault("cpu", "?") + "), "
                + meta.getOrDefault("memory", "?") + " of memory, " + meta.getOrDefault("os", "?") + ", "
                + meta.getOrDefault("jdk", "?") + ".";
    }

    /** The generated part of docs/benchmarks.md; links are relative to the page, the sweep's files under prefix. */
    String results(String prefix) {
        StringBuilder md = new StringBuilder();
        md.append(measuredLine()).append(" Every point: ").append(whenMeasured).append(", then ")
                .append(meta.getOrDefault("measure", "?")).append(" s measured, ").append(meta.getOrDefault("reps", "?"))
                .append(" repetitions, each in a fresh JVM, the engines taking turns; tables show medians.")
                .append(" Produced by:\n\n```\n").append(meta.getOrDefault("command", "?")).append("\n```\n\n")
                .append("Every table of the sweep: [report.md](").append(prefix).append(Report.REPORT)
                .append("); one row per point: [summary.csv](").append(prefix).append(Report.SUMMARY)
                .append("); one row per run: [runs.csv](").append(prefix).append(Report.RUNS).append(").\n\n");
        for (String topology : List.of("wordcount", "enron", "rollingsort")) {
            if (s.parallelisms(topology, "plain", "throughput").isEmpty()) {
                continue;
            }
            throughput(md, topology, engines(topology, "throughput"), prefix);
        }
        latency(md, engines(null, "latency"));
        resources(md, engines(null, "throughput"));
        idle(md, engines(null, "idle"));
        if (!targets.isEmpty()) {
            md.append("### Targets\n\nThe rules of `").append(TargetRules.RESOURCE).append("`, checked against this")
                    .append(" sweep:\n\n").append(TargetRules.markdown(targets)).append("\n");
        }
        return md.toString();
    }

    private void throughput(StringBuilder md, String topology, List<Engine> engines, String prefix) {
        List<Integer> ps = s.parallelisms(topology, "plain", "throughput");
        md.append("### ").append(Report.title(topology)).append("\n\n").append(WHAT.get(topology)).append("\n\n");
        md.append("![").append(Report.title(topology)).append(" throughput by parallelism](").append(prefix)
                .append(topology).append("-plain-throughput.svg)\n\n");
        boolean handOver = s.has(topology, RunSpec.HANDOVER, Summary.LIMIT);
        Point limit = s.get(topology, "plain", "throughput", Summary.LIMIT, 1);
        md.append("| p | executors per core |");
        engines.forEach(e -> md.append(" ").append(e.name()).append(" |"));
        if (handOver || limit != null) {
            md.append(handOver ? " no engine (floor) |" : " slowest stage alone |");
        }
        md.append("\n|---|---|");
        engines.forEach(e -> md.append("---|"));
        md.append(handOver || limit != null ? "---|\n" : "\n");
        for (int p : ps) {
            md.append("| ").append(p).append(" | ")
                    .append(Format.fixed(Report.executorsPerCore(s, topology, "plain", "throughput", p, cores), 1))
                    .append(" |");
            for (Engine e : engines) {
                md.append(" ").append(rateAndSteady(s.get(topology, e.variant(), "throughput", e.engine(), p)))
                        .append(" |");
            }
            if (handOver) {
                md.append(" ").append(rate(s.get(topology, RunSpec.HANDOVER, "throughput", Summary.LIMIT, p)))
                        .append(" |");
            } else if (limit != null) {
                md.append(" ").append(rate(limit)).append(" |");
            }
            md.append("\n");
        }
        md.append("\n").append(Report.unit(topology)).append(", medians")
                .append(steadyKnown() ? "; in brackets, seconds from the first tuple to the steady state" : "")
                .append(".\n\n");
        if (Report.cpuPlotted(s, topology, "plain", cores)) {
            md.append("![").append(Report.title(topology)).append(" CPU per tuple against executors per core](")
                    .append(prefix).append(Report.cpuPlotFile(topology, "plain")).append(")\n\n");
        }
    }

    private boolean steadyKnown() {
        return s.all().stream().anyMatch(p -> !Double.isNaN(p.steadySecs()));
    }

    /** "5.66M (12 s)"; the rate alone for a sweep without times to steady state. */
    private static String rateAndSteady(Point p) {
        if (p == null || Double.isNaN(p.steadySecs())) {
            return rate(p);
        }
        return rate(p) + " (" + Report.steady(p, " s") + ")";
    }

    private void latency(StringBuilder md, List<Engine> engines) {
        List<String[]> rows = new ArrayList<>();
        for (Point p : s.byMode("latency")) {
            String[] id = {p.topology(), Integer.toString(p.parallelism())};
            if (rows.stream().noneMatch(r -> r[0].equals(id[0]) && r[1].equals(id[1]))) {
                rows.add(id);
            }
        }
        if (rows.isEmpty()) {
            return;
        }
        md.append("### Latency\n\nEach spout is paced at a fixed rate and stamps every tuple with the time it was due;")
                .append(" the last component records how long ago that was. p50 / p99, microseconds (ms where")
                .append(" marked). WordCount, Enron and RollingSort run at half of Apache Storm's maximum rate in")
                .append(" this sweep; two hops (spout → relay → sink) at a light rate.\n\n| workload | offered tuples/s |");
        engines.forEach(e -> md.append(" ").append(e.name()).append(" |"));
        md.append(" no engine (floor) |\n|---|---|");
        engines.forEach(e -> md.append("---|"));
        md.append("---|\n");
        for (String[] r : rows) {
            int p = Integer.parseInt(r[1]);
            Point any = s.byMode("latency").stream().filter(x -> x.topology().equals(r[0]) && x.parallelism() == p)
                    .findFirst().orElseThrow();
            md.append("| ").append(Report.title(r[0])).append(" p=").append(p).append(" | ")
                    .append(Format.compact(any.offeredRate())).append(" |");
            for (Engine e : engines) {
                md.append(" ").append(percentiles(s.get(r[0], e.variant(), "latency", e.engine(), p))).append(" |");
            }
            Point floor = s.get(r[0], RunSpec.HANDOVER, "latency", Summary.LIMIT, p);
            if (floor == null) {
                floor = s.get(r[0], "plain", "latency", Summary.LIMIT, p);
            }
            md.append(" ").append(percentiles(floor)).append(" |\n");
        }
        md.append("\n");
    }

    private void resources(StringBuilder md, List<Engine> engines) {
        boolean cpu = s.byMode("throughput").stream().anyMatch(p -> !Double.isNaN(p.cpuNsPerTuple()));
        md.append("### Memory, threads, start-up").append(cpu ? " and CPU per tuple" : "")
                .append("\n\nAt the throughput points above. Resident memory")
                .append(" is the process's RSS averaged over the window (every JVM runs with `")
                .append(meta.getOrDefault("jvm_opts", "-Xmx2g")).append("`); live heap is what is left after a full")
                .append(" GC at the end of it. Threads are the JVM's live threads, engine threads beside the")
                .append(" topology's executors. First tuple is the time from `main` to the first tuple at a bolt.")
                .append(cpu ? " CPU is nanoseconds of process CPU per tuple counted at the end of the topology." : "")
                .append(" Executors per core is the executors over the machine's cores; steady, the seconds from")
                .append(" the first tuple to the steady state.")
                .append("\n\n| workload | engine | RSS MB | live heap MB | threads | engine threads / executors |")
                .append(" executors per core | first tuple ms | steady s |").append(cpu ? " CPU ns per tuple |" : "")
                .append("\n|---|---|---|---|---|---|---|---|---|").append(cpu ? "---|" : "").append("\n");
        for (String topology : List.of("wordcount", "enron", "rollingsort")) {
            for (int p : List.of(1, 4)) {
                for (Engine e : engines) {
                    Point pt = s.get(topology, e.variant(), "throughput", e.engine(), p);
                    if (pt == null) {
                        continue;
                    }
                    md.append("| ").append(Report.title(topology)).append(" p=").append(p).append(" | ")
                            .append(e.name()).append(" | ").append(Format.fixed(pt.rssMb(), 0)).append(" | ")
                            .append(Format.fixed(pt.liveHeapMb(), 0)).append(" | ")
                            .append(Format.fixed(pt.threads(), 0)).append(" | ")
                            .append(Format.fixed(pt.engineThreads(), 0)).append(" / ")
                            .append(Format.fixed(pt.executors(), 0)).append(" | ")
                            .append(Format.fixed(pt.executorsPerCore(cores), 1)).append(" | ")
                            .append(Format.fixed(pt.startupMs(), 0)).append(" | ").append(Report.steady(pt, ""))
                            .append(" |");
                    if (cpu) {
                        md.append(" ").append(Format.fixed(pt.cpuNsPerTuple(), 0)).append(" |");
                    }
                    md.append("\n");
                }
            }
        }
        md.append("\n");
    }

    private void idle(StringBuilder md, List<Engine> engines) {
        if (s.byMode("idle").isEmpty()) {
            return;
        }
        md.append("### Idle\n\nWordCount p=").append(SweepPlan.IDLE_PARALLELISM).append(" deployed with spouts that")
                .append(" emit nothing: what a topology costs while it waits.\n\n| engine | CPU, % of one core |")
                .append(" per executor | RSS MB | threads |\n|---|---|---|---|---|\n");
        for (Engine e : engines) {
            Point p = s.get(SweepPlan.IDLE_TOPOLOGY, e.variant(), "idle", e.engine(), SweepPlan.IDLE_PARALLELISM);
            if (p != null) {
                md.append("| ").append(e.name()).append(" | ").append(Format.fixed(p.cpuPercent(), 1)).append(" | ")
                        .append(Format.fixed(p.cpuPercent() / p.executors(), 2)).append(" | ")
                        .append(Format.fixed(p.rssMb(), 0)).append(" | ").append(Format.fixed(p.threads(), 0))
                        .append(" |\n");
            }
        }
        md.append("\n");
    }

    /** The README's short table: WordCount at p=1 and 4, start-up, threads and memory, per engine. */
    String howFast(String pageLink) {
        List<Engine> engines = engines("wordcount", "throughput");
        StringBuilder md = new StringBuilder();
        md.append(measuredLine()).append(" How it was measured, the other workloads, latency and where Storm-MC")
                .append(" loses: [").append(pageLink).append("](").append(pageLink).append(").\n\n| WordCount |");
        engines.forEach(e -> md.append(" ").append(e.name()).append(" |"));
        md.append("\n|---|");
        engines.forEach(e -> md.append("---|"));
        md.append("\n");
        row(md, engines, "words/s at p=1", 1, p -> p.throughput(), true);
        row(md, engines, "words/s at p=4", 4, p -> p.throughput(), true);
        row(md, engines, "main to first tuple, ms", 1, Point::startupMs, false);
        row(md, engines, "JVM threads at p=1", 1, Point::threads, false);
        row(md, engines, "resident memory at p=1, MB", 1, Point::rssMb, false);
        return md.append("\n").toString();
    }

    private void row(StringBuilder md, List<Engine> engines, String label, int p, ToDoubleFunction<Point> f,
            boolean compact) {
        md.append("| ").append(label).append(" |");
        for (Engine e : engines) {
            Point pt = s.get("wordcount", e.variant(), "throughput", e.engine(), p);
            double v = pt == null ? Double.NaN : f.applyAsDouble(pt);
            md.append(" ").append(compact ? Format.compact(v) : Format.fixed(v, 0)).append(" |");
        }
        md.append("\n");
    }

    private static String rate(Point p) {
        return p == null ? "–" : Format.compact(p.throughput());
    }

    private static String percentiles(Point p) {
        return p == null ? "–" : us(p.latencyP50Us()) + " / " + us(p.latencyP99Us());
    }

    private static String us(double v) {
        return Double.isNaN(v) ? "–" : v >= 10_000 ? Format.fixed(v / 1000, 1) + " ms" : Format.fixed(v, 0);
    }
}
