package io.github.stormmc.benchmarks.flink;

import io.github.stormmc.benchmarks.common.LatencyMeters;
import io.github.stormmc.benchmarks.common.TaskMeter;
import io.github.stormmc.benchmarks.wordcount.WordSplitter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.functions.RichFlatMapFunction;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.util.Collector;

/**
 * WordCount as a Flink user writes it: a source looping over the lines of the text (storm-benchmark's FileReadSpout),
 * a flat map splitting each on whitespace exactly as the Storm topology does, {@code keyBy} the word (Storm's fields
 * grouping), and a per-task HashMap counting words and emitting (word, count) to a discarding sink (the Storm count
 * bolt's emits have no subscriber). Every operator has the topology's parallelism; source and split are chained by
 * Flink's default (Storm's local-or-shuffle).
 */
final class WordCountJob {
    static final String SPOUT = "spout";
    static final String SPLIT = "split";
    static final String COUNT = "count";
    static final List<String> COMPONENTS = List.of(SPOUT, SPLIT, COUNT);

    private WordCountJob() {
    }

    static void build(StreamExecutionEnvironment env, FlinkOptions o) {
        int p = o.parallelism();
        env.addSource(new LineSource(o)).name(SPOUT).setParallelism(p)
                .flatMap(new Split()).name(SPLIT).setParallelism(p)
                .keyBy(new ByWord())
                .flatMap(new Count()).name(COUNT).setParallelism(p)
                .sinkTo(new DiscardingSink<>()).name("discard").setParallelism(p);
    }

    /** The lines of the text, round and round; in a finite run task i of n emits lines i, i+n, ... once. */
    static final class LineSource extends MeteredSource<Tuple2<String, Long>> {
        private static final long serialVersionUID = 1L;
        private final String file;
        private transient List<String> lines;
        private transient int next;

        LineSource(FlinkOptions o) {
            super(SPOUT, o);
            this.file = o.wordCountInput();
        }

        @Override
        protected void openSource() throws Exception {
            lines = Files.readAllLines(Path.of(file), StandardCharsets.UTF_8);
            if (lines.isEmpty()) {
                throw new IllegalStateException("WordCount input file is empty: " + file);
            }
            next = taskIndex();
        }

        @Override
        protected Tuple2<String, Long> next(long timestamp, boolean finite) {
            if (finite) {
                if (next >= lines.size()) {
                    return null;
                }
                String line = lines.get(next);
                next += taskCount();
                return Tuple2.of(line, timestamp);
            }
            String line = lines.get(next++);
            if (next == lines.size()) {
                next = 0;
            }
            return Tuple2.of(line, timestamp);
        }
    }

    /** Emits each word of the line with the line's timestamp. */
    static final class Split extends MeteredFunctions.FlatMap<Tuple2<String, Long>, Tuple2<String, Long>> {
        private static final long serialVersionUID = 1L;

        Split() {
            super(SPLIT);
        }

        @Override
        void apply(Tuple2<String, Long> line, Collector<Tuple2<String, Long>> out) {
            Long timestamp = line.f1;
            WordSplitter.forEachWord(line.f0, word -> out.collect(Tuple2.of(word, timestamp)));
        }
    }

    static final class ByWord implements KeySelector<Tuple2<String, Long>, String> {
        private static final long serialVersionUID = 1L;

        @Override
        public String getKey(Tuple2<String, Long> word) {
            return word.f0;
        }
    }

    /** Counts in a per-task map (not Flink keyed state: the Storm bolt's HashMap) and emits (word, count). */
    static final class Count extends RichFlatMapFunction<Tuple2<String, Long>, Tuple2<String, Integer>> {
        private static final long serialVersionUID = 1L;
        /** Each task's final counts, published at close for finite runs. */
        static final Map<Integer, Map<String, Integer>> RESULTS = new ConcurrentHashMap<>();
        private transient Map<String, Integer> counts;
        private transient TaskMeter executed;
        private transient LatencyMeters.Recorder latency;
        private transient int task;

        @Override
        public void open(OpenContext context) {
            counts = new HashMap<>();
            executed = Metered.meter(COUNT, getRuntimeContext());
            latency = Metered.latency();
            task = getRuntimeContext().getTaskInfo().getIndexOfThisSubtask();
        }

        @Override
        public void flatMap(Tuple2<String, Long> word, Collector<Tuple2<String, Integer>> out) {
            Integer count = counts.merge(word.f0, 1, Integer::sum);
            out.collect(Tuple2.of(word.f0, count));
            executed.increment();
            latency.recordSince(word.f1);
        }

        @Override
        public void close() {
            if (counts != null) {
                RESULTS.put(task, new HashMap<>(counts));
            }
        }
    }
}
