package org.apache.storm.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.storm.Config;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.Grouping;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.task.GeneralTopologyContext;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.base.BaseWindowedBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.TupleImpl;
import org.apache.storm.tuple.Values;
import org.apache.storm.windowing.TupleWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The windowed bolt executor's watermark source, run by hand as Storm's tests do; watermarks follow each tuple's
 * global stream id; late tuples go out through the anchors-collection emit; the component conf is never null.
 */
class WindowedBoltExecutorWatermarkTest {
    private final List<List<Object>> windows = new ArrayList<>();
    private final List<String> emits = new ArrayList<>();
    private final List<WindowedBoltExecutor> prepared = new ArrayList<>();

    @AfterEach
    void cleanup() {
        prepared.forEach(WindowedBoltExecutor::cleanup); // stops each task's window timer thread
    }

    private final class Bolt extends BaseWindowedBolt {
        private static final long serialVersionUID = 1L;

        @Override
        public void execute(TupleWindow inputWindow) {
            List<Object> values = new ArrayList<>();
            inputWindow.get().forEach(t -> values.add(t.getValue(0)));
            windows.add(values);
        }

        @Override
        public Map<String, Object> getComponentConfiguration() {
            return null;
        }
    }

    /** A tuple from component "src" whose global stream id is the subscribed one, ("in", "default"). */
    private static Tuple tuple(long ts) {
        GeneralTopologyContext general = new GeneralTopologyContext(
            new StormTopology(new HashMap<>(), new HashMap<>(), new HashMap<>()), new HashMap<>(), new HashMap<>(),
            new HashMap<>(), Map.of("src", Map.of("s", new Fields("ts"))), "w");
        return new TupleImpl(general, new Values(ts), "src", 1, "s") {
            @Override
            public GlobalStreamId getSourceGlobalStreamId() {
                return new GlobalStreamId("in", "default");
            }
        };
    }

    private WindowedBoltExecutor prepared(boolean lateStream) {
        Bolt bolt = new Bolt();
        bolt.withTimestampField("ts");
        WindowedBoltExecutor executor = new WindowedBoltExecutor(bolt);
        prepared.add(executor);
        Map<String, Object> conf = new HashMap<>();
        conf.put(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS, 100000);
        conf.put(Config.TOPOLOGY_BOLTS_WINDOW_LENGTH_DURATION_MS, 20);
        conf.put(Config.TOPOLOGY_BOLTS_SLIDING_INTERVAL_DURATION_MS, 10);
        conf.put(Config.TOPOLOGY_BOLTS_TUPLE_TIMESTAMP_MAX_LAG_MS, 5);
        conf.put(Config.TOPOLOGY_BOLTS_WATERMARK_EVENT_INTERVAL_MS, 100000); // only by hand
        if (lateStream) {
            conf.put(Config.TOPOLOGY_BOLTS_LATE_TUPLE_STREAM, "late");
        }
        TopologyContext context = new TopologyContext(new StormTopology(new HashMap<>(), new HashMap<>(), new HashMap<>()),
            conf, Map.of(1, "w"), Map.of("w", List.of(1)), new HashMap<>(), null, null, null, null, 1, null,
            List.of(1), null, null, new HashMap<>(), null, null, null) {
            @Override
            public Map<GlobalStreamId, Grouping> getThisSources() {
                Map<GlobalStreamId, Grouping> sources = new HashMap<>();
                sources.put(new GlobalStreamId("in", "default"), null);
                return sources;
            }

            @Override
            public Set<String> getThisStreams() {
                return Set.of("default", "late");
            }
        };
        RecordingOutputCollector recording = new RecordingOutputCollector();
        executor.prepare(conf, context, new OutputCollector(recording) {
            @Override
            public List<Integer> emit(String streamId, Collection<Tuple> anchors, List<Object> tuple) {
                emits.add(streamId + " " + anchors.size() + " anchor(s) " + ((Tuple) tuple.get(0)).getValue(0));
                return List.of();
            }
        });
        return executor;
    }

    @Test
    void runningTheWatermarkSourceFiresTheWindowsItCloses() {
        WindowedBoltExecutor executor = prepared(false);
        for (long ts : new long[] {603, 605, 607, 618, 626, 636}) {
            executor.execute(tuple(ts));
        }
        assertEquals(List.of(), windows);
        executor.waterMarkEventGenerator.run();
        assertEquals(List.of(List.of(603L, 605L, 607L), List.of(603L, 605L, 607L, 618L), List.of(618L, 626L)), windows);
    }

    @Test
    void aLateTupleGoesToTheLateStreamAnchoredToItself() {
        WindowedBoltExecutor executor = prepared(true);
        for (long ts : new long[] {603, 605, 607, 618, 626, 636, 600}) {
            executor.execute(tuple(ts));
            executor.waterMarkEventGenerator.run();
        }
        assertEquals(List.of("late 1 anchor(s) 600"), emits);
    }

    @Test
    void theComponentConfigurationIsNeverNull() {
        assertEquals(Map.of(), new WindowedBoltExecutor(new Bolt()).getComponentConfiguration());
    }
}
