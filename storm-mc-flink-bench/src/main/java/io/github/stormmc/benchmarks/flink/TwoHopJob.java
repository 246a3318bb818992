package io.github.stormmc.benchmarks.flink;

import io.github.stormmc.benchmarks.common.LatencyMeters;
import io.github.stormmc.benchmarks.common.TaskMeter;
import java.util.List;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.RichSinkFunction;

/**
 * The tail-latency probe as a Flink user writes it: source → map (relay) → sink. With Flink's default forward
 * connection the three are chained into one task, so there is no hand-over between threads at all (the Storm
 * topology's two shuffle hops are two); what remains is the source's pacing and Flink's per-record path.
 */
final class TwoHopJob {
    static final String SPOUT = "spout";
    static final String RELAY = "relay";
    static final String SINK = "sink";
    static final List<String> COMPONENTS = List.of(SPOUT, RELAY, SINK);

    private TwoHopJob() {
    }

    static void build(StreamExecutionEnvironment env, FlinkOptions o) {
        int p = o.parallelism();
        env.addSource(new StampSource(o)).name(SPOUT).setParallelism(p)
                .map(new Relay()).name(RELAY).setParallelism(p)
                .addSink(new Sink()).name(SINK).setParallelism(p);
    }

    static final class StampSource extends MeteredSource<Tuple2<Long, Long>> {
        private static final long serialVersionUID = 1L;
        private transient long next;

        StampSource(FlinkOptions o) {
            super(SPOUT, o);
        }

        @Override
        protected void openSource() {
        }

        @Override
        protected Tuple2<Long, Long> next(long timestamp, boolean finite) {
            if (finite && next == 10_000) {
                return null;
            }
            return Tuple2.of(next++, timestamp);
        }
    }

    /** Passes the record on; times its arrival, the end of the first hop, as the Storm topology's relay does. */
    static final class Relay extends MeteredFunctions.Map<Tuple2<Long, Long>, Tuple2<Long, Long>> {
        private static final long serialVersionUID = 1L;
        private transient LatencyMeters.Recorder firstHop;

        Relay() {
            super(RELAY);
        }

        @Override
        public void open(OpenContext context) {
            super.open(context);
            firstHop = LatencyMeters.registerFirstHop();
        }

        @Override
        Tuple2<Long, Long> apply(Tuple2<Long, Long> value) {
            firstHop.recordSince(value.f1);
            return Tuple2.of(value.f0, value.f1);
        }
    }

    static final class Sink extends RichSinkFunction<Tuple2<Long, Long>> {
        private static final long serialVersionUID = 1L;
        private transient TaskMeter executed;
        private transient LatencyMeters.Recorder latency;

        @Override
        public void open(OpenContext context) {
            executed = Metered.meter(SINK, getRuntimeContext());
            latency = Metered.latency();
        }

        @Override
        public void invoke(Tuple2<Long, Long> value, Context context) {
            executed.increment();
            latency.recordSince(value.f1);
        }
    }
}
