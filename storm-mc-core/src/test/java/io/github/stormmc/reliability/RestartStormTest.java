package io.github.stormmc.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.cluster.RunningTopology;
import io.github.stormmc.config.StormMcConfig;
import io.github.stormmc.reliability.CountingSpout.Counts;
import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.Recorder;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Property;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;
import org.junit.jupiter.api.Test;

/**
 * A bolt task that throws on every other tuple: the successes in between must not reset its restart backoff, its log
 * must stay small, and the spout must get an outcome for every tuple. Every bound is derived from the configuration
 * and from the run's own elapsed time, which only loosens under load, so none can flake.
 */
class RestartStormTest {
    private static final int INITIAL_MILLIS = 20;
    private static final int MAX_MILLIS = 200;
    private static final int LOG_INTERVAL_MILLIS = 250;

    /** Acks even ids, throws on odd ones. */
    static final class EveryOtherThrowsBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private transient OutputCollector collector;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            long id = input.getLong(0);
            if (id % 2 == 1) {
                throw new IllegalStateException("cannot handle " + id);
            }
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    /** Keeps what ErrorLog logs: each event's text and, with a stack trace, the trace's. */
    static final class Capture extends AbstractAppender {
        final List<String> lines = new CopyOnWriteArrayList<>();
        final List<String> traces = new CopyOnWriteArrayList<>();

        Capture() {
            super("restart-storm-capture", null, null, true, Property.EMPTY_ARRAY);
        }

        @Override
        public void append(LogEvent event) {
            String text = event.getMessage().getFormattedMessage();
            if (!text.startsWith("Topology 'storm',")) {
                return; // another test's topology
            }
            lines.add(text);
            if (event.getThrown() != null) {
                StringWriter trace = new StringWriter();
                event.getThrown().printStackTrace(new PrintWriter(trace));
                traces.add(trace.toString());
            }
        }

        long bytes() {
            return lines.stream().mapToLong(String::length).sum() + traces.stream().mapToLong(String::length).sum();
        }
    }

    /** The least time a task needs to fail {@code failures} times: it waits each delay out before it can fail again. */
    private static long leastMillisFor(long failures) {
        long sum = 0;
        for (long k = 1; k < failures; k++) {
            sum += k == 1 ? 0 : Math.min(MAX_MILLIS, (long) INITIAL_MILLIS << Math.min(k - 2, 30));
        }
        return sum;
    }

    @Test
    void aTaskFailingEveryOtherTupleRestartsNoFasterThanItsBackoffLogsLittleAndLosesNoTuple() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new CountingSpout(key));
        builder.setBolt("flaky", new EveryOtherThrowsBolt()).shuffleGrouping("spout");
        Config conf = new Config();
        conf.setMessageTimeoutSecs(3);
        conf.put(StormMcConfig.RESTART_BACKOFF_INITIAL_MILLIS, INITIAL_MILLIS);
        conf.put(StormMcConfig.RESTART_BACKOFF_MAX_MILLIS, MAX_MILLIS);
        conf.put(StormMcConfig.RESTART_BACKOFF_WINDOW_MILLIS, 3_600_000); // never relaxes within the run
        conf.put(StormMcConfig.ERROR_LOG_INTERVAL_MILLIS, LOG_INTERVAL_MILLIS);
        conf.put(StormMcConfig.ERROR_LOG_QUIET_MILLIS, 3_600_000); // no second trace within the run
        Counts counts = CountingSpout.counts(key);
        Capture capture = new Capture();
        capture.start();
        org.apache.logging.log4j.core.Logger logger =
            (org.apache.logging.log4j.core.Logger) LogManager.getLogger("io.github.stormmc.worker.ErrorLog");
        logger.addAppender(capture);
        long restarts;
        long elapsedMillis;
        RunningTopology running;
        long start = System.nanoTime();
        try {
            try (LocalCluster cluster = new LocalCluster()) {
                cluster.submitTopology("storm", conf, builder.createTopology());
                running = cluster.stormMc().byName("storm");
                RunningTopology topology = running;
                Await.until("ten restarts", () -> topology.restarts() >= 10);
                cluster.deactivate("storm");
                Await.until("an outcome for every emitted tuple (" + counts + ")",
                    () -> counts.completed() == counts.emitted.get(), 60_000);
            }
            restarts = running.restarts(); // held tuples may still have crashed the task after the deactivation
            elapsedMillis = (System.nanoTime() - start) / 1_000_000L; // after close: the last line is logged at stop
        } finally {
            logger.removeAppender(capture);
        }

        // the backoff: each restart waited out its delay before the task could fail again, however many tuples it
        // acked in between (before, each success reset the delay: tens of thousands of restarts a run)
        assertTrue(leastMillisFor(restarts) <= elapsedMillis,
            restarts + " restarts need at least " + leastMillisFor(restarts) + " ms, the run took " + elapsedMillis);
        // no tuple lost: the spout saw each outcome once, on its thread
        assertEquals(counts.emitted.get(), counts.acked.get() + counts.failed.get(), counts.toString());
        assertEquals(0, counts.wrong.get(), counts.toString());
        assertTrue(counts.acked.get() > 0 && counts.failed.get() >= restarts, counts.toString());

        // the log: one stack trace (one kind of failure), then at most one line per interval plus one at stop, and
        // together they account for every failure
        assertEquals(1, capture.traces.size(), String.join("\n", capture.lines));
        long countedLines = capture.lines.size() - 1L;
        assertTrue(countedLines <= elapsedMillis / LOG_INTERVAL_MILLIS + 1,
            countedLines + " counted lines in " + elapsedMillis + " ms:\n" + String.join("\n", capture.lines));
        long accounted = 1;
        Pattern counted = Pattern.compile("task \\d+: (\\d+) more errors of the same kind");
        for (String line : capture.lines.subList(1, capture.lines.size())) {
            Matcher m = counted.matcher(line);
            assertTrue(m.find(), line);
            accounted += Long.parseLong(m.group(1));
            assertTrue(line.length() <= 600, line);
        }
        assertEquals(restarts, accounted, String.join("\n", capture.lines));
        long bound = capture.traces.get(0).length() + capture.lines.get(0).length() + 600 * countedLines;
        assertTrue(capture.bytes() <= bound, capture.bytes() + " bytes logged, bound " + bound);
    }
}
