package io.github.stormmc.trident;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.testing.Await;
import java.util.Map;
import org.apache.storm.LocalCluster;
import org.apache.storm.trident.Stream;
import org.apache.storm.trident.TridentTopology;
import org.apache.storm.trident.operation.GroupedMultiReducer;
import org.apache.storm.trident.operation.MultiReducer;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.operation.TridentMultiReducerContext;
import org.apache.storm.trident.testing.FixedBatchSpout;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/** multiReduce over plain and grouped streams. */
class TridentMultiReduceTest {

    /** Counts tuples per input stream and emits both counts. */
    static final class CountPerStream implements MultiReducer<long[]> {
        @Override
        public void prepare(Map<String, Object> conf, TridentMultiReducerContext context) {
        }

        @Override
        public long[] init(TridentCollector collector) {
            return new long[2];
        }

        @Override
        public void execute(long[] state, int streamIndex, TridentTuple input, TridentCollector collector) {
            state[streamIndex]++;
        }

        @Override
        public void complete(long[] state, TridentCollector collector) {
            collector.emit(new Values(state[0], state[1]));
        }

        @Override
        public void cleanup() {
        }
    }

    /** Per key: sums field 0 of stream 0 and counts stream 1's tuples. */
    static final class SumAndCount implements GroupedMultiReducer<long[]> {
        @Override
        public void prepare(Map<String, Object> conf, TridentMultiReducerContext context) {
        }

        @Override
        public long[] init(TridentCollector collector, TridentTuple group) {
            return new long[2];
        }

        @Override
        public void execute(long[] state, int streamIndex, TridentTuple group, TridentTuple input,
                            TridentCollector collector) {
            if (streamIndex == 0) {
                state[0] += input.getInteger(0);
            } else {
                state[1]++;
            }
        }

        @Override
        public void complete(long[] state, TridentTuple group, TridentCollector collector) {
            collector.emit(new Values(state[0], state[1]));
        }

        @Override
        public void cleanup() {
        }
    }

    @Test
    void plainAndGroupedMultiReduce() throws Exception {
        Sink plain = Sink.create();
        Sink grouped = Sink.create();
        TridentTopology topology = new TridentTopology();
        Stream left = topology.newStream("left", new FixedBatchSpout(new Fields("k", "v"), 10,
                new Values("a", 1), new Values("b", 2), new Values("a", 3)));
        Stream right = topology.newStream("right", new FixedBatchSpout(new Fields("key"), 10,
                new Values("a"), new Values("c")));
        topology.multiReduce(left, right, new CountPerStream(), new Fields("left", "right")).peek(plain);
        topology.multiReduce(new Fields("v"), left.groupBy(new Fields("k")), new Fields(), right.groupBy(new Fields("key")),
                new SumAndCount(), new Fields("sum", "count")).parallelismHint(2).peek(grouped);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("multi", TridentOperationsTest.fastBatches(), topology.build());
            Await.until("reduced", () -> plain.size() >= 1 && grouped.size() >= 3);
        }
        assertEquals(java.util.List.of(3L, 2L), plain.tuples().get(0));
        assertEquals(TridentOperationsTest.rows(new Object[] {"a", 4L, 1L}, new Object[] {"b", 2L, 0L},
                new Object[] {"c", 0L, 1L}), TridentOperationsTest.sorted(grouped.tuples().subList(0, 3)));
    }
}
