package io.github.stormmc.reliability;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
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
 * Overload with nothing to hold it back but the engine: acking off, no max spout pending, a spout as fast as it can go
 * and a bolt that takes 1 ms per tuple. Backpressure must keep the heap bounded: the live heap is sampled after a GC
 * every 10 s for the run's length. Not part of {@code mvn verify}; {@code tools/reliability-soak overload MINUTES} runs
 * it with {@code -Xmx128m}, where unbounded buffering would end in an OutOfMemoryError within seconds.
 */
class OverloadMemorySoak {
    static final AtomicLong EMITTED = new AtomicLong();
    static final AtomicLong EXECUTED = new AtomicLong();

    @Test
    void heapStaysBoundedUnderOverload() throws Exception {
        long minutes = Long.getLong("stormmc.soak.minutes", 5);
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("flood", new Flood(), 1);
        builder.setBolt("slow", new Slow(), 2).shuffleGrouping("flood");
        Config conf = new Config();
        conf.setNumAckers(0);
        long maxLiveMb = 0;
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("overload", conf, builder.createTopology());
            long end = System.nanoTime() + minutes * 60_000_000_000L;
            while (System.nanoTime() < end) {
                Thread.sleep(10_000);
                System.gc();
                long liveMb = liveHeapMb();
                maxLiveMb = Math.max(maxLiveMb, liveMb);
                System.out.printf("OVERLOAD emitted %d, executed %d, in flight %d, live heap %d MB (max heap %d MB)%n",
                    EMITTED.get(), EXECUTED.get(), EMITTED.get() - EXECUTED.get(), liveMb,
                    Runtime.getRuntime().maxMemory() >> 20);
            }
        }
        System.out.printf("OVERLOAD total: %d min, largest live heap %d MB, no OutOfMemoryError%n", minutes, maxLiveMb);
        assertTrue(maxLiveMb < (Runtime.getRuntime().maxMemory() >> 20));
    }

    private static long liveHeapMb() {
        long used = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.getCollectionUsage() != null) {
                used += pool.getCollectionUsage().getUsed();
            }
        }
        return used >> 20;
    }

    public static final class Flood extends BaseRichSpout {
        private transient SpoutOutputCollector collector;
        private long next;

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void nextTuple() {
            collector.emit(new Values(next++, "payload-" + next)); // about 100 bytes a tuple
            EMITTED.incrementAndGet();
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("n", "text"));
        }
    }

    public static final class Slow extends BaseRichBolt {
        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
        }

        @Override
        public void execute(Tuple input) {
            org.apache.storm.utils.Utils.sleep(1);
            EXECUTED.incrementAndGet();
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }
}
