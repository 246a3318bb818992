package io.github.stormmc.state;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.spout.SpoutOutputCollector;
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
 * The child JVM of {@link RocksDbCrashRecoveryTest}: a stateful word count over the lines of a file, with state in
 * RocksDB. The spout is replayable (it records the contiguously acked offset in a file, as a Kafka consumer commits
 * offsets) and the bolt remembers in its state which lines it has counted, so a line replayed after a crash is counted
 * once. Prints "NAMESPACE ns", "COMMIT txid" and, once every line is acked, "ALL_ACKED".
 */
public final class CrashWordCount {
    private static final PrintStream OUT = System.out;

    private CrashWordCount() {
    }

    public static void main(String[] args) throws Exception {
        Path input = Path.of(args[0]);
        Path stateDir = Path.of(args[1]);
        Path offsetFile = Path.of(args[2]);
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("lines", new LineSpout(input.toString(), offsetFile.toString()));
        builder.setBolt("counter", new CountBolt(), 2).fieldsGrouping("lines", new Fields("index"));
        Config conf = new Config();
        conf.put(Config.TOPOLOGY_STATE_PROVIDER, RocksDbStateProvider.class.getName());
        conf.put(RocksDbStateProvider.DIR, stateDir.toString());
        conf.put(Config.TOPOLOGY_STATE_CHECKPOINT_INTERVAL, 30);
        conf.setMaxSpoutPending(40);
        LocalCluster cluster = new LocalCluster();
        cluster.submitTopology("crash-count", conf, builder.createTopology());
        Thread.sleep(Long.MAX_VALUE); // until the test kills us
    }

    static synchronized void say(String line) {
        OUT.println(line);
        OUT.flush();
    }

    /** Emits (index, line) from the committed offset on; records the contiguously acked offset; replays fails. */
    public static final class LineSpout extends BaseRichSpout {
        private static final long serialVersionUID = 1L;
        private final String input;
        private final String offsetFile;
        private transient List<String> lines;
        private transient SpoutOutputCollector collector;
        private transient int next;
        private transient int committed;
        private transient TreeSet<Integer> acked;
        private transient Deque<Integer> replays;
        private transient boolean done;

        LineSpout(String input, String offsetFile) {
            this.input = input;
            this.offsetFile = offsetFile;
        }

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
            try {
                lines = Files.readAllLines(Path.of(input), StandardCharsets.UTF_8);
                Path offset = Path.of(offsetFile);
                committed = Files.exists(offset) ? Integer.parseInt(Files.readString(offset).trim()) : 0;
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            next = committed;
            acked = new TreeSet<>();
            replays = new ArrayDeque<>();
        }

        @Override
        public void nextTuple() {
            Integer index = replays.poll();
            if (index == null && next < lines.size()) {
                index = next++;
            }
            if (index != null) {
                collector.emit(new Values(index, lines.get(index)), index);
            }
        }

        @Override
        public void ack(Object msgId) {
            acked.add((Integer) msgId);
            int before = committed;
            while (acked.remove(committed)) {
                committed++;
            }
            if (committed != before) {
                writeOffset();
            }
            if (committed == lines.size() && !done) {
                done = true;
                say("ALL_ACKED");
            }
        }

        private void writeOffset() {
            try {
                Path tmp = Path.of(offsetFile + ".tmp");
                Files.writeString(tmp, Integer.toString(committed));
                Files.move(tmp, Path.of(offsetFile), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        public void fail(Object msgId) {
            replays.add((Integer) msgId);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("index", "line"));
        }
    }

    /** Counts words in its state, and marks each counted line there too ("#index"). */
    public static final class CountBolt extends BaseStatefulBolt<KeyValueState<String, Long>> {
        private static final long serialVersionUID = 1L;
        private transient KeyValueState<String, Long> counts;
        private transient OutputCollector collector;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
            say("NAMESPACE " + context.getThisComponentId() + "-" + context.getThisTaskId());
        }

        @Override
        public void initState(KeyValueState<String, Long> state) {
            counts = state;
        }

        @Override
        public void execute(Tuple input) {
            String mark = "#" + input.getInteger(0);
            if (counts.get(mark) == null) {
                for (String word : input.getString(1).split(" ")) {
                    counts.put(word, counts.get(word, 0L) + 1);
                }
                counts.put(mark, 1L);
            }
            collector.ack(input);
        }

        @Override
        public void preCommit(long txid) {
            say("COMMIT " + txid);
        }
    }
}
