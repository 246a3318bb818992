package io.github.stormmc.executor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
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
 * A spout that emits in a long fast burst and then starts blocking inside {@code nextTuple} after each emit (a source
 * that caught up and now waits on I/O: for its tuple to arrive downstream, then a millisecond more). Inside a burst
 * the executor reads the clock only every few callbacks (BatchingRule), so the first blocking callbacks' tuples may be held until a read sees the time they took: at
 * most the first one and three more whose reads were skipped. From the read that sees a slow callback on, each
 * callback's tuple goes out at once, even though the sink is still busy with the tuples that read flushed, so it
 * arrives while its emitter still blocks; and no tuple is lost or reordered.
 */
class BlockingAfterBurstTest {
    /** Long enough for the spout's code to be compiled, so the burst's callbacks are fast and its reads spaced out. */
    private static final int BURST = 200_000;
    private static final int BLOCKING = 10;
    /** How long a blocking callback waits for its tuple: far longer than a hand-over to an idle consumer takes. */
    private static final long BLOCK_MILLIS = 1_000;
    private static final int MOST_HELD = 1 + 3;
    /** What each blocking callback waits beyond its tuple's arrival: well above BatchingRule's 20 µs burst gap. */
    private static final long IO_WAIT_NANOS = TimeUnit.MILLISECONDS.toNanos(1);

    static final AtomicInteger ARRIVED = new AtomicInteger();
    static final Object ARRIVAL = new Object();
    /** Blocking callbacks that gave up waiting: their tuple was held until they returned. */
    static final AtomicInteger HELD = new AtomicInteger();
    static final AtomicInteger OUT_OF_ORDER = new AtomicInteger();

    @Test
    void afterAFastBurstABlockingEmitterIsSeenWithinFourCallbacksAndNothingIsLost() throws Exception {
        ARRIVED.set(0);
        HELD.set(0);
        OUT_OF_ORDER.set(0);
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new BurstThenBlockSpout(), 1);
        builder.setBolt("sink", new OrderedSink(), 1).shuffleGrouping("spout");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("burst-then-block", new Config(), builder.createTopology());
            Await.until("every tuple arrived", () -> ARRIVED.get() == BURST + BLOCKING);
        }
        assertEquals(BURST + BLOCKING, ARRIVED.get(), "every tuple arrives exactly once");
        assertEquals(0, OUT_OF_ORDER.get(), "in emit order");
        assertTrue(HELD.get() <= MOST_HELD, HELD.get() + " of the " + BLOCKING
            + " blocking callbacks had their tuple held until they returned; at most " + MOST_HELD + " may");
    }

    /** Blocks the calling thread for at least the given time. */
    private static void pause(long nanos) {
        long end = System.nanoTime() + nanos;
        long left;
        while ((left = end - System.nanoTime()) > 0) {
            LockSupport.parkNanos(left);
        }
    }

    private static boolean arrivedWithin(int count, long millis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        synchronized (ARRIVAL) {
            long left;
            while (ARRIVED.get() < count && (left = deadline - System.nanoTime()) > 0) {
                try {
                    TimeUnit.NANOSECONDS.timedWait(ARRIVAL, left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }
            return ARRIVED.get() >= count;
        }
    }

    public static final class BurstThenBlockSpout extends BaseRichSpout {
        private SpoutOutputCollector collector;
        private int next;

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void nextTuple() {
            if (next == BURST + BLOCKING) {
                return;
            }
            int n = next++;
            collector.emit(new Values(n));
            if (n >= BURST) {
                if (!arrivedWithin(n + 1, BLOCK_MILLIS)) {
                    HELD.incrementAndGet();
                }
                // The rest of the I/O wait. Without it, a callback whose tuple arrived at once (two wake-ups, under
                // 20 µs on a fast machine) would be a fast callback by the engine's mark, and by the documented rule
                // the next one's tuple would join a burst's batch and be held: the scenario is a callback that blocks.
                pause(IO_WAIT_NANOS);
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("n"));
        }
    }

    public static final class OrderedSink extends BaseRichBolt {
        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
        }

        @Override
        public void execute(Tuple input) {
            // cheap enough to keep up with the burst, so the spout's callbacks stay fast (no backpressure waits)
            int n = input.getInteger(0);
            if (n != ARRIVED.get()) {
                OUT_OF_ORDER.incrementAndGet();
            }
            ARRIVED.incrementAndGet();
            if (n >= BURST) {
                synchronized (ARRIVAL) { // the waiter re-checks ARRIVED under this lock: no wake-up is lost
                    ARRIVAL.notifyAll();
                }
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }
}
