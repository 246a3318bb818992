package io.github.stormmc.state;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.Recorder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
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
import org.junit.jupiter.api.Test;

/** A stateful word count crashes once; the restarted task gets the last committed state and replays make it exact. */
class StatefulWordCountTest {
    private static final Map<String, AtomicBoolean> CRASHED = new ConcurrentHashMap<>();
    private static final Map<String, TopologyContext> CONTEXTS = new ConcurrentHashMap<>();

    record Restored(int generation, Map<String, Integer> state) {
    }

    record CommittedAtCrash(Map<Object, Object> state) {
    }

    /** Emits word i of the list with message id i; replays failed ids. */
    static final class WordSpout extends BaseRichSpout {
        private static final long serialVersionUID = 1L;
        private final String key;
        private final List<String> words;
        private transient SpoutOutputCollector collector;
        private transient List<Integer> replays;
        private transient int next;

        WordSpout(String key, List<String> words) {
            this.key = key;
            this.words = words;
        }

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
            this.replays = new ArrayList<>();
        }

        @Override
        public void nextTuple() {
            Integer id = !replays.isEmpty() ? replays.remove(0) : next < words.size() ? next++ : null;
            if (id != null) {
                collector.emit(new Values(words.get(id)), id);
            }
        }

        @Override
        public void ack(Object msgId) {
            Recorder.record(key, "ack:" + msgId);
        }

        @Override
        public void fail(Object msgId) {
            replays.add((Integer) msgId);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("word"));
        }
    }

    static final class CountBolt extends BaseStatefulBolt<KeyValueState<String, Integer>> {
        private static final long serialVersionUID = 1L;
        private final String key;
        private final int crashAt;
        private transient KeyValueState<String, Integer> counts;
        private transient OutputCollector collector;
        private transient TopologyContext context;
        private transient int seen;

        CountBolt(String key, int crashAt) {
            this.key = key;
            this.crashAt = crashAt;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
            this.context = context;
            CONTEXTS.put(key, context);
        }

        @Override
        public void initState(KeyValueState<String, Integer> state) {
            counts = state;
            Map<String, Integer> copy = new TreeMap<>();
            state.forEach(e -> copy.put(e.getKey(), e.getValue()));
            Recorder.record(key, new Restored(Recorder.count(key, Restored.class), copy));
        }

        @Override
        public void execute(Tuple input) {
            if (++seen == crashAt && !CRASHED.computeIfAbsent(key, k -> new AtomicBoolean()).getAndSet(true)) {
                Recorder.record(key, new CommittedAtCrash(new TreeMap<>(CommittedStates.load(context, namespace()))));
                throw new IllegalStateException("injected crash");
            }
            String word = input.getString(0);
            counts.put(word, counts.get(word, 0) + 1);
            collector.ack(input);
        }

        private String namespace() {
            return context.getThisComponentId() + "-" + context.getThisTaskId();
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    @Test
    void restoredStateIsTheLastCommittedAndReplaysGiveExactCounts() throws Exception {
        String key = Recorder.newKey();
        List<String> words = new ArrayList<>();
        String[] vocabulary = {"apple", "banana", "cherry"};
        for (int i = 0; i < 60; i++) {
            words.add(vocabulary[i % 3]);
        }
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("words", new WordSpout(key, words));
        builder.setBolt("counter", new CountBolt(key, 40)).shuffleGrouping("words");
        Config conf = new Config();
        conf.put(Config.TOPOLOGY_STATE_CHECKPOINT_INTERVAL, 20);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("stateful-count", conf, builder.createTopology());
            // acks are released only at commits, so every id acked means every word is in the committed state
            Await.until("all 60 words acked", () -> Recorder.events(key, String.class).stream().distinct().count() == 60);
            assertEquals(1L, cluster.stormMc().byName("stateful-count").restarts());
            TopologyContext context = CONTEXTS.get(key);
            Map<Object, Object> committed = new TreeMap<>(CommittedStates.load(context,
                context.getThisComponentId() + "-" + context.getThisTaskId()));
            assertEquals(Map.of("apple", 20, "banana", 20, "cherry", 20), committed);
        }
        List<Restored> restored = Recorder.events(key, Restored.class);
        assertEquals(2, restored.size());
        assertEquals(Map.of(), restored.get(0).state());
        CommittedAtCrash atCrash = Recorder.events(key, CommittedAtCrash.class).get(0);
        assertEquals(atCrash.state(), new TreeMap<Object, Object>(restored.get(1).state()));
    }
}
