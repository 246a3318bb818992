package io.github.stormmc.benchmarks.harness;

import io.github.stormmc.benchmarks.common.FlatJson;
import java.lang.management.ManagementFactory;
import java.util.Map;

/**
 * Runs one benchmark point and prints one line, {@code RESULT {json}}, on standard output. Written against Storm's
 * API only (LocalCluster, getTopologyInfo), so the engine is whichever one the classpath holds. The JVM is halted
 * right after the line is printed: shutting an engine down is not what is measured.
 */
public final class BenchmarkMain {

    public static final String RESULT_PREFIX = "RESULT ";

    private BenchmarkMain() {
    }

    /** One engine's way of running a point: deploy, measure, return the figures. */
    @FunctionalInterface
    public interface Engine {
        Map<String, Object> run(BenchmarkOptions options, long mainStartNanos) throws Exception;
    }

    /** The Storm API engines (Storm-MC or Apache Storm, whichever the classpath holds). */
    private static final class StormEngine implements Engine {
        @Override
        public Map<String, Object> run(BenchmarkOptions options, long mainStart) throws Exception {
            return switch (options.topology) {
                case "wordcount-limit", "enron-limit", "rollingsort-limit" -> LimitRun.run(options);
                case "twohop-limit" -> TwoHopLimitRun.run(options, mainStart);
                case HandOverRun.TOPOLOGY -> HandOverRun.run(options, mainStart);
                case "trident-wordcount" -> TridentRun.run(options);
                default -> new TopologyRun(options, mainStart).run();
            };
        }
    }

    public static void main(String[] args) {
        // A class, not a lambda: bootstrapping the first lambda costs milliseconds that startup_ms would count.
        run(args, new StormEngine(), System.nanoTime());
    }

    /**
     * Parses the options, runs the point on the engine, prints the RESULT line and halts the JVM.
     *
     * @param mainStart {@link System#nanoTime()} at the start of the caller's main
     */
    public static void run(String[] args, Engine engine, long mainStart) {
        long uptimeAtMain = ManagementFactory.getRuntimeMXBean().getUptime();
        BenchmarkOptions options;
        try {
            options = BenchmarkOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        int status = 0;
        try {
            Map<String, Object> result = engine.run(options, mainStart);
            result.put("jvm_uptime_at_main_ms", uptimeAtMain);
            result.put("java", System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
            result.put("cores", Runtime.getRuntime().availableProcessors());
            result.put("heap_max_mb", Runtime.getRuntime().maxMemory() / (1024 * 1024));
            System.out.println(RESULT_PREFIX + FlatJson.write(result));
        } catch (Throwable t) {
            System.err.println("benchmark failed: " + t);
            t.printStackTrace();
            status = 1;
        }
        System.out.flush();
        System.err.flush();
        Runtime.getRuntime().halt(status);
    }
}
