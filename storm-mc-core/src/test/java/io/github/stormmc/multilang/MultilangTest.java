package io.github.stormmc.multilang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.cluster.RunningTopology;
import io.github.stormmc.executor.Executor;
import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.FixedSpout;
import io.github.stormmc.testing.Received;
import io.github.stormmc.testing.Recorder;
import io.github.stormmc.testing.RecordingBolt;
import io.github.stormmc.testing.ReliableSpout;
import io.github.stormmc.testing.ReliableSpout.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Configurator;
import org.apache.logging.log4j.core.config.Property;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.ErrorInfo;
import org.apache.storm.metric.api.rpc.CountShellMetric;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.ShellBolt;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ShellBolt and ShellSpout against real python3 subprocesses running Apache's storm.py (unpacked by Maven from
 * org.apache.storm:multilang-python into the test classpath's resources/, next to the test scripts).
 */
class MultilangTest {
    private static final Map<String, List<CountShellMetric>> METRICS = new ConcurrentHashMap<>();
    private static final Set<String> FAILED_ONCE = ConcurrentHashMap.newKeySet();

    @BeforeAll
    static void needsPython() {
        Python.require();
    }

    @Test
    void aPythonSplitSentenceBoltGivesExactWordCountsAndLeavesNoProcessBehind() throws Exception {
        String key = Recorder.newKey();
        List<String> sentences = List.of("the cow jumped over the moon", "an apple a day keeps the doctor away",
            "four score and seven years ago", "snow white and the seven dwarfs", "i am at two with nature",
            "the moon and the cow");
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("sentences", new FixedSpout(Recorder.newKey(), new Fields("sentence"),
            sentences.stream().map(s -> List.<Object>of(s)).toList()));
        builder.setBolt("split", new PyBolt(new Fields("word"), "splitsentence.py"), 2).shuffleGrouping("sentences");
        builder.setBolt("count", new RecordingBolt(key), 3).fieldsGrouping("split", new Fields("word"));
        Map<String, Long> expected = new TreeMap<>();
        sentences.forEach(s -> List.of(s.split(" ")).forEach(w -> expected.merge(w, 1L, Long::sum)));
        long words = expected.values().stream().mapToLong(Long::longValue).sum();

        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("wordcount", new Config(), builder.createTopology());
            Await.until("every word counted", () -> Recorder.count(key, Received.class) == words);
            assertEquals(2, Python.running("splitsentence.py").size());
        }
        Map<String, Long> counts = new TreeMap<>();
        Recorder.events(key, Received.class).forEach(r -> counts.merge((String) r.values().get(0), 1L, Long::sum));
        assertEquals(expected, counts);
        assertEquals(List.of(), Python.running("splitsentence.py"));
    }

    /** Fails the first tuple with the given value it sees (across restarts of the test), acks all others. */
    static final class FailOnceBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private final String key;
        private final long failValue;
        private transient OutputCollector collector;

        FailOnceBolt(String key, long failValue) {
            this.key = key;
            this.failValue = failValue;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            if (((Number) input.getValue(0)).longValue() == failValue && FAILED_ONCE.add(key)) {
                collector.fail(input);
            } else {
                collector.ack(input);
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    @Test
    void aPythonSpoutEmitsReliablyAndHearsEveryAckAndFail() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("numbers", new PySpout());
        builder.setBolt("failonce", new FailOnceBolt(key, 3)).shuffleGrouping("numbers");
        builder.setBolt("outcomes", new RecordingBolt(key)).shuffleGrouping("numbers", "outcomes");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("pyspout", new Config(), builder.createTopology());
            Await.until("ten acks", () -> outcomes(key).stream().filter(o -> o.startsWith("ack")).count() == 10);
        }
        List<String> expected = new ArrayList<>();
        IntStream.range(0, 10).forEach(i -> expected.add("ack " + i));
        expected.add("fail 3");
        expected.sort(null);
        List<String> actual = outcomes(key);
        actual.sort(null);
        assertEquals(expected, actual);
    }

    private static List<String> outcomes(String key) {
        return Recorder.events(key, Received.class).stream().map(r -> r.values().get(0) + " " + r.values().get(1))
            .collect(Collectors.toCollection(ArrayList::new));
    }

    /** ackfail.py with its "acked-count" shell metric registered, as a Storm user registers one in prepare. */
    static final class MeteredAckFailBolt extends PyBolt {
        private static final long serialVersionUID = 1L;
        private final String key;

        MeteredAckFailBolt(String key) {
            super(new Fields("n"), "ackfail.py");
            this.key = key;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            CountShellMetric metric = context.registerMetric("acked-count", new CountShellMetric(), 600);
            METRICS.computeIfAbsent(key, k -> new CopyOnWriteArrayList<>()).add(metric);
            super.prepare(conf, context, collector);
        }
    }

    @Test
    void anchoredEmitsAcksAndFailsFromPythonReachAReliableJavaSpout() throws Exception {
        String key = Recorder.newKey();
        String sinkKey = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("ids", new ReliableSpout(key, 20));
        builder.setBolt("ackfail", new MeteredAckFailBolt(key)).shuffleGrouping("ids");
        builder.setBolt("sink", new RecordingBolt(sinkKey)).shuffleGrouping("ackfail");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("ackfail", new Config(), builder.createTopology());
            Await.until("twenty acks", () -> kinds(key, "ack").size() == 20);
        }
        assertEquals(LongStream.range(0, 20).boxed().toList(), kinds(key, "ack"));
        assertEquals(List.of(0L, 5L, 10L, 15L), kinds(key, "fail"));
        assertEquals(LongStream.range(0, 20).boxed().toList(), Recorder.events(sinkKey, Received.class).stream()
            .map(r -> ((Number) r.values().get(0)).longValue()).sorted().toList());
        assertEquals(1, METRICS.get(key).size());
        assertEquals(20L, METRICS.get(key).get(0).getValueAndReset());
    }

    private static List<Long> kinds(String key, String kind) {
        return Recorder.events(key, Outcome.class).stream().filter(o -> o.kind().equals(kind))
            .map(o -> (long) o.id()).sorted().toList();
    }

    /** Keeps each event's level and formatted message. */
    static final class Capture extends AbstractAppender {
        final List<String> lines = new CopyOnWriteArrayList<>();

        Capture() {
            super("multilang-capture", null, null, true, Property.EMPTY_ARRAY);
        }

        @Override
        public void append(LogEvent event) {
            lines.add(event.getLevel() + " " + event.getMessage().getFormattedMessage());
        }
    }

    @Test
    void logMessagesReachSlf4jAtTheirLevels() throws Exception {
        String loggerName = ShellBolt.class.getName();
        org.apache.logging.log4j.core.Logger logger = (org.apache.logging.log4j.core.Logger) LogManager.getLogger(loggerName);
        Level before = logger.getLevel();
        Capture capture = new Capture();
        capture.start();
        Configurator.setLevel(loggerName, Level.TRACE);
        logger.addAppender(capture);
        try {
            TopologyBuilder builder = new TopologyBuilder();
            builder.setSpout("words", new FixedSpout(Recorder.newKey(), new Fields("w"), List.of(List.of("hello"))));
            builder.setBolt("logs", new PyBolt(new Fields(), "loglevels.py")).shuffleGrouping("words");
            try (LocalCluster cluster = new LocalCluster()) {
                cluster.submitTopology("logs", new Config(), builder.createTopology());
                Await.until("five log lines", () -> capture.lines.size() == 5);
            }
        } finally {
            logger.removeAppender(capture);
            Configurator.setLevel(loggerName, before);
        }
        List<String> withoutPid = capture.lines.stream().map(l -> l.replaceFirst("pid:\\d+,", "pid:N,")).toList();
        assertEquals(List.of(
            "TRACE ShellLog pid:N, name:logs trace hello",
            "DEBUG ShellLog pid:N, name:logs debug hello",
            "INFO ShellLog pid:N, name:logs info hello",
            "WARN ShellLog pid:N, name:logs warn hello",
            "ERROR ShellLog pid:N, name:logs error hello"), withoutPid);
    }

    @Test
    void aSubprocessThatExitsMidRunIsReportedAndItsTaskRestarted() throws Exception {
        String key = Recorder.newKey();
        String sinkKey = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("ids", new ReliableSpout(key, 10));
        builder.setBolt("crash", new PyBolt(new Fields("n"), "crashing.py")).shuffleGrouping("ids");
        builder.setBolt("sink", new RecordingBolt(sinkKey)).shuffleGrouping("crash");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("crash", new Config(), builder.createTopology());
            Await.until("ten acks", () -> kinds(key, "ack").size() == 10);
            RunningTopology running = cluster.stormMc().byName("crash");
            assertEquals(1, running.restarts());
            List<String> errors = cluster.getTopologyInfoByName("crash").get_errors().get("crash").stream()
                .map(ErrorInfo::get_error).toList();
            String death = errors.stream().filter(e -> e.contains("exit code: 3")).findFirst().orElseThrow(
                () -> new AssertionError("no error with the exit code: " + errors));
            assertTrue(death.contains("The subprocess of component 'crash' (task "), death);
            assertTrue(death.contains("Command: [python3, crashing.py]"), death);
            assertTrue(death.contains("Last lines of its stderr:\nabout to crash on 4"), death);
        }
        assertTrue(kinds(key, "fail").contains(4L));
        assertEquals(LongStream.range(0, 10).boxed().toList(), Recorder.events(sinkKey, Received.class).stream()
            .map(r -> ((Number) r.values().get(0)).longValue()).sorted().toList());
        assertEquals(List.of(), Python.running("crashing.py"));
    }

    @Test
    void aHungSubprocessIsKilledAfterTheSubprocessTimeoutAndItsTaskRestarted() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("ids", new ReliableSpout(key, 5));
        builder.setBolt("hang", new PyBolt(new Fields("n"), "hanging.py")).shuffleGrouping("ids");
        Config conf = new Config();
        conf.put(Config.TOPOLOGY_SUBPROCESS_TIMEOUT_SECS, 3);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("hang", conf, builder.createTopology());
            Await.until("five acks", () -> kinds(key, "ack").size() == 5);
            assertEquals(1, cluster.stormMc().byName("hang").restarts());
            List<String> errors = cluster.getTopologyInfoByName("hang").get_errors().get("hang").stream()
                .map(ErrorInfo::get_error).toList();
            assertTrue(errors.stream().anyMatch(e -> e.contains("longer than the subprocess timeout of 3000 ms")
                && e.contains("so it was considered hung and killed") && e.contains("[python3, hanging.py]")),
                errors.toString());
        }
        assertTrue(kinds(key, "fail").contains(2L));
        assertEquals(List.of(), Python.running("hanging.py"));
    }

    @Test
    void executeBlocksOnceMaxPendingTuplesWaitForTheSubprocess(@TempDir Path dir) throws Exception {
        String key = Recorder.newKey();
        String big = "x".repeat(200_000); // larger than a pipe's buffer: the writer blocks on the second tuple
        Path release = dir.resolve("release");
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("big", new FixedSpout(Recorder.newKey(), new Fields("s"),
            IntStream.range(0, 20).mapToObj(i -> List.<Object>of(big)).toList()));
        PyBolt blocking = new PyBolt(new Fields("len"), "blocking.py");
        blocking.setEnv(Map.of("RELEASE_FILE", release.toString()));
        builder.setBolt("block", blocking, 1).shuffleGrouping("big");
        builder.setBolt("sink", new RecordingBolt(key)).shuffleGrouping("block");
        Config conf = new Config();
        conf.put(Config.TOPOLOGY_SHELLBOLT_MAX_PENDING, 2);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("pending", conf, builder.createTopology());
            Executor block = cluster.stormMc().byName("pending").worker().executors().stream()
                .filter(e -> e.plan().componentId().equals("block")).findFirst().orElseThrow();
            // one tuple in the subprocess, one in the writer, two queued: the fifth execute waits
            Await.until("four executes", () -> block.stats().executed().total() >= 4);
            Thread.sleep(300); // gives a wrongly unbounded queue the chance to take more
            assertEquals(4, block.stats().executed().total());
            Files.createFile(release);
            Await.until("twenty tuples through", () -> Recorder.count(key, Received.class) == 20);
        }
        assertTrue(Recorder.events(key, Received.class).stream().allMatch(r -> r.values().equals(List.of(200_000))));
    }
}
