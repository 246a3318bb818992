package io.github.stormmc.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.cluster.RunningTopology;
import io.github.stormmc.json.Json;
import io.github.stormmc.status.StatusServer;
import io.github.stormmc.status.StatusSettings;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Types;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.jdbc.bolt.JdbcInsertBolt;
import org.apache.storm.jdbc.common.Column;
import org.apache.storm.jdbc.common.HikariCPConnectionProvider;
import org.apache.storm.jdbc.mapper.SimpleJdbcMapper;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * PostgreSQL stopped in the middle of a run and started again, under Apache's storm-jdbc 2.8.2 {@code JdbcInsertBolt}
 * on Storm-MC. While the server is down every insert fails: the bolt reports the error and fails the tuple, the spout
 * replays it. The errors show on the status page, no task restarts, no executor thread dies, and once the server is
 * back every event is in the table exactly once.
 */
class JdbcDatabaseOutageTest {
    private static final int EVENTS = 300;
    private static final int FIRST_HALF = EVENTS / 2;
    private static final Set<Integer> ACKED = ConcurrentHashMap.newKeySet();
    private static final AtomicInteger FAILS = new AtomicInteger();
    /** The spout holds the second half back until the server is down, so those events meet the outage. */
    private static volatile boolean releaseSecondHalf;
    private static final String WRAPPED = "java.lang.IllegalStateException: java.lang.RuntimeException: ";
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static PostgresServer db;

    @BeforeAll
    static void startDatabase() throws Exception {
        db = PostgresServer.start();
        db.execute("CREATE TABLE events (id INTEGER PRIMARY KEY, word VARCHAR(20) NOT NULL)");
    }

    @AfterAll
    static void stopDatabase() throws Exception {
        if (db != null) {
            db.close();
        }
    }

    /** Emits event i with message id i (the second half once released), and replays failed ids. */
    static final class EventSpout extends ReplayingSpout {
        private static final long serialVersionUID = 1L;

        EventSpout() {
            super("id", "word");
        }

        @Override
        boolean mayEmit(int id) {
            return id < EVENTS && (id < FIRST_HALF || releaseSecondHalf);
        }

        @Override
        Values values(int id) {
            return new Values(id, "event" + id % 10);
        }

        @Override
        void acked(int id) {
            ACKED.add(id);
        }

        @Override
        void failed(int id) {
            FAILS.incrementAndGet();
        }
    }

    private static void await(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!condition.getAsBoolean()) {
            assertTrue(System.nanoTime() < deadline, "timed out waiting until " + what);
            Thread.sleep(20);
        }
    }

    /** The errors of component insert, as the status page's REST API gives them. */
    @SuppressWarnings("unchecked")
    private static List<String> insertErrors(StatusServer status, RunningTopology topology) {
        try {
            HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(
                status.url() + "api/v1/topology/" + topology.id() + "/component/insert")).build(),
                HttpResponse.BodyHandlers.ofString());
            assertEquals(200, response.statusCode(), response.body());
            Map<String, Object> component = (Map<String, Object>) Json.read(response.body());
            return ((List<Map<String, Object>>) component.get("componentErrors")).stream()
                .map(e -> (String) e.get("error")).toList();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Test
    void insertsFailWhileTheServerIsDownAndEveryEventIsWrittenOnceAfterItReturns() throws Exception {
        JdbcInsertBolt insert = new JdbcInsertBolt(new HikariCPConnectionProvider(db.hikariConfig()),
            new SimpleJdbcMapper(List.of(new Column<>("id", Types.INTEGER), new Column<>("word", Types.VARCHAR))))
            // an insert whose commit reached the server just before the connection broke is replayed: keep one row
            .withInsertQuery("INSERT INTO events (id, word) VALUES (?, ?) ON CONFLICT (id) DO NOTHING")
            .withQueryTimeoutSecs(5);
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("events", new EventSpout());
        builder.setBolt("insert", insert, 2).shuffleGrouping("events");
        Config conf = new Config();
        conf.setMaxSpoutPending(20);

        try (LocalCluster cluster = new LocalCluster();
             StatusServer status = StatusServer.start(cluster.stormMc(), new StatusSettings("127.0.0.1", 0, 1))) {
            cluster.submitTopology("jdbc-outage", conf, builder.createTopology());
            RunningTopology topology = cluster.stormMc().byName("jdbc-outage");
            await("the first half is written", () -> ACKED.size() == FIRST_HALF);
            assertEquals(0, FAILS.get());

            db.stopServer();
            releaseSecondHalf = true;
            // the pooled connections the shutdown cut fail first; then the pool finds no server (1 s timeout each)
            String noServer = WRAPPED + "java.sql.SQLTransientConnectionException: ";
            await("the status page shows that the pool finds no server",
                () -> insertErrors(status, topology).stream().anyMatch(e -> e.startsWith(noServer)));
            assertEquals(FIRST_HALF, ACKED.size());
            assertTrue(FAILS.get() > 0);
            for (String error : insertErrors(status, topology)) {
                // as JdbcClient wraps them: the pool found no server, or the shutdown cut a pooled connection
                if (error.startsWith(noServer)) {
                    assertTrue(error.contains("Connection to 127.0.0.1:" + db.port() + " refused"), error);
                } else {
                    // how a cut connection shows (the server's goodbye, a reset) depends on the moment it is used
                    assertTrue(error.startsWith(WRAPPED + "Failed to execute insert query INSERT INTO events"), error);
                }
                assertTrue(error.contains("at org.apache.storm.jdbc.bolt.JdbcInsertBolt.process"), error);
            }

            db.startServer();
            await("every event is acked", () -> ACKED.size() == EVENTS);
            assertEquals(0L, topology.restarts());
            topology.worker().executors().forEach(e -> assertTrue(e.isAlive(), "executor thread lost: " + e));
        }

        assertEquals(List.of(List.of((long) EVENTS, (long) EVENTS, 0, EVENTS - 1)),
            db.query("SELECT count(*), count(DISTINCT id), min(id), max(id) FROM events"));
        assertEquals(List.of(List.of((long) EVENTS / 10)),
            db.query("SELECT count(*) FROM events WHERE word = 'event7'"));
    }
}
