package io.github.stormmc.classpath;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.codahale.metrics.jvm.ThreadStatesGaugeSet;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import net.minidev.json.JSONValue;
import org.apache.commons.collections4.ListUtils;
import org.apache.commons.io.IOUtils;
import org.apache.commons.lang.StringUtils;
import org.apache.commons.lang.RandomStringUtils;
import org.apache.http.client.utils.URIBuilder;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.shade.com.google.common.collect.ImmutableList;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/**
 * Code written against storm-client + storm-server's classpath, compiled and run against storm-mc-core +
 * storm-mc-classpath: storm-perf's StringGenSpout imports commons-lang 2, connectors import jackson, json-smart,
 * httpclient and Storm's shaded Guava.
 */
class StormClasspathTest {
    static final ConcurrentLinkedQueue<String> JSON = new ConcurrentLinkedQueue<>();

    @Test
    void librariesStormBringsAreThereAndWorkInsideATopology() throws Exception {
        assertEquals("abc", StringUtils.reverse("cba"));
        assertEquals("Storm", org.apache.commons.lang3.StringUtils.capitalize("storm"));
        assertEquals("héllo", IOUtils.toString(IOUtils.toInputStream("héllo", StandardCharsets.UTF_8),
            StandardCharsets.UTF_8));
        assertEquals(List.of(1, 2, 3), ListUtils.union(List.of(1, 2), List.of(3)));
        assertEquals("{\"a\":1}", new ObjectMapper().writeValueAsString(Map.of("a", 1)));
        assertEquals("http://localhost:8080/api?x=1",
            new URIBuilder("http://localhost:8080/api").addParameter("x", "1").build().toString());
        assertTrue(new ThreadStatesGaugeSet().getMetrics().containsKey("count"));
        // storm-core's own libraries: Guava and commons-cli, which applications written against storm-core import.
        assertEquals(List.of("a", "b"), com.google.common.collect.ImmutableList.of("a", "b"));
        assertEquals("8", new org.apache.commons.cli.DefaultParser().parse(
            new org.apache.commons.cli.Options().addOption("p", true, "parallelism"), new String[] {"-p", "8"})
            .getOptionValue("p"));
        // Joda-Time, which storm-core 2.0-2.7 brought
        assertEquals(2004, new org.joda.time.DateTime(2004, 3, 1, 0, 0).getYear());

        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("words", new RandomWordSpout(), 1);
        builder.setBolt("json", new JsonBolt(), 2).shuffleGrouping("words");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("classpath", new Config(), builder.createTopology());
            long deadline = System.currentTimeMillis() + 30_000;
            while (JSON.size() < 20 && System.currentTimeMillis() < deadline) {
                Thread.sleep(10);
            }
        }
        assertTrue(JSON.size() >= 20, "the topology produced " + JSON.size() + " records");
        for (String record : JSON) {
            Map<?, ?> parsed = (Map<?, ?>) JSONValue.parse(record); // json-smart, as Storm's own JSON utilities use
            String word = (String) parsed.get("word");
            assertEquals(8, word.length(), record);
            assertTrue(StringUtils.isAlpha(word), record);
            assertEquals(word.toUpperCase(), parsed.get("upper"), record);
        }
    }

    /** storm-perf's StringGenSpout shape: random strings from commons-lang 2. */
    public static final class RandomWordSpout extends BaseRichSpout {
        private transient SpoutOutputCollector collector;

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void nextTuple() {
            collector.emit(new Values(RandomStringUtils.randomAlphabetic(8)));
            org.apache.storm.utils.Utils.sleep(1);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("word"));
        }
    }

    /** Writes each word as JSON with jackson, through an immutable list from Storm's shaded Guava. */
    public static final class JsonBolt extends BaseBasicBolt {
        private static final ObjectMapper MAPPER = new ObjectMapper();

        @Override
        public void execute(Tuple input, BasicOutputCollector collector) {
            String word = input.getString(0);
            ImmutableList<String> fields = ImmutableList.of(word, org.apache.commons.lang3.StringUtils.upperCase(word));
            try {
                JSON.add(MAPPER.writeValueAsString(Map.of("word", fields.get(0), "upper", fields.get(1))));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }
}
