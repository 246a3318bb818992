package io.github.stormmc.api;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.FixedSpout;
import io.github.stormmc.testing.Received;
import io.github.stormmc.testing.Recorder;
import io.github.stormmc.testing.RecordingBolt;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Property;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.tuple.Fields;
import org.junit.jupiter.api.Test;

/** {@code topology.debug} logs every emit with its values through slf4j, as Storm's users read their topologies. */
class DebugLoggingTest {

    /** Keeps every formatted message. */
    static final class Capture extends AbstractAppender {
        final List<String> messages = new CopyOnWriteArrayList<>();

        Capture() {
            super("capture", null, null, true, Property.EMPTY_ARRAY);
        }

        @Override
        public void append(LogEvent event) {
            messages.add(event.getMessage().getFormattedMessage());
        }
    }

    @Test
    void debugLogsEveryEmitWithItsValues() throws Exception {
        Capture capture = new Capture();
        capture.start();
        List<org.apache.logging.log4j.core.Logger> loggers = List.of(
            (org.apache.logging.log4j.core.Logger) LogManager.getLogger("io.github.stormmc.executor.TaskEmitter"),
            (org.apache.logging.log4j.core.Logger) LogManager.getLogger("io.github.stormmc.executor.BoltExecutor"));
        loggers.forEach(l -> l.addAppender(capture));
        String key = Recorder.newKey();
        try {
            TopologyBuilder builder = new TopologyBuilder();
            builder.setSpout("words", new FixedSpout(Recorder.newKey(), new Fields("word", "n"),
                List.of(List.of("hello", 1), List.of("world", 2))));
            builder.setBolt("sink", new RecordingBolt(key)).shuffleGrouping("words");
            Config conf = new Config();
            conf.setDebug(true);
            try (LocalCluster cluster = new LocalCluster()) {
                cluster.submitTopology("debug", conf, builder.createTopology());
                Await.until("both tuples", () -> Recorder.count(key, Received.class) == 2);
            }
        } finally {
            loggers.forEach(l -> l.removeAppender(capture));
        }
        assertTrue(capture.messages.stream().anyMatch(m -> m.startsWith("Emitting: words (task 3) stream=default values=[hello, 1] targets=[2]")),
            String.join("\n", capture.messages));
        assertTrue(capture.messages.stream().anyMatch(m -> m.startsWith("Processing received message FOR 2 TUPLE: source: words:3, "
            + "stream: default, id: {")) && capture.messages.stream().anyMatch(m -> m.contains("[world, 2]")),
            String.join("\n", capture.messages));
    }
}
