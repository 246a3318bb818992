package io.github.stormmc.benchmarks.flink;

import io.github.stormmc.benchmarks.common.LatencyMeters;
import io.github.stormmc.benchmarks.common.TaskMeter;
import io.github.stormmc.benchmarks.rollingsort.RandomMessages;
import io.github.stormmc.benchmarks.rollingsort.RollingWindow;
import io.github.stormmc.benchmarks.rollingsort.SortResults;
import java.util.List;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.functions.RichFlatMapFunction;
import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.util.Collector;

/**
 * storm-benchmark's RollingSort as a Flink user writes it: a source of random 100-digit messages, and a sort task
 * (chained to it by Flink's default, Storm's local-or-shuffle) keeping a rolling window of the last messages and
 * sorting it every tick, emitting the sorted window to a discarding sink. A non-keyed Flink function has no timers,
 * so the tick is checked as messages arrive (the same work under load).
 */
final class RollingSortJob {
    static final String SPOUT = "spout";
    static final String SORT = "sort";
    static final List<String> COMPONENTS = List.of(SPOUT, SORT);
    private static final int POOL_SIZE = 100;
    private static final int MESSAGE_LENGTH = 100;
    private static final int WINDOW = 100;
    private static final long FINITE_COUNT = 10_000;

    private RollingSortJob() {
    }

    static void build(StreamExecutionEnvironment env, FlinkOptions o) {
        int p = o.parallelism();
        env.addSource(new MessageSource(o)).name(SPOUT).setParallelism(p)
                .flatMap(new Sort(o.tickSecs())).name(SORT).setParallelism(p)
                .sinkTo(new DiscardingSink<>()).name("discard").setParallelism(p);
    }

    static final class MessageSource extends MeteredSource<Tuple2<String, Long>> {
        private static final long serialVersionUID = 1L;
        private transient RandomMessages messages;
        private transient long remaining;

        MessageSource(FlinkOptions o) {
            super(SPOUT, o);
        }

        @Override
        protected void openSource() {
            // Seeded per task, as the Storm spout is.
            messages = new RandomMessages(POOL_SIZE, MESSAGE_LENGTH, 31L * (taskIndex() + 1) + 7);
            remaining = FINITE_COUNT;
        }

        @Override
        protected Tuple2<String, Long> next(long timestamp, boolean finite) {
            if (finite) {
                if (remaining == 0) {
                    return null;
                }
                remaining--;
            }
            return Tuple2.of(messages.next(), timestamp);
        }
    }

    static final class Sort extends RichFlatMapFunction<Tuple2<String, Long>, String[]> {
        private static final long serialVersionUID = 1L;
        private final long tickNanos;
        private transient RollingWindow window;
        private transient long nextTick;
        private transient TaskMeter executed;
        private transient LatencyMeters.Recorder latency;

        Sort(int tickSecs) {
            this.tickNanos = tickSecs * 1_000_000_000L;
        }

        @Override
        public void open(OpenContext context) {
            window = new RollingWindow(WINDOW);
            nextTick = System.nanoTime() + tickNanos;
            executed = Metered.meter(SORT, getRuntimeContext());
            latency = Metered.latency();
        }

        @Override
        public void flatMap(Tuple2<String, Long> message, Collector<String[]> out) {
            window.add(message.f0);
            executed.increment();
            latency.recordSince(message.f1);
            if (System.nanoTime() - nextTick >= 0) {
                nextTick += tickNanos;
                String[] sorted = window.sorted();
                SortResults.record(sorted.length, RollingWindow.isSorted(sorted));
                out.collect(sorted);
            }
        }
    }
}
