package io.github.stormmc.benchmarks.runner;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The side-by-side runner behind bin/storm-mc-bench: runs the planned points in child JVMs on Storm-MC and on
 * Apache Storm, appends every result to runs.csv and rewrites the report after each run. The script passes the
 * two engines' classpaths and the benchmark jar as system properties.
 */
public final class SweepMain {

    private SweepMain() {
    }

    public static void main(String[] args) throws Exception {
        SweepOptions o;
        try {
            o = SweepOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        Path out = Path.of(o.out).toAbsolutePath();
        if (o.command.equals("report")) {
            Report.regenerate(out);
            System.out.println("report rewritten: " + out.resolve(Report.REPORT));
            return;
        }
        sweep(o, out);
    }

    private static void sweep(SweepOptions o, Path out) throws Exception {
        if (o.archivePairs && System.getProperty("stormmc.bench.jvm.storm-mc", "").isBlank()) {
            System.err.println("storm-mc-bench: --archive-pairs compares Storm-MC's runs with and without its "
                    + "class-data archive, but this sweep starts Storm-MC without one: run it with BENCH_CDS=1");
            System.exit(2);
        }
        Map<String, String> classpaths = new java.util.HashMap<>(Map.of(
                Summary.STORM_MC, required("stormmc.bench.cp.storm-mc"),
                Summary.APACHE_STORM, required("stormmc.bench.cp.apache-storm"),
                Summary.LIMIT, required("stormmc.bench.cp.storm-mc")));
        if (o.engines.contains(Summary.FLINK)) {
            classpaths.put(Summary.FLINK, required("stormmc.bench.cp.flink"));
        }
        String benchJar = required("stormmc.bench.jar");
        String enronInput = System.getProperty("stormmc.bench.enron.input", "");
        Files.createDirectories(out);
        Path logs = Path.of(System.getProperty("stormmc.bench.logs", "storm-mc-benchmarks/target/bench-logs"))
                .toAbsolutePath();
        Files.createDirectories(logs);

        Map<String, String> meta = new LinkedHashMap<>(MachineInfo.collect());
        meta.put("command", System.getProperty("stormmc.bench.command", "bin/storm-mc-bench " + String.join(" ",
                o.given)));
        meta.put("options", String.join(" ", o.effective));
        meta.put("warmup", Integer.toString(o.warmup));
        meta.put("settle", Integer.toString(o.settle));
        meta.put("latency_warmup", Integer.toString(o.warmup("latency")));
        meta.put("measure", Integer.toString(o.measure));
        meta.put("reps", Integer.toString(o.reps));
        meta.put("jvm_opts", o.jvmOpts);
        meta.put("storm_version", System.getProperty("stormmc.bench.storm.version", "2.8.2"));
        SweepMeta.write(out.resolve(Report.META), meta);

        List<RunSpec> plan = SweepPlan.plan(o);
        Path runsFile = out.resolve(Report.RUNS);
        RunsCsv csv = new RunsCsv(runsFile);
        csv.start();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String mcOpts = System.getProperty("stormmc.bench.jvm.storm-mc", "").trim();
        if (!mcOpts.isEmpty()) {
            meta.put("storm_mc_jvm_opts", mcOpts);
            SweepMeta.write(out.resolve(Report.META), meta);
        }
        ChildRun child = new ChildRun(java, Arrays.asList(o.jvmOpts.trim().split("\\s+")),
                mcOpts.isEmpty() ? Map.of() : Map.of(Summary.STORM_MC, Arrays.asList(mcOpts.split("\\s+"))),
                benchJar, logs);
        long timeout = Math.max(o.warmup, o.warmup("latency")) + o.settle + o.measure + o.timeoutExtra;
        long sweepStart = System.nanoTime();
        double estimate = SweepPlan.estimateSeconds(plan, o);
        System.out.printf(Locale.ROOT, "storm-mc-bench: %d runs, %s s warm-up + %d s measure each; estimated"
                + " duration %s (until about %s) plus the waits for the steady state (up to %d s a run); results in"
                + " %s%n", plan.size(), o.warmup == o.warmup("latency")
                        ? Integer.toString(o.warmup) : o.warmup + " (latency " + o.warmup("latency") + ")", o.measure,
                duration(estimate), LocalTime.now().plusSeconds((long) estimate).truncatedTo(ChronoUnit.MINUTES),
                o.settle, out);
        LatencyRates latencyRates = new LatencyRates(o);
        for (int i = 0; i < plan.size(); i++) {
            RunSpec spec = plan.get(i);
            String basis = "";
            if (spec.mode().equals("latency")) {
                LatencyRates.Resolved rate = latencyRates.resolve(spec, () -> RunsCsv.read(runsFile));
                basis = rate.basis();
                spec = spec.withRate(rate.rate());
                if (!meta.entrySet().containsAll(latencyRates.facts().entrySet())) {
                    if (basis.equals(LatencyRates.DEFAULT)) {
                        System.out.printf("storm-mc-bench: no Apache Storm throughput for %s p=%d in this sweep;"
                                + " its latency runs use the default rate %d/s%n", spec.topology(),
                                spec.parallelism(), spec.rate());
                    }
                    meta.putAll(latencyRates.facts());
                    SweepMeta.write(out.resolve(Report.META), meta);
                }
            }
            long runStart = System.nanoTime();
            Map<String, String> result = new LinkedHashMap<>(child.run(spec, classpaths.get(spec.engine()),
                    spec.harnessArgs(o, enronInput), timeout, i + 1));
            result.put("wall_s", Format.fixed((System.nanoTime() - runStart) / 1e9, 1));
            if (!basis.isEmpty()) {
                result.put("rate_basis", basis);
            }
            csv.append(i + 1, spec, result);
            double elapsed = (System.nanoTime() - sweepStart) / 1e9;
            double left = elapsed / estimateOf(plan.subList(0, i + 1), o)
                    * SweepPlan.estimateSeconds(plan.subList(i + 1, plan.size()), o);
            System.out.printf(Locale.ROOT, "[%d/%d] %s: %s  (elapsed %s, about %s left)%n", i + 1,
                    plan.size(), spec.label(), describe(result), duration(elapsed), duration(left));
            Report.regenerate(out);
        }
        System.out.println("report: " + out.resolve(Report.REPORT));
    }

    private static double estimateOf(List<RunSpec> runs, SweepOptions o) {
        return Math.max(1, SweepPlan.estimateSeconds(runs, o));
    }

    /** 2040 → "34 min", 75 → "1 min 15 s". */
    static String duration(double secs) {
        long s = Math.round(secs);
        if (s >= 600) {
            return Math.round(s / 60.0) + " min";
        }
        return s >= 60 ? s / 60 + " min " + s % 60 + " s" : s + " s";
    }

    /** One run's progress line; figures a run does not report (a limit run has no engine threads) are left out. */
    static String describe(Map<String, String> r) {
        if (!"ok".equals(r.get("status"))) {
            return r.get("status").toUpperCase(Locale.ROOT) + " " + r.getOrDefault("error", "");
        }
        StringBuilder s = new StringBuilder(Format.compact(Stats.parse(r.get("throughput")))).append(' ')
                .append(r.get("sink")).append("/s, cpu ").append(r.get("cpu_pct")).append('%');
        if (r.get("steady_s") != null) {
            s.append(", steady after ").append(r.get("steady_s")).append(" s")
                    .append("true".equals(r.get("steady_capped")) ? " (CAPPED)" : "");
        }
        figure(s, r, ", rss ", "rss_mb_avg", " MB");
        figure(s, r, ", live heap ", "live_heap_mb", " MB");
        figure(s, r, ", threads ", "threads_max", "");
        if (r.get("engine_threads") != null) {
            s.append(" (engine ").append(r.get("engine_threads"));
            figure(s, r, ", executors ", "executors", "");
            s.append(')');
        }
        if (r.containsKey("lat_p50_us")) {
            s.append(", p50 ").append(r.get("lat_p50_us")).append(" µs, p99 ").append(r.get("lat_p99_us")).append(" µs");
        }
        return s.toString();
    }

    private static void figure(StringBuilder s, Map<String, String> r, String label, String key, String unit) {
        String value = r.get(key);
        if (value != null) {
            s.append(label).append(value).append(unit);
        }
    }

    private static String required(String property) {
        String v = System.getProperty(property);
        if (v == null || v.isBlank()) {
            throw new IllegalStateException("system property " + property + " is not set; run through bin/storm-mc-bench");
        }
        return v;
    }
}
