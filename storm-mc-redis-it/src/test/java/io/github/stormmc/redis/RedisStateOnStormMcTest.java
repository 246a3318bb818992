package io.github.stormmc.redis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.redis.state.RedisKeyValueStateProvider;
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
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Apache's storm-redis 2.8.2 {@code RedisKeyValueStateProvider}, unchanged, behind stateful bolts on Storm-MC, with a
 * real redis-server: a word count whose task crashes once mid-run restarts from the state committed in Redis, and the
 * counts read back from Redis after every word is acked equal the input's.
 */
class RedisStateOnStormMcTest {
    private static final int WORDS = 900;
    private static final Set<Integer> ACKED = ConcurrentHashMap.newKeySet();
    private static final Set<String> NAMESPACES = ConcurrentHashMap.newKeySet();
    private static final AtomicBoolean CRASHED = new AtomicBoolean();
    private static RedisServer redis;

    @BeforeAll
    static void startRedis() throws Exception {
        redis = RedisServer.start();
    }

    @AfterAll
    static void stopRedis() throws Exception {
        if (redis != null) {
            redis.close();
        }
    }

    private static String word(int i) {
        return "w" + (i * 7 % 23);
    }

    /** Emits word i with message id i, once, and replays failed ids. */
    static final class WordSpout extends BaseRichSpout {
        private static final long serialVersionUID = 1L;
        private transient SpoutOutputCollector collector;
        private transient Deque<Integer> replays;
        private transient int next;

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
            this.replays = new ArrayDeque<>();
        }

        @Override
        public void nextTuple() {
            Integer id = replays.poll();
            if (id == null && next < WORDS) {
                id = next++;
            }
            if (id != null) {
                collector.emit(new Values(word(id)), id);
            }
        }

        @Override
        public void ack(Object msgId) {
            ACKED.add((Integer) msgId);
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

    /** Counts words in its Redis-backed state; one task crashes once after 300 tuples. */
    static final class CountBolt extends BaseStatefulBolt<KeyValueState<String, Long>> {
        private static final long serialVersionUID = 1L;
        private transient KeyValueState<String, Long> counts;
        private transient OutputCollector collector;
        private transient int seen;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
            NAMESPACES.add(context.getThisComponentId() + "-" + context.getThisTaskId());
        }

        @Override
        public void initState(KeyValueState<String, Long> state) {
            counts = state;
        }

        @Override
        public void execute(Tuple input) {
            if (++seen == 300 && !CRASHED.getAndSet(true)) {
                throw new IllegalStateException("injected crash: the task restarts from the state in Redis");
            }
            String word = input.getString(0);
            counts.put(word, counts.get(word, 0L) + 1);
            collector.ack(input);
        }
    }

    @Test
    void aCrashedTaskResumesFromRedisAndTheCountsAreExact() throws Exception {
        Map<String, Object> conf = new Config();
        conf.put(Config.TOPOLOGY_STATE_PROVIDER, RedisKeyValueStateProvider.class.getName());
        conf.put("topology.state.provider.config",
            "{\"jedisPoolConfig\":{\"host\":\"127.0.0.1\",\"port\":" + redis.port() + "}}");
        conf.put(Config.TOPOLOGY_STATE_CHECKPOINT_INTERVAL, 50);
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("words", new WordSpout());
        builder.setBolt("count", new CountBolt(), 2).fieldsGrouping("words", new Fields("word"));
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("redis-count", conf, builder.createTopology());
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (ACKED.size() < WORDS) {
                assertTrue(System.nanoTime() < deadline, "acked " + ACKED.size() + " of " + WORDS);
                Thread.sleep(20);
            }
            assertEquals(1L, cluster.stormMc().byName("redis-count").restarts());
        }
        // acks are released at commits: everything acked is in the state committed to Redis
        Map<String, Long> expected = new TreeMap<>();
        for (int i = 0; i < WORDS; i++) {
            expected.merge(word(i), 1L, Long::sum);
        }
        Map<String, Long> counted = new TreeMap<>();
        List<String> namespaces = new ArrayList<>(NAMESPACES);
        assertEquals(2, namespaces.size(), namespaces.toString());
        for (String ns : namespaces) {
            @SuppressWarnings("unchecked")
            KeyValueState<String, Long> state =
                (KeyValueState<String, Long>) new RedisKeyValueStateProvider().newState(ns, conf, null);
            for (Map.Entry<String, Long> e : state) {
                counted.merge(e.getKey(), e.getValue(), Long::sum);
            }
        }
        assertEquals(expected, counted);
    }
}
