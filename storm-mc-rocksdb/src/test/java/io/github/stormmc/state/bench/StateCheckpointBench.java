package io.github.stormmc.state.bench;

import io.github.stormmc.state.RocksDbStateProvider;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.state.InMemoryKeyValueStateProvider;
import org.apache.storm.state.KeyValueState;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.topology.base.BaseStatefulBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

/**
 * What durable state costs: a stateful word count (acked spout, two counting tasks, checkpoints every second) on the
 * in-memory state provider or on RocksDB, measured as words acked per second. Not a test; run by
 * {@code tools/state-bench}, which alternates the two and prints the ratio.
 *
 * <pre>StateCheckpointBench memory|rocksdb WARMUP_SECS MEASURE_SECS [VOCABULARY]</pre>
 */
public final class StateCheckpointBench {
    static final AtomicLong ACKED = new AtomicLong();

    private StateCheckpointBench() {
    }

    public static void main(String[] args) throws Exception {
        boolean rocks = args[0].equals("rocksdb");
        int warmup = Integer.parseInt(args[1]);
        int measure = Integer.parseInt(args[2]);
        int vocabulary = args.length > 3 ? Integer.parseInt(args[3]) : 1000;
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("words", new WordSpout(vocabulary), 1);
        builder.setBolt("count", new CountBolt(), 2).fieldsGrouping("words", new Fields("word"));
        Config conf = new Config();
        // no max spout pending: acks are released at checkpoints, so a limit, not the state, would set the rate
        // (backpressure bounds the tuples in flight instead)
        conf.put(Config.TOPOLOGY_STATE_CHECKPOINT_INTERVAL, 1000);
        Path dir = Files.createTempDirectory("state-bench");
        conf.put(Config.TOPOLOGY_STATE_PROVIDER, rocks ? RocksDbStateProvider.class.getName()
            : InMemoryKeyValueStateProvider.class.getName());
        conf.put(RocksDbStateProvider.DIR, dir.toString());
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("state-bench", conf, builder.createTopology());
            Thread.sleep(warmup * 1000L);
            long start = ACKED.get();
            long t0 = System.nanoTime();
            Thread.sleep(measure * 1000L);
            long acked = ACKED.get() - start;
            double secs = (System.nanoTime() - t0) / 1e9;
            System.out.printf("RESULT provider=%s words_per_sec=%.0f%n", args[0], acked / secs);
        }
        System.exit(0);
    }

    /** Emits words of a fixed vocabulary with message ids, as fast as the topology takes them. */
    public static final class WordSpout extends BaseRichSpout {
        private static final long serialVersionUID = 1L;
        private final int vocabulary;
        private transient SpoutOutputCollector collector;
        private transient long next;

        WordSpout(int vocabulary) {
            this.vocabulary = vocabulary;
        }

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void nextTuple() {
            long id = next++;
            collector.emit(new Values("w" + (id * 7919 % vocabulary)), id);
        }

        @Override
        public void ack(Object msgId) {
            ACKED.incrementAndGet();
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("word"));
        }
    }

    /** Counts words in its key-value state. */
    public static final class CountBolt extends BaseStatefulBolt<KeyValueState<String, Long>> {
        private static final long serialVersionUID = 1L;
        private transient KeyValueState<String, Long> counts;
        private transient OutputCollector collector;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void initState(KeyValueState<String, Long> state) {
            counts = state;
        }

        @Override
        public void execute(Tuple input) {
            String word = input.getString(0);
            counts.put(word, counts.get(word, 0L) + 1);
            collector.ack(input);
        }
    }
}
