package io.github.stormmc.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.storm.generated.TopologyInfo;
import org.junit.jupiter.api.Test;

class ProgressReporterTest {

    private static final long HOUR_MS = 3_600_000;

    private static TopologyInfo words(long emitted) {
        return new StatsFixtures("wc").spout("spout", emitted, 0, 0, 0)
                .bolt("count", 0, Map.of("spout", emitted)).build();
    }

    @Test
    void reportsRatesAgainstTheBaselineThenTheLastSampleAndTheWholeRunOnClose() {
        List<TopologyInfo> current = new ArrayList<>(List.of(words(0)));
        AtomicLong nanos = new AtomicLong();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        // A one-hour period: the scheduled thread never fires here, reports are driven by hand.
        ProgressReporter reporter = new ProgressReporter(() -> current, HOUR_MS, out, nanos::get, () -> "T");

        reporter.start();
        nanos.set(2_000_000_000L);
        current.set(0, words(4000));
        reporter.report();
        nanos.set(3_000_000_000L);
        current.set(0, words(5000));
        reporter.close();
        reporter.close();
        reporter.report();

        assertEquals("[T] wc  spout 2.0k/s emitted | count 2.0k/s exec | acked 0 failed 0 errors 0\n"
                        + "[T] wc  whole run 3.0 s: spout 5.0k emitted, 1.7k/s | count 5.0k exec, 1.7k/s"
                        + " | acked 0 failed 0 errors 0\n",
                bytes.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n"));
    }

    @Test
    void theClosingLineOfATenTuplesPerSecondRunSaysTenPerSecondNotTheRateOfItsLastMilliseconds() {
        List<TopologyInfo> current = new ArrayList<>(List.of(new StatsFixtures("yaml-topology")
                .spout("spout-1", 0, 0, 0, 0).bolt("bolt-1", 0, Map.of("spout-1", 0L)).build()));
        AtomicLong nanos = new AtomicLong();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        ProgressReporter reporter = new ProgressReporter(() -> current, HOUR_MS, out, nanos::get, () -> "T");
        reporter.start();
        for (int second = 1; second <= 10; second++) { // 10 tuples a second; a line every 5 s
            nanos.set(second * 1_000_000_000L);
            long tuples = 10L * second;
            current.set(0, new StatsFixtures("yaml-topology").spout("spout-1", tuples, 0, 0, 0)
                    .bolt("bolt-1", 0, Map.of("spout-1", tuples)).build());
            if (second % 5 == 0) {
                reporter.report();
            }
        }
        nanos.addAndGet(3_000_000L); // the run stops 3 ms after the last line; one more tuple was executed
        current.set(0, new StatsFixtures("yaml-topology").spout("spout-1", 101, 0, 0, 0)
                .bolt("bolt-1", 0, Map.of("spout-1", 101L)).build());
        reporter.close();
        assertEquals("[T] yaml-topology  spout-1 10/s emitted | bolt-1 10/s exec | acked 0 failed 0 errors 0\n"
                        + "[T] yaml-topology  spout-1 10/s emitted | bolt-1 10/s exec | acked 0 failed 0 errors 0\n"
                        + "[T] yaml-topology  whole run 10.0 s: spout-1 101 emitted, 10/s | bolt-1 101 exec, 10/s"
                        + " | acked 0 failed 0 errors 0\n",
                bytes.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n"));
    }

    @Test
    void aFailingSourceIsReportedOnceAndDoesNotStopReporting() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        ProgressReporter reporter = new ProgressReporter(() -> {
            throw new IllegalStateException("cluster closed");
        }, HOUR_MS, out, () -> 0L, () -> "T");
        reporter.start();
        reporter.report();
        reporter.close();
        assertEquals("storm-mc: cannot read topology stats: java.lang.IllegalStateException: cluster closed\n",
                bytes.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n"));
    }

    @Test
    void periodMustBePositive() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new ProgressReporter(List::of, 0, System.out));
        assertEquals("progress period must be positive, got 0 ms", e.getMessage());
    }
}
