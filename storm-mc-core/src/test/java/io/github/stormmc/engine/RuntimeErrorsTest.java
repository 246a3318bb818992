package io.github.stormmc.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.ErrorInfo;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/** Bad emits fail with an error naming component, task, stream and what was wrong; the topology keeps running. */
class RuntimeErrorsTest {

    /** Makes one bad emit of the given kind, once. */
    static final class BadSpout extends BaseRichSpout {
        private static final long serialVersionUID = 1L;
        private final String kind;
        private transient SpoutOutputCollector collector;
        private transient boolean done;

        BadSpout(String kind) {
            this.kind = kind;
        }

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void nextTuple() {
            if (done) {
                return;
            }
            done = true;
            switch (kind) {
                case "undeclared":
                    collector.emit("nowhere", new Values(1));
                    break;
                case "arity":
                    collector.emit(new Values(1, 2, 3));
                    break;
                case "direct-on-regular":
                    collector.emitDirect(2, new Values(1));
                    break;
                case "regular-on-direct":
                    collector.emit("d", new Values(1));
                    break;
                case "direct-to-non-consumer":
                    collector.emitDirect(999, "d", new Values(1));
                    break;
                default:
                    throw new IllegalStateException(kind);
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("n"));
            declarer.declareStream("d", true, new Fields("n"));
        }
    }

    private static String firstError(String kind) throws Exception {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("bad", new BadSpout(kind));
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("errors", new Config(), builder.createTopology());
            Await.until("an error", () -> {
                try {
                    return !cluster.getTopologyInfoByName("errors").get_errors().getOrDefault("bad", List.of()).isEmpty();
                } catch (Exception e) {
                    throw new AssertionError(e);
                }
            });
            List<ErrorInfo> errors = cluster.getTopologyInfoByName("errors").get_errors().get("bad");
            assertEquals("ACTIVE", cluster.getTopologyInfoByName("errors").get_status());
            return errors.stream().map(ErrorInfo::get_error).collect(Collectors.toList()).get(0);
        }
    }

    private static void assertErrorMentions(String kind, String expected) throws Exception {
        String error = firstError(kind);
        assertTrue(error.startsWith("java.lang.IllegalArgumentException: " + expected), error);
    }

    @Test
    void undeclaredStream() throws Exception {
        assertErrorMentions("undeclared", "Component 'bad' (task 2) emitted on undeclared stream 'nowhere'; "
            + "declared streams: [d, default]");
    }

    @Test
    void tupleSizeDiffersFromDeclaredFields() throws Exception {
        assertErrorMentions("arity", "Component 'bad' (task 2) emitted 3 values on stream 'default', which declares "
            + "1 fields [n]");
    }

    @Test
    void emitDirectOnANonDirectStream() throws Exception {
        assertErrorMentions("direct-on-regular", "Component 'bad' (task 2) used emitDirect() on stream 'default', "
            + "which is not declared direct");
    }

    @Test
    void regularEmitOnADirectStream() throws Exception {
        assertErrorMentions("regular-on-direct", "Component 'bad' (task 2) used emit() on direct stream 'd'");
    }

    @Test
    void emitDirectToATaskThatDoesNotConsume() throws Exception {
        assertErrorMentions("direct-to-non-consumer", "Component 'bad' (task 2) used emitDirect() to task 999 on "
            + "stream 'd', but task 999 does not subscribe to that stream with directGrouping");
    }
}
