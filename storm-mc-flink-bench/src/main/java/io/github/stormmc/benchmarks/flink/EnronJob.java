package io.github.stormmc.benchmarks.flink;

import io.github.stormmc.benchmarks.common.LatencyMeters;
import io.github.stormmc.benchmarks.common.TaskMeter;
import io.github.stormmc.benchmarks.enron.Email;
import io.github.stormmc.benchmarks.enron.EmailCodec;
import io.github.stormmc.benchmarks.enron.EmailFilter;
import io.github.stormmc.benchmarks.enron.EmailInputFile;
import io.github.stormmc.benchmarks.enron.EmailMetrics;
import io.github.stormmc.benchmarks.enron.EmailModifier;
import io.github.stormmc.benchmarks.enron.GlobalMetricsResults;
import io.github.stormmc.benchmarks.enron.IntervalQuorum;
import io.github.stormmc.benchmarks.enron.IntervalTotals;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.streaming.api.datastream.SingleOutputStreamOperator;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.ProcessFunction;
import org.apache.flink.streaming.api.functions.sink.RichSinkFunction;
import org.apache.flink.util.Collector;
import org.apache.flink.util.OutputTag;

/**
 * IBM's Enron email pipeline as a Flink user writes it: read → deserialize → filter → modify → metrics → serialize →
 * write, every stage with the topology's parallelism and Flink's default forward connection (so Flink chains them
 * into one task per parallel instance, where Storm shuffles between executors), the same per-email code as the
 * Storm bolts; metrics sends its per-interval totals through a side output to one global metrics task.
 */
final class EnronJob {
    static final String READ = "read";
    static final String DESERIALIZE = "deserialize";
    static final String FILTER = "filter";
    static final String MODIFY = "modify";
    static final String METRICS = "metrics";
    static final String GLOBAL = "global";
    static final String SERIALIZE = "serialize";
    static final String WRITE = "write";
    static final List<String> COMPONENTS = List.of(READ, DESERIALIZE, FILTER, MODIFY, METRICS, GLOBAL, SERIALIZE,
            WRITE);
    static final OutputTag<IntervalTotals> INTERVALS = new OutputTag<>("interval") { };

    private EnronJob() {
    }

    static void build(StreamExecutionEnvironment env, FlinkOptions o) {
        int p = o.parallelism();
        SingleOutputStreamOperator<Tuple2<Email, Long>> metrics = env.addSource(new EmailSource(o)).name(READ)
                .setParallelism(p)
                .map(new Deserialize()).name(DESERIALIZE).setParallelism(p)
                .flatMap(new Filter()).name(FILTER).setParallelism(p)
                .map(new Modify()).name(MODIFY).setParallelism(p)
                .process(new Metrics(o.intervalSecs())).name(METRICS).setParallelism(p);
        metrics.getSideOutput(INTERVALS).addSink(new GlobalMetrics(p)).name(GLOBAL).setParallelism(1);
        metrics.map(new Serialize()).name(SERIALIZE).setParallelism(p)
                .addSink(new CompressWrite()).name(WRITE).setParallelism(p);
    }

    /** The converted Enron records, round and round; in a finite run task i of n emits records i, i+n, ... once. */
    static final class EmailSource extends MeteredSource<Tuple2<byte[], Long>> {
        private static final long serialVersionUID = 1L;
        private final String file;
        private transient EmailInputFile.Reader reader;
        private transient long recordIndex;

        EmailSource(FlinkOptions o) {
            super(READ, o);
            this.file = o.enronInput();
        }

        @Override
        protected void openSource() throws IOException {
            reader = new EmailInputFile.Reader(Path.of(file));
        }

        @Override
        protected Tuple2<byte[], Long> next(long timestamp, boolean finite) throws IOException {
            while (true) {
                byte[] record = reader.next();
                if (record == null) {
                    reader.close();
                    if (finite) {
                        return null;
                    }
                    reader = new EmailInputFile.Reader(Path.of(file));
                    record = reader.next();
                    if (record == null) {
                        throw new IllegalStateException("Enron input file holds no email: " + file);
                    }
                }
                if (!finite || recordIndex++ % taskCount() == taskIndex()) {
                    return Tuple2.of(record, timestamp);
                }
            }
        }
    }

    static final class Deserialize extends MeteredFunctions.Map<Tuple2<byte[], Long>, Tuple2<Email, Long>> {
        private static final long serialVersionUID = 1L;
        private transient EmailCodec codec;

        Deserialize() {
            super(DESERIALIZE);
        }

        @Override
        Tuple2<Email, Long> apply(Tuple2<byte[], Long> record) {
            if (codec == null) {
                codec = new EmailCodec();
            }
            return Tuple2.of(codec.decode(record.f0), record.f1);
        }
    }

    static final class Filter extends MeteredFunctions.FlatMap<Tuple2<Email, Long>, Tuple2<Email, Long>> {
        private static final long serialVersionUID = 1L;

        Filter() {
            super(FILTER);
        }

        @Override
        void apply(Tuple2<Email, Long> email, Collector<Tuple2<Email, Long>> out) {
            Email kept = EmailFilter.apply(email.f0);
            if (kept != null) {
                out.collect(Tuple2.of(kept, email.f1));
            }
        }
    }

    static final class Modify extends MeteredFunctions.Map<Tuple2<Email, Long>, Tuple2<Email, Long>> {
        private static final long serialVersionUID = 1L;

        Modify() {
            super(MODIFY);
        }

        @Override
        Tuple2<Email, Long> apply(Tuple2<Email, Long> email) {
            return Tuple2.of(EmailModifier.apply(email.f0), email.f1);
        }
    }

    /**
     * Counts emails, characters, words and paragraphs; every interval it reports the totals to the side output. The
     * Storm bolt reports on a tick tuple; a non-keyed Flink function has no timers, so the interval is checked as
     * emails arrive (the same work under load).
     */
    static final class Metrics extends ProcessFunction<Tuple2<Email, Long>, Tuple2<Email, Long>> {
        private static final long serialVersionUID = 1L;
        private final long intervalNanos;
        private transient TaskMeter executed;
        private transient long interval;
        private transient long emails;
        private transient long characters;
        private transient long words;
        private transient long paragraphs;
        private transient long intervalStart;

        Metrics(int intervalSecs) {
            this.intervalNanos = intervalSecs * 1_000_000_000L;
        }

        @Override
        public void open(OpenContext context) {
            executed = Metered.meter(METRICS, getRuntimeContext());
            intervalStart = System.nanoTime();
        }

        @Override
        public void processElement(Tuple2<Email, Long> email, Context ctx, Collector<Tuple2<Email, Long>> out) {
            Email counted = EmailMetrics.apply(email.f0);
            emails++;
            characters += counted.charCount();
            words += counted.wordCount();
            paragraphs += counted.paraCount();
            out.collect(Tuple2.of(counted, email.f1));
            executed.increment();
            long now = System.nanoTime();
            if (now - intervalStart >= intervalNanos) {
                double seconds = (now - intervalStart) / 1e9;
                ctx.output(INTERVALS, new IntervalTotals(interval, emails, characters, words, paragraphs,
                        emails / seconds, 1));
                interval++;
                emails = 0;
                characters = 0;
                words = 0;
                paragraphs = 0;
                intervalStart = now;
            }
        }
    }

    /** Consolidates the metrics tasks' interval totals once every task has reported an interval. */
    static final class GlobalMetrics extends RichSinkFunction<IntervalTotals> {
        private static final long serialVersionUID = 1L;
        private final int quorum;
        private transient IntervalQuorum intervals;
        private transient TaskMeter executed;

        GlobalMetrics(int quorum) {
            this.quorum = quorum;
        }

        @Override
        public void open(OpenContext context) {
            intervals = new IntervalQuorum(quorum);
            executed = Metered.meter(GLOBAL, getRuntimeContext());
        }

        @Override
        public void invoke(IntervalTotals totals, Context context) {
            IntervalTotals done = intervals.add(totals);
            if (done != null) {
                GlobalMetricsResults.add(done);
            }
            executed.increment();
        }
    }

    static final class Serialize extends MeteredFunctions.Map<Tuple2<Email, Long>, Tuple2<byte[], Long>> {
        private static final long serialVersionUID = 1L;
        private transient EmailCodec codec;

        Serialize() {
            super(SERIALIZE);
        }

        @Override
        Tuple2<byte[], Long> apply(Tuple2<Email, Long> email) {
            if (codec == null) {
                codec = new EmailCodec();
            }
            return Tuple2.of(codec.encode(email.f0), email.f1);
        }
    }

    /** gzip-compresses each serialized email into a discarding stream, as the Storm sink does. */
    static final class CompressWrite extends RichSinkFunction<Tuple2<byte[], Long>> {
        private static final long serialVersionUID = 1L;
        private transient ObjectOutputStream out;
        private transient TaskMeter executed;
        private transient LatencyMeters.Recorder latency;

        @Override
        public void open(OpenContext context) throws IOException {
            out = new ObjectOutputStream(new GZIPOutputStream(OutputStream.nullOutputStream(), 1 << 16));
            executed = Metered.meter(WRITE, getRuntimeContext());
            latency = Metered.latency();
        }

        @Override
        public void invoke(Tuple2<byte[], Long> record, Context context) throws IOException {
            out.writeObject(record.f0);
            out.reset();
            executed.increment();
            latency.recordSince(record.f1);
        }

        @Override
        public void close() throws IOException {
            if (out != null) {
                out.close();
            }
        }
    }
}
