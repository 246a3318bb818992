package org.apache.storm.metric;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.task.GeneralTopologyContext;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.TupleImpl;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EventLoggerTest {

    /** Keeps the events it is given, for the registered-logger case. */
    public static final class Collecting implements IEventLogger {
        static final List<String> EVENTS = new ArrayList<>();
        static Map<String, Object> arguments;

        @Override
        public void prepare(Map<String, Object> conf, Map<String, Object> args, TopologyContext context) {
            arguments = args;
        }

        @Override
        public void log(EventInfo event) {
            EVENTS.add(event.getComponent() + "/" + event.getTask() + "/" + event.getMessageId() + "/" + event.getValues());
        }

        @Override
        public void close() {
            EVENTS.add("closed");
        }
    }

    private static TopologyContext context() {
        return new TopologyContext(null, Map.of(), Map.of(1, "spout", 2, "__eventlogger"),
            Map.of("spout", List.of(1), "__eventlogger", List.of(2)), Map.of(), null, "topo-1", null, null, 2, 6701,
            List.of(1, 2), Map.of(), Map.of(), new HashMap<>(), new HashMap<>(), null, null);
    }

    private static TupleImpl eventTuple(long ts, Object messageId, List<Object> values) {
        GeneralTopologyContext fields = new GeneralTopologyContext(null, Map.of(), Map.of(1, "spout"),
            Map.of("spout", List.of(1)), Map.of("spout", Map.of("__eventlog", new Fields("component-id", "message-id",
            "ts", "values"))), "topo-1");
        return new TupleImpl(fields, new Values("spout", messageId, ts, values), "spout", 1, "__eventlog");
    }

    @Test
    void theDefaultLoggerWritesEventsLogInTheWorkersArtifactsDirectory(@TempDir Path dir) throws Exception {
        Map<String, Object> conf = new HashMap<>();
        conf.put(Config.STORM_WORKERS_ARTIFACTS_DIR, dir.toString());
        EventLoggerBolt bolt = new EventLoggerBolt();
        bolt.prepare(conf, context(), null);
        bolt.execute(eventTuple(1000L, "m1", List.of("a", 1)));
        bolt.execute(eventTuple(2000L, null, List.of("b", 2)));
        bolt.cleanup();
        List<String> lines = Files.readAllLines(dir.resolve("topo-1").resolve("6701").resolve("events.log"),
            StandardCharsets.UTF_8);
        assertEquals(List.of(new IEventLogger.EventInfo(1000L, "spout", 1, "m1", List.of("a", 1)).toString(),
            new IEventLogger.EventInfo(2000L, "spout", 1, null, List.of("b", 2)).toString()), lines);
    }

    @Test
    void registeredLoggersReceiveEveryEventWithTheirArguments() {
        Map<String, Object> conf = new HashMap<>();
        Config.registerEventLogger(conf, Collecting.class, Map.of("level", "all"));
        Collecting.EVENTS.clear();
        EventLoggerBolt bolt = new EventLoggerBolt();
        bolt.prepare(conf, context(), null);
        bolt.execute(eventTuple(5L, 77, List.of("x")));
        bolt.cleanup();
        assertEquals(List.of("spout/1/77/[x]", "closed"), Collecting.EVENTS);
        assertEquals(Map.of("level", "all"), Collecting.arguments);
    }

    @Test
    void aRegistrationThatIsNotAnEventLoggerIsAClearError() {
        Map<String, Object> conf = new HashMap<>();
        conf.put(Config.TOPOLOGY_EVENT_LOGGER_REGISTER, List.of(Map.of("class", "java.lang.String")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> new EventLoggerBolt().prepare(conf, context(), null));
        assertEquals("topology.event.logger.register: cannot instantiate java.lang.String as an"
            + " org.apache.storm.metric.IEventLogger", e.getMessage());
    }
}
