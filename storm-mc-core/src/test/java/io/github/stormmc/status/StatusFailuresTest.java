package io.github.stormmc.status;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.cluster.RunningTopology;
import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.FixedSpout;
import io.github.stormmc.testing.Received;
import io.github.stormmc.testing.Recorder;
import io.github.stormmc.testing.RecordingBolt;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/** The status page counts each task's failures and restarts, per executor and per component. */
class StatusFailuresTest {
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    /** Throws on multiples of 10 (each once: the spout does not replay), forwards the rest. */
    public static final class TensThrowBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private transient OutputCollector collector;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            int n = input.getInteger(0);
            if (n % 10 == 0) {
                throw new IllegalStateException("no tens: " + n);
            }
            collector.emit(new Values(n));
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("n"));
        }
    }

    @Test
    void failuresAndRestartsArePerComponentAndPerExecutor() throws Exception {
        String key = Recorder.newKey();
        List<List<Object>> input = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            input.add(List.of(i));
        }
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new FixedSpout(key, new Fields("n"), input));
        builder.setBolt("tens", new TensThrowBolt(), 1).shuffleGrouping("spout");
        builder.setBolt("sink", new RecordingBolt(key), 1).shuffleGrouping("tens");
        Config conf = new Config();
        conf.put("stormmc.task.restart.backoff.initial.millis", 1);
        try (LocalCluster cluster = new LocalCluster();
             StatusServer status = StatusServer.start(cluster.stormMc(), new StatusSettings("127.0.0.1", 0, 1))) {
            cluster.submitTopology("tens", conf, builder.createTopology());
            RunningTopology topology = cluster.stormMc().byName("tens");
            Await.until("the 45 survivors", () -> Recorder.count(key, Received.class) == 45);
            Await.until("five restarts", () -> topology.restarts() == 5);
            String page = get(status, "/topology/" + topology.id() + "/component/tens");
            assertEquals("5", value(page, "<b data-k=\"failures\">([^<]*)</b>"));
            assertEquals("5", value(page, "<b data-k=\"restarts\">([^<]*)</b>"));
            assertEquals("5", value(page, "<td class=\"n\" data-k=\"failures\">([^<]*)</td>")); // the executor's row
            String topologyPage = get(status, "/topology/" + topology.id());
            assertTrue(topologyPage.contains("<td class=\"n\" data-k=\"failures\">5</td>"), topologyPage);
            String sinkPage = get(status, "/topology/" + topology.id() + "/component/sink");
            assertEquals("0", value(sinkPage, "<b data-k=\"failures\">([^<]*)</b>"));
        }
    }

    private static String get(StatusServer status, String path) throws Exception {
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(status.url() + path.substring(1))).build(),
            HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        return r.body();
    }

    private static String value(String page, String regex) {
        Matcher m = Pattern.compile(regex).matcher(page);
        assertTrue(m.find(), regex + " in\n" + page);
        return m.group(1);
    }
}
