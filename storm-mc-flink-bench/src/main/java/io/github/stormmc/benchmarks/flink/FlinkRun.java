package io.github.stormmc.benchmarks.flink;

import io.github.stormmc.benchmarks.common.Meters;
import io.github.stormmc.benchmarks.harness.BenchmarkMain;
import io.github.stormmc.benchmarks.harness.BenchmarkOptions;
import io.github.stormmc.benchmarks.harness.InputFiles;
import io.github.stormmc.benchmarks.harness.MeasuredWindow;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

/**
 * One timed run on Apache Flink's local MiniCluster, the environment a user gets from
 * {@code StreamExecutionEnvironment.getExecutionEnvironment()} when running from {@code main}, with Flink's defaults
 * (operator chaining, no checkpointing, no object reuse). The job runs asynchronously; {@link MeasuredWindow} measures
 * it exactly as it measures the Storm engines, from the same meters.
 */
final class FlinkRun implements BenchmarkMain.Engine {

    static final String ENGINE = "flink";

    /** A benchmark topology as a Flink job: how to build it, which operator is its source and which its end. */
    private enum Job {
        WORDCOUNT(WordCountJob.SPOUT, WordCountJob.COUNT, WordCountJob.COMPONENTS),
        ENRON(EnronJob.READ, EnronJob.WRITE, EnronJob.COMPONENTS),
        ROLLINGSORT(RollingSortJob.SPOUT, RollingSortJob.SORT, RollingSortJob.COMPONENTS),
        TWOHOP(TwoHopJob.SPOUT, TwoHopJob.SINK, TwoHopJob.COMPONENTS);

        final String spout;
        final String sink;
        final List<String> components;

        Job(String spout, String sink, List<String> components) {
            this.spout = spout;
            this.sink = sink;
            this.components = components;
        }

        void build(StreamExecutionEnvironment env, FlinkOptions o) {
            switch (this) {
                case WORDCOUNT -> WordCountJob.build(env, o);
                case ENRON -> EnronJob.build(env, o);
                case ROLLINGSORT -> RollingSortJob.build(env, o);
                case TWOHOP -> TwoHopJob.build(env, o);
            }
        }

        /** Tasks per component: the parallelism, one global metrics task. */
        int tasks(String component, int parallelism) {
            return component.equals(EnronJob.GLOBAL) ? 1 : parallelism;
        }

        List<String> bolts() {
            return components.stream().filter(c -> !c.equals(spout)).toList();
        }

        static Job of(String name) {
            for (Job j : values()) {
                if (j.name().equalsIgnoreCase(name)) {
                    return j;
                }
            }
            throw new IllegalArgumentException("topology '" + name + "' has no Flink version; expected wordcount, "
                    + "enron, rollingsort or twohop");
        }
    }

    @Override
    public Map<String, Object> run(BenchmarkOptions options, long mainStartNanos) throws Exception {
        if (options.acked) {
            throw new IllegalArgumentException("--variant acked has no Flink counterpart: Flink tracks no tuple trees "
                    + "(its guarantees come from checkpoints); run the plain variant");
        }
        Job job = Job.of(options.topology);
        String wordCountInput = job == Job.WORDCOUNT ? InputFiles.wordCount(options).toString() : null;
        String enronInput = job == Job.ENRON ? InputFiles.enron(options).toString() : null;
        FlinkOptions o = FlinkOptions.of(options, wordCountInput, enronInput);

        Map<String, Object> result = new LinkedHashMap<>();
        result.put("engine", ENGINE);
        result.put("engine_jar", jarOf(StreamExecutionEnvironment.class));
        result.put("topology", job.name().toLowerCase(java.util.Locale.ROOT));
        result.put("variant", options.variantName());
        result.put("parallelism", options.parallelism);
        result.put("mode", options.mode());
        result.put("offered_rate", options.rate);
        int executors = 0;
        for (String c : job.components) {
            executors += job.tasks(c, options.parallelism);
        }
        result.put("executors", executors);
        int baselineThreads = MeasuredWindow.liveThreads();
        result.put("threads_baseline", baselineThreads);

        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        job.build(env, o);
        if (options.finite) {
            env.execute("bench");
            result.put("submitted_ms", null);
            Meters.totals().forEach((c, n) -> result.put("total." + c, n));
            if (job == Job.WORDCOUNT) {
                Map<String, Integer> counts = new TreeMap<>();
                WordCountJob.Count.RESULTS.values().forEach(m -> m.forEach((w, n) -> counts.merge(w, n, Integer::sum)));
                result.put("distinct_words", counts.size());
                result.put("counted_words", counts.values().stream().mapToLong(Integer::longValue).sum());
            }
        } else {
            JobClient client = env.executeAsync("bench");
            result.put("submitted_ms", (System.nanoTime() - mainStartNanos) / 1e6);
            result.put("flink_job", client.getJobID().toString());
            new MeasuredWindow(options, job.spout, job.sink, job.components).measure(result,
                    () -> job.components.stream().allMatch(
                            c -> Meters.meters(c).size() >= job.tasks(c, options.parallelism)),
                    baselineThreads, mainStartNanos);
        }
        result.put("startup_ms", MeasuredWindow.startupMillis(job.bolts(), mainStartNanos));
        return result;
    }

    private static String jarOf(Class<?> c) {
        try {
            return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).getFileName().toString();
        } catch (Exception | LinkageError e) {
            return "unknown";
        }
    }
}
