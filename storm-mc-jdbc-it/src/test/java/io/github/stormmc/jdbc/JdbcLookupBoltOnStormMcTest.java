package io.github.stormmc.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Types;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.jdbc.bolt.JdbcInsertBolt;
import org.apache.storm.jdbc.bolt.JdbcLookupBolt;
import org.apache.storm.jdbc.common.Column;
import org.apache.storm.jdbc.common.ConnectionProvider;
import org.apache.storm.jdbc.common.HikariCPConnectionProvider;
import org.apache.storm.jdbc.mapper.SimpleJdbcLookupMapper;
import org.apache.storm.jdbc.mapper.SimpleJdbcMapper;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Apache's storm-jdbc 2.8.2 {@code JdbcLookupBolt}, unchanged, on Storm-MC against a real PostgreSQL: each request is
 * enriched with its customer's orders (one output tuple per row found, none for a customer without orders or for an
 * unknown customer) and the enriched tuples are written by a {@code JdbcInsertBolt} whose mapper reads the table's
 * columns from the database.
 */
class JdbcLookupBoltOnStormMcTest {
    private static final int REQUESTS = 40;
    /** Customer 1 has two orders, 2 has one, 3 has none, 99 does not exist. */
    private static final int[] CUSTOMERS = {1, 2, 3, 99};
    private static final Set<Integer> ACKED = ConcurrentHashMap.newKeySet();
    private static final Set<Integer> FAILED = ConcurrentHashMap.newKeySet();
    private static PostgresServer db;

    @BeforeAll
    static void startDatabase() throws Exception {
        db = PostgresServer.start();
        db.execute(
            "CREATE TABLE customers (id INTEGER PRIMARY KEY, name VARCHAR(40) NOT NULL)",
            "INSERT INTO customers VALUES (1, 'ada'), (2, 'grace'), (3, 'edsger')",
            "CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL, product VARCHAR(40) NOT NULL,"
                + " quantity INTEGER NOT NULL)",
            "INSERT INTO orders VALUES (10, 1, 'apple', 3), (11, 1, 'pear', 5), (12, 2, 'plum', 7)",
            "CREATE TABLE enriched (request_id INTEGER NOT NULL, customer_id INTEGER NOT NULL,"
                + " product VARCHAR(40) NOT NULL, quantity INTEGER NOT NULL, PRIMARY KEY (request_id, product))");
    }

    @AfterAll
    static void stopDatabase() throws Exception {
        if (db != null) {
            db.close();
        }
    }

    /** Emits request i for customer CUSTOMERS[i % 4], with message id i. */
    static final class RequestSpout extends BaseRichSpout {
        private static final long serialVersionUID = 1L;
        private transient SpoutOutputCollector collector;
        private transient int next;

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void nextTuple() {
            if (next < REQUESTS) {
                collector.emit(new Values(next, CUSTOMERS[next % CUSTOMERS.length]), next);
                next++;
            }
        }

        @Override
        public void ack(Object msgId) {
            ACKED.add((Integer) msgId);
        }

        @Override
        public void fail(Object msgId) {
            FAILED.add((Integer) msgId);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("request_id", "customer_id"));
        }
    }

    @Test
    void everyRequestIsEnrichedWithEachOrderFoundAndNothingForMisses() throws Exception {
        ConnectionProvider provider = new HikariCPConnectionProvider(db.hikariConfig());
        SimpleJdbcLookupMapper lookupMapper = new SimpleJdbcLookupMapper(
            new Fields("request_id", "customer_id", "product", "quantity"),
            List.of(new Column<>("customer_id", Types.INTEGER)));
        JdbcLookupBolt lookup = new JdbcLookupBolt(provider,
            "SELECT product, quantity FROM orders WHERE customer_id = ? ORDER BY order_id", lookupMapper)
            .withQueryTimeoutSecs(10);
        // the mapper reads enriched's columns from the database, as storm-jdbc's README shows
        JdbcInsertBolt insert = new JdbcInsertBolt(provider, new SimpleJdbcMapper("enriched", provider))
            .withTableName("enriched").withQueryTimeoutSecs(10);

        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("requests", new RequestSpout());
        builder.setBolt("lookup", lookup, 2).shuffleGrouping("requests");
        builder.setBolt("insert", insert, 2).shuffleGrouping("lookup");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("jdbc-lookup", new Config(), builder.createTopology());
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (ACKED.size() < REQUESTS) {
                assertTrue(System.nanoTime() < deadline, "acked " + ACKED.size() + " of " + REQUESTS);
                Thread.sleep(20);
            }
            assertEquals(Set.of(), FAILED);
            assertEquals(0L, cluster.stormMc().byName("jdbc-lookup").restarts());
        }

        // customer 1: two rows per request, customer 2: one, customers 3 and 99: none
        assertEquals(Map.of("1", 20L, "2", 10L), db.queryCounts(
            "SELECT customer_id, count(*) FROM enriched GROUP BY customer_id ORDER BY customer_id"));
        assertEquals(30L, db.queryCounts("SELECT 'all', count(*) FROM enriched").get("all"));
        assertEquals(List.of(List.of(0, 1, "apple", 3), List.of(0, 1, "pear", 5), List.of(1, 2, "plum", 7)),
            db.query("SELECT request_id, customer_id, product, quantity FROM enriched WHERE request_id < 4"
                + " ORDER BY request_id, product"));
        assertEquals(List.of(List.of(0L)), db.query("SELECT count(*) FROM enriched WHERE customer_id IN (3, 99)"));
        assertEquals(REQUESTS, ACKED.size());
    }
}
