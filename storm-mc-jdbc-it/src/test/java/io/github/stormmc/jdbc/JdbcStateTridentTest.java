package io.github.stormmc.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.jdbc.common.Column;
import org.apache.storm.jdbc.common.ConnectionProvider;
import org.apache.storm.jdbc.common.HikariCPConnectionProvider;
import org.apache.storm.jdbc.mapper.JdbcMapper;
import org.apache.storm.jdbc.mapper.SimpleJdbcLookupMapper;
import org.apache.storm.jdbc.mapper.SimpleJdbcMapper;
import org.apache.storm.jdbc.trident.state.JdbcQuery;
import org.apache.storm.jdbc.trident.state.JdbcState;
import org.apache.storm.jdbc.trident.state.JdbcStateFactory;
import org.apache.storm.jdbc.trident.state.JdbcUpdater;
import org.apache.storm.topology.FailedException;
import org.apache.storm.trident.TridentTopology;
import org.apache.storm.trident.operation.BaseAggregator;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.operation.builtin.FilterNull;
import org.apache.storm.trident.testing.FixedBatchSpout;
import org.apache.storm.trident.topology.TransactionAttempt;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.ITuple;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Apache's storm-jdbc 2.8.2 Trident state ({@code JdbcStateFactory}, {@code JdbcUpdater}, {@code JdbcQuery}),
 * unchanged, on Storm-MC against a real PostgreSQL. {@code JdbcState} only inserts, so a grouped count is persisted as
 * one row per (word, transaction id) with the batch's count, upserted: a replayed batch (same transaction id, same
 * tuples from the transactional spout) rewrites its rows instead of adding to them. The first attempt of every odd
 * transaction fails inside the state update, after other partitions of the batch may have written theirs; the rows are
 * exactly the batches' counts afterwards, and their sums are the input's counts.
 */
class JdbcStateTridentTest {
    private static final String[] VOCABULARY = {"red", "green", "blue", "cyan", "magenta"};
    private static final int WORDS = 60;
    private static final int BATCH = 3;
    private static final int BATCHES = WORDS / BATCH;
    private static final Set<Long> ACKED = ConcurrentHashMap.newKeySet();
    private static final Set<Long> FAILED_ONCE = ConcurrentHashMap.newKeySet();
    private static PostgresServer db;

    @BeforeAll
    static void startDatabase() throws Exception {
        db = PostgresServer.start();
        db.execute(
            "CREATE TABLE batch_counts (word VARCHAR(20) NOT NULL, txid BIGINT NOT NULL, count BIGINT NOT NULL,"
                + " PRIMARY KEY (word, txid))",
            "CREATE TABLE colours (word VARCHAR(20) PRIMARY KEY, hex VARCHAR(7) NOT NULL)",
            "INSERT INTO colours VALUES ('red', '#ff0000'), ('green', '#00ff00'), ('blue', '#0000ff')",
            "CREATE TABLE colour_lookups (word VARCHAR(20) PRIMARY KEY, hex VARCHAR(7) NOT NULL)");
    }

    @AfterAll
    static void stopDatabase() throws Exception {
        if (db != null) {
            db.close();
        }
    }

    static String word(int i) {
        return VOCABULARY[(i * 7 + i / 4) % VOCABULARY.length];
    }

    /** Storm's FixedBatchSpout (a batch is the same tuples on every attempt), recording the transactions it completes. */
    static final class RecordingFixedBatchSpout extends FixedBatchSpout {
        private static final long serialVersionUID = 1L;

        RecordingFixedBatchSpout(Fields fields, int maxBatchSize, List<Object>[] outputs) {
            super(fields, maxBatchSize, outputs);
        }

        @Override
        public void ack(long batchId) {
            super.ack(batchId);
            ACKED.add(batchId);
        }
    }

    /** Counts a group's tuples in the batch and emits (count, transaction id). */
    static final class CountWithTxid extends BaseAggregator<long[]> {
        private static final long serialVersionUID = 1L;

        @Override
        public long[] init(Object batchId, TridentCollector collector) {
            return new long[] {0, ((TransactionAttempt) batchId).getTransactionId()};
        }

        @Override
        public void aggregate(long[] state, TridentTuple tuple, TridentCollector collector) {
            state[0]++;
        }

        @Override
        public void complete(long[] state, TridentCollector collector) {
            collector.emit(new Values(state[0], state[1]));
        }
    }

    /** storm-jdbc's SimpleJdbcMapper, failing the first attempt of every odd transaction once. */
    static final class FailingOnceMapper implements JdbcMapper {
        private static final long serialVersionUID = 1L;
        private final SimpleJdbcMapper mapper;

        FailingOnceMapper(SimpleJdbcMapper mapper) {
            this.mapper = mapper;
        }

        @Override
        @SuppressWarnings("rawtypes") // storm-jdbc's signature
        public List<Column> getColumns(ITuple tuple) {
            long txid = tuple.getLongByField("txid");
            if (txid % 2 == 1 && FAILED_ONCE.add(txid)) {
                throw new FailedException("injected: the state update of transaction " + txid + " fails once");
            }
            return mapper.getColumns(tuple);
        }
    }

    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void upsertedBatchCountsAreExactAfterReplaysAndTheQueryReadsThem() throws Exception {
        List<Object>[] outputs = new List[WORDS];
        for (int i = 0; i < WORDS; i++) {
            outputs[i] = new Values(word(i));
        }
        RecordingFixedBatchSpout spout = new RecordingFixedBatchSpout(new Fields("word"), BATCH, outputs);
        ConnectionProvider provider = new HikariCPConnectionProvider(db.hikariConfig());
        JdbcState.Options counts = new JdbcState.Options()
            .withConnectionProvider(provider)
            .withMapper(new FailingOnceMapper(new SimpleJdbcMapper(List.of(new Column<>("word", Types.VARCHAR),
                new Column<>("txid", Types.BIGINT), new Column<>("count", Types.BIGINT)))))
            .withInsertQuery("INSERT INTO batch_counts (word, txid, count) VALUES (?, ?, ?)"
                + " ON CONFLICT (word, txid) DO UPDATE SET count = EXCLUDED.count")
            .withQueryTimeoutSecs(10);
        JdbcState.Options colours = new JdbcState.Options()
            .withConnectionProvider(provider)
            .withJdbcLookupMapper(new SimpleJdbcLookupMapper(new Fields("hex"),
                List.of(new Column<>("word", Types.VARCHAR))))
            // a query function answers every tuple (Storm checks the sizes match), and JdbcState lists the rows of
            // all tuples together: the query must give exactly one row per word, a NULL colour when it has none
            .withSelectQuery("SELECT c.hex FROM (SELECT CAST(? AS VARCHAR(20)) AS word) q"
                + " LEFT JOIN colours c ON c.word = q.word")
            .withQueryTimeoutSecs(10);
        JdbcState.Options lookups = new JdbcState.Options()
            .withConnectionProvider(provider)
            .withMapper(new SimpleJdbcMapper(List.of(new Column<>("word", Types.VARCHAR),
                new Column<>("hex", Types.VARCHAR))))
            .withInsertQuery("INSERT INTO colour_lookups (word, hex) VALUES (?, ?) ON CONFLICT (word) DO NOTHING")
            .withQueryTimeoutSecs(10);

        TridentTopology topology = new TridentTopology();
        var words = topology.newStream("words", spout);
        words.groupBy(new Fields("word"))
            .aggregate(new Fields("word"), new CountWithTxid(), new Fields("count", "txid"))
            .partitionBy(new Fields("word"))
            .partitionPersist(new JdbcStateFactory(counts), new Fields("word", "txid", "count"), new JdbcUpdater())
            .parallelismHint(2);
        // JdbcQuery: the colours the table has are written, the others (cyan, magenta) are filtered out as NULL
        var colourState = topology.newStaticState(new JdbcStateFactory(colours));
        words.stateQuery(colourState, new Fields("word"), new JdbcQuery(), new Fields("hex"))
            .each(new Fields("hex"), new FilterNull())
            .partitionPersist(new JdbcStateFactory(lookups), new Fields("word", "hex"), new JdbcUpdater());

        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("jdbc-trident", new Config(), topology.build());
            Set<Long> all = LongStream.rangeClosed(1, BATCHES).boxed().collect(Collectors.toSet());
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!ACKED.containsAll(all)) {
                assertTrue(System.nanoTime() < deadline, "completed transactions " + new TreeSet<>(ACKED));
                Thread.sleep(20);
            }
            assertEquals(0L, cluster.stormMc().byName("jdbc-trident").restarts());
        }

        // transaction t carries words 3(t-1) .. 3t-1: its rows are those words' counts in it
        List<List<Object>> expectedRows = new ArrayList<>();
        Map<String, Long> expectedTotals = new TreeMap<>();
        for (long t = 1; t <= BATCHES; t++) {
            Map<String, Long> batch = new TreeMap<>();
            for (int i = (int) (t - 1) * BATCH; i < t * BATCH; i++) {
                batch.merge(word(i), 1L, Long::sum);
                expectedTotals.merge(word(i), 1L, Long::sum);
            }
            for (Map.Entry<String, Long> e : batch.entrySet()) {
                expectedRows.add(List.of(t, e.getKey(), e.getValue()));
            }
        }
        Set<Long> odd = LongStream.rangeClosed(1, BATCHES).filter(t -> t % 2 == 1).boxed().collect(Collectors.toSet());
        assertEquals(odd, FAILED_ONCE);
        assertEquals(expectedRows, db.query("SELECT txid, word, count FROM batch_counts ORDER BY txid, word"));
        assertEquals(expectedTotals,
            new TreeMap<>(db.queryCounts("SELECT word, sum(count) FROM batch_counts GROUP BY word")));
        assertEquals(List.of(List.of("blue", "#0000ff"), List.of("green", "#00ff00"), List.of("red", "#ff0000")),
            db.query("SELECT word, hex FROM colour_lookups ORDER BY word"));
    }
}
