package io.github.stormmc.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.Recorder;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.SubmitOptions;
import org.apache.storm.generated.TopologyInitialStatus;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.junit.jupiter.api.Test;

/** activate/deactivate reach the spout on its own thread, and nextTuple is called only while active. */
class ActivationTest {

    /** Records its callbacks, and flags any nextTuple that arrives while it believes itself inactive. */
    static final class WatchfulSpout extends BaseRichSpout {
        private static final long serialVersionUID = 1L;
        private final String key;
        private transient boolean active;
        private transient String openThread;
        private transient int calls;

        WatchfulSpout(String key) {
            this.key = key;
        }

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            openThread = Thread.currentThread().getName();
            Recorder.record(key, "open");
        }

        @Override
        public void activate() {
            active = true;
            Recorder.record(key, "activate" + sameThread());
        }

        @Override
        public void deactivate() {
            active = false;
            Recorder.record(key, "deactivate" + sameThread());
        }

        @Override
        public void nextTuple() {
            if (!active) {
                Recorder.record(key, "nextTuple while inactive");
            }
            if (calls++ == 0) {
                Recorder.record(key, "nextTuple");
            }
        }

        private String sameThread() {
            return Thread.currentThread().getName().equals(openThread) ? "" : " on another thread";
        }

        @Override
        public void close() {
            calls = 0;
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("x"));
        }
    }

    private static List<String> events(String key) {
        return Recorder.events(key, String.class).stream().collect(Collectors.toList());
    }

    @Test
    void startsInactiveWhenAskedAndFollowsActivateDeactivate() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new WatchfulSpout(key));
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopologyWithOpts("act", new Config(), builder.createTopology(),
                new SubmitOptions(TopologyInitialStatus.INACTIVE));
            assertEquals("INACTIVE", cluster.getTopologyInfoByName("act").get_status());
            assertEquals(List.of("open"), events(key));

            cluster.activate("act");
            Await.until("first nextTuple", () -> events(key).contains("nextTuple"));
            assertEquals("ACTIVE", cluster.getTopologyInfoByName("act").get_status());

            cluster.deactivate("act");
            Await.until("deactivate", () -> events(key).contains("deactivate"));
            assertEquals("INACTIVE", cluster.getTopologyInfoByName("act").get_status());

            cluster.activate("act");
            Await.until("second activate", () -> events(key).stream().filter("activate"::equals).count() == 2);
        }
        assertEquals(List.of("open", "activate", "nextTuple", "deactivate", "activate", "deactivate"), events(key));
    }
}
