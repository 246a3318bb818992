package io.github.stormmc.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Types;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.jdbc.bolt.JdbcInsertBolt;
import org.apache.storm.jdbc.common.Column;
import org.apache.storm.jdbc.common.ConnectionProvider;
import org.apache.storm.jdbc.common.HikariCPConnectionProvider;
import org.apache.storm.jdbc.mapper.SimpleJdbcMapper;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Apache's storm-jdbc 2.8.2 {@code JdbcInsertBolt}, unchanged, at the end of a reliable word count on Storm-MC against a
 * real PostgreSQL. The split bolt throws half-way through some sentences on their first attempt (its task restarts, the
 * sentence is replayed, so the words it had already emitted arrive twice: the database sees exactly those duplicate
 * inserts). Two tables keep the result: every word occurrence, keyed by (sentence, position), and every word once with
 * its count. Once every sentence is acked, both hold exactly the input's rows: none lost, none duplicated.
 */
class JdbcInsertBoltWordCountTest {
    private static final int SENTENCES = 200;
    private static final String[] VOCABULARY = {
        "storm", "spout", "bolt", "tuple", "stream", "ack", "fail", "replay", "table", "row", "key", "commit"};
    private static final Set<Integer> ACKED = ConcurrentHashMap.newKeySet();
    private static final List<Integer> FAILED = Collections.synchronizedList(new ArrayList<>());
    private static final Set<Integer> THROWN = ConcurrentHashMap.newKeySet();
    private static PostgresServer db;

    @BeforeAll
    static void startDatabase() throws Exception {
        db = PostgresServer.start();
        db.execute(
            "CREATE TABLE word_occurrences (sentence_id INTEGER NOT NULL, position INTEGER NOT NULL,"
                + " word VARCHAR(20) NOT NULL, PRIMARY KEY (sentence_id, position))",
            "CREATE TABLE word_counts (word VARCHAR(20) PRIMARY KEY, count BIGINT NOT NULL)",
            // every row the bolt proposes, kept or not, so the test sees the duplicates the key turned away
            "CREATE TABLE occurrence_attempts (sentence_id INTEGER NOT NULL, position INTEGER NOT NULL)",
            "CREATE FUNCTION log_attempt() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN"
                + " INSERT INTO occurrence_attempts VALUES (NEW.sentence_id, NEW.position); RETURN NEW; END $$",
            "CREATE TRIGGER log_attempt BEFORE INSERT ON word_occurrences FOR EACH ROW EXECUTE FUNCTION log_attempt()");
    }

    @AfterAll
    static void stopDatabase() throws Exception {
        if (db != null) {
            db.close();
        }
    }

    static List<String> words(int sentence) {
        List<String> words = new ArrayList<>();
        for (int j = 0; j < 4 + sentence % 3; j++) {
            words.add(VOCABULARY[(sentence * 7 + j * 5) % VOCABULARY.length]);
        }
        return words;
    }

    /** The split bolt throws on the first attempt of these sentences. */
    static boolean throwsOnce(int sentence) {
        return sentence % 25 == 3;
    }

    /** Emits sentence i with message id i, once, and replays failed ids. */
    static final class SentenceSpout extends ReplayingSpout {
        private static final long serialVersionUID = 1L;

        SentenceSpout() {
            super("sentence_id", "sentence");
        }

        @Override
        boolean mayEmit(int id) {
            return id < SENTENCES;
        }

        @Override
        Values values(int id) {
            return new Values(id, String.join(" ", words(id)));
        }

        @Override
        void acked(int id) {
            ACKED.add(id);
        }

        @Override
        void failed(int id) {
            FAILED.add(id);
        }
    }

    /** Emits (sentence_id, position, word); throws after half the words of some sentences, once each. */
    static final class SplitBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private transient OutputCollector collector;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            int sentence = input.getIntegerByField("sentence_id");
            String[] words = input.getStringByField("sentence").split(" ");
            for (int p = 0; p < words.length; p++) {
                if (p == words.length / 2 && throwsOnce(sentence) && THROWN.add(sentence)) {
                    throw new IllegalStateException("injected: split fails half-way through sentence " + sentence);
                }
                collector.emit(input, new Values(sentence, p, words[p]));
            }
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("sentence_id", "position", "word"));
        }
    }

    /**
     * Counts each occurrence once (a replayed sentence brings occurrences already counted) and emits the word's count
     * so far, which the insert keeps if it is the highest yet.
     */
    static final class CountBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private transient OutputCollector collector;
        private transient Map<String, Set<Long>> seen;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
            this.seen = new HashMap<>();
        }

        @Override
        public void execute(Tuple input) {
            String word = input.getStringByField("word");
            long occurrence = input.getIntegerByField("sentence_id") * 100L + input.getIntegerByField("position");
            Set<Long> occurrences = seen.computeIfAbsent(word, w -> new HashSet<>());
            occurrences.add(occurrence);
            collector.emit(input, new Values(word, (long) occurrences.size()));
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("word", "count"));
        }
    }

    @Test
    void everyWordIsWrittenOnceWithItsExactCountDespiteCrashesAndReplays() throws Exception {
        ConnectionProvider provider = new HikariCPConnectionProvider(db.hikariConfig());
        JdbcInsertBolt occurrences = new JdbcInsertBolt(provider, new SimpleJdbcMapper(List.of(
            new Column<>("sentence_id", Types.INTEGER), new Column<>("position", Types.INTEGER),
            new Column<>("word", Types.VARCHAR))))
            // a replayed sentence inserts its occurrences again: the key keeps one row each
            .withInsertQuery("INSERT INTO word_occurrences (sentence_id, position, word) VALUES (?, ?, ?)"
                + " ON CONFLICT (sentence_id, position) DO NOTHING")
            .withQueryTimeoutSecs(10);
        JdbcInsertBolt counts = new JdbcInsertBolt(provider, new SimpleJdbcMapper(List.of(
            new Column<>("word", Types.VARCHAR), new Column<>("count", Types.BIGINT))))
            .withInsertQuery("INSERT INTO word_counts (word, count) VALUES (?, ?)"
                + " ON CONFLICT (word) DO UPDATE SET count = GREATEST(word_counts.count, EXCLUDED.count)")
            .withQueryTimeoutSecs(10);

        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("sentences", new SentenceSpout());
        builder.setBolt("split", new SplitBolt(), 2).shuffleGrouping("sentences");
        builder.setBolt("occurrences", occurrences, 2).shuffleGrouping("split");
        builder.setBolt("count", new CountBolt(), 2).fieldsGrouping("split", new Fields("word"));
        builder.setBolt("counts", counts, 2).fieldsGrouping("count", new Fields("word"));
        Config conf = new Config();
        conf.setMaxSpoutPending(50);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("jdbc-word-count", conf, builder.createTopology());
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (ACKED.size() < SENTENCES) {
                assertTrue(System.nanoTime() < deadline, "acked " + ACKED.size() + " of " + SENTENCES);
                Thread.sleep(20);
            }
            assertEquals(THROWN.size(), cluster.stormMc().byName("jdbc-word-count").restarts());
        }

        Set<Integer> expectedThrows = new TreeSet<>();
        List<List<Object>> duplicated = new ArrayList<>();
        Map<String, Long> expected = new TreeMap<>();
        long totalWords = 0;
        for (int i = 0; i < SENTENCES; i++) {
            List<String> words = words(i);
            if (throwsOnce(i)) {
                expectedThrows.add(i);
                // the words emitted before the throw arrive again with the replay
                for (int p = 0; p < words.size() / 2; p++) {
                    duplicated.add(List.of(i, p));
                }
            }
            for (String w : words) {
                expected.merge(w, 1L, Long::sum);
                totalWords++;
            }
        }
        assertEquals(8, expectedThrows.size());
        assertEquals(expectedThrows, new TreeSet<>(THROWN));
        // each injected throw failed its sentence's tree once, and nothing else failed
        assertEquals(expectedThrows, new TreeSet<>(FAILED));
        assertEquals(expectedThrows.size(), FAILED.size());

        assertEquals(expected, new TreeMap<>(db.queryCounts("SELECT word, count FROM word_counts")));
        assertEquals(List.of(List.of((long) expected.size())), db.query("SELECT count(*) FROM word_counts"));
        assertEquals(List.of(List.of(totalWords)), db.query("SELECT count(*) FROM word_occurrences"));
        assertEquals(duplicated, db.query("SELECT sentence_id, position FROM occurrence_attempts"
            + " GROUP BY sentence_id, position HAVING count(*) = 2 ORDER BY sentence_id, position"));
        assertEquals(List.of(List.of(totalWords + duplicated.size())),
            db.query("SELECT count(*) FROM occurrence_attempts"));
        assertEquals(expected,
            new TreeMap<>(db.queryCounts("SELECT word, count(*) FROM word_occurrences GROUP BY word")));
    }
}
