package io.github.stormmc.benchmarks.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.benchmarks.common.LatencyMeters;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MeasuredWindowTest {

    @Test
    void theWarmUpSleepsASecondAtATimeWithTheGivenStepAfterEachSecond() throws Exception {
        List<String> steps = new ArrayList<>();
        MeasuredWindow.warmUp(3, millis -> steps.add("sleep " + millis), () -> steps.add("flip"));
        assertEquals(List.of("sleep 1000", "flip", "sleep 1000", "flip", "sleep 1000", "flip"), steps);
    }

    @Test
    void noWarmUpNoSleep() throws Exception {
        List<String> steps = new ArrayList<>();
        MeasuredWindow.warmUp(0, millis -> steps.add("sleep"), () -> steps.add("flip"));
        assertEquals(List.of(), steps);
    }

    @Test
    void droppingLatenciesEmptiesTheSinksAndTheFirstHopsRecordersAndTheyRecordOnAfterwards() {
        LatencyMeters.Recorder sink = LatencyMeters.register();
        LatencyMeters.Recorder relay = LatencyMeters.registerFirstHop();
        sink.recordSince(System.nanoTime() - 1_000);
        relay.recordSince(System.nanoTime() - 1_000);
        MeasuredWindow.dropLatencies();
        assertEquals(0, LatencyMeters.takeInterval().getTotalCount(), "the sink's recorder was emptied");
        assertEquals(0, LatencyMeters.takeFirstHopInterval().getTotalCount(), "the relay's recorder was emptied");
        sink.recordSince(System.nanoTime() - 1_000);
        relay.recordSince(System.nanoTime() - 1_000);
        relay.recordSince(System.nanoTime() - 1_000);
        assertEquals(1, LatencyMeters.takeInterval().getTotalCount());
        assertEquals(2, LatencyMeters.takeFirstHopInterval().getTotalCount());
    }
}
