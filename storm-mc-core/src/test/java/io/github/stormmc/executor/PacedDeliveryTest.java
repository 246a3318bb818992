package io.github.stormmc.executor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.testing.Await;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/**
 * Batching must never hold a tuple for an idle consumer: a spout that emits and then blocks inside {@code nextTuple}
 * (storm-perf's LowThroughputTopo sleeps there), and a bolt that emits and then blocks inside {@code execute}, must
 * have their tuple delivered while they still block. Each emitter here blocks until its tuple has arrived
 * downstream, so a tuple held until the callback returns is a deadlock the bounded wait reports.
 *
 * <p>The consumer of each blocking emitter is idle when the emit happens (the spout emits tuple n only after the
 * relay has finished tuple n - 1). The spout is paced, as LowThroughputTopo is: it sleeps a millisecond before each
 * emit, so neither emitter's callbacks come back to back (under 20 µs apart), which is the one case where a tuple
 * for an idle consumer may wait for its burst (BatchingRule); without the pause a fast machine ran the whole cycle
 * in under 20 µs now and then, and the relay's fifth tuple waited for its execute to return. A tuple emitted while
 * its consumer is still busy may be batched until the emitting callback returns or calls {@code collector.flush()}:
 * that is where batching pays off.
 */
class PacedDeliveryTest {
    private static final int TUPLES = 20;
    /** Bounds a broken run only: a correct one is released as soon as the tuple arrives. */
    private static final long WAIT_SECONDS = 20;
    static final LinkedBlockingQueue<Integer> AT_RELAY = new LinkedBlockingQueue<>();
    static final LinkedBlockingQueue<Integer> AT_SINK = new LinkedBlockingQueue<>();
    /** The last tuple the relay has finished with, -1 before the first. */
    static final java.util.concurrent.atomic.AtomicInteger RELAY_DONE = new java.util.concurrent.atomic.AtomicInteger();
    static final List<String> OUTCOMES = new CopyOnWriteArrayList<>();

    @Test
    void tuplesReachIdleConsumersWhileTheirEmitterStillBlocks() throws Exception {
        AT_RELAY.clear();
        AT_SINK.clear();
        OUTCOMES.clear();
        RELAY_DONE.set(-1);
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new PacedSpout(), 1);
        builder.setBolt("relay", new BlockingRelay(), 1).shuffleGrouping("spout");
        builder.setBolt("sink", new Sink(), 1).shuffleGrouping("relay");
        Config conf = new Config();
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("paced", conf, builder.createTopology());
            Await.until("the spout has finished", () -> OUTCOMES.size() >= 2 * TUPLES
                || OUTCOMES.stream().anyMatch(o -> o.contains("held")));
        }
        List<String> expected = new java.util.ArrayList<>();
        for (int i = 0; i < TUPLES; i++) {
            expected.add("relay got " + i + " during nextTuple");
            expected.add("sink got " + i + " during execute");
        }
        assertEquals(expected, List.copyOf(OUTCOMES).stream().sorted(PacedDeliveryTest::byTupleThenStage).toList());
    }

    private static int byTupleThenStage(String a, String b) {
        int ta = Integer.parseInt(a.split(" ")[2]);
        int tb = Integer.parseInt(b.split(" ")[2]);
        return ta != tb ? Integer.compare(ta, tb) : a.compareTo(b);
    }

    private static boolean arrived(LinkedBlockingQueue<Integer> queue, int n) {
        try {
            Integer got = queue.poll(WAIT_SECONDS, TimeUnit.SECONDS);
            return got != null && got == n;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Emits tuple n once the relay is done with n - 1, then blocks inside nextTuple until the relay has it. */
    public static final class PacedSpout extends BaseRichSpout {
        private SpoutOutputCollector collector;
        private int next;

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void nextTuple() {
            if (next >= TUPLES || RELAY_DONE.get() != next - 1) {
                return;
            }
            try {
                Thread.sleep(1); // paced: the relay's executes start a millisecond apart, never back to back
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            int n = next++;
            collector.emit(new Values(n));
            OUTCOMES.add(arrived(AT_RELAY, n) ? "relay got " + n + " during nextTuple"
                : "relay got " + n + " held until nextTuple returned");
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("n"));
        }
    }

    /** Forwards tuple n, then blocks inside execute until the sink has it. */
    public static final class BlockingRelay extends BaseRichBolt {
        private OutputCollector collector;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            int n = input.getInteger(0);
            AT_RELAY.add(n);
            collector.emit(new Values(n));
            OUTCOMES.add(arrived(AT_SINK, n) ? "sink got " + n + " during execute"
                : "sink got " + n + " held until execute returned");
            RELAY_DONE.set(n);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("n"));
        }
    }

    public static final class Sink extends BaseRichBolt {
        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
        }

        @Override
        public void execute(Tuple input) {
            AT_SINK.add(input.getInteger(0));
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }
}
