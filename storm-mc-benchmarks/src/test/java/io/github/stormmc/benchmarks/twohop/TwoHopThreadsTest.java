package io.github.stormmc.benchmarks.twohop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.benchmarks.common.LatencyMeters;
import io.github.stormmc.benchmarks.common.Meters;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class TwoHopThreadsTest {

    @Test
    void everyDueTimeTheSourceHandsOverIsRelayedAndTimedAtTheRelayAndTheSinkExactlyOnce() throws Exception {
        long spout = Meters.total(TwoHopTopology.SPOUT);
        long relay = Meters.total(TwoHopTopology.RELAY);
        long sink = Meters.total(TwoHopTopology.SINK);
        LatencyMeters.takeInterval();
        LatencyMeters.takeFirstHopInterval();
        TwoHopThreads threads = new TwoHopThreads(5_000);
        threads.start();
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (Meters.total(TwoHopTopology.SINK) - sink < 500 && System.nanoTime() - deadline < 0) {
            Thread.sleep(5);
        }
        threads.close();
        long sent = Meters.total(TwoHopTopology.SPOUT) - spout;
        assertTrue(sent >= 500, "the sink saw 500 due times within a minute; the source sent " + sent);
        assertEquals(sent, Meters.total(TwoHopTopology.RELAY) - relay, "relayed");
        assertEquals(sent, Meters.total(TwoHopTopology.SINK) - sink, "reached the sink");
        Histogram latency = LatencyMeters.takeInterval();
        assertEquals(sent, latency.getTotalCount(), "one latency per due time");
        assertTrue(latency.getMinValue() >= 1, "latencies are clamped to at least 1 ns");
        Histogram firstHop = LatencyMeters.takeFirstHopInterval();
        assertEquals(sent, firstHop.getTotalCount(), "the relay times each due time's first hop once");
    }

    @Test
    void itIsALatencyProbeAndNeedsARate() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new TwoHopThreads(0));
        assertEquals("twohop-limit measures latency at a paced rate: give --rate", e.getMessage());
    }
}
