package io.github.stormmc.windowing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.Recorder;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.WindowedBoltExecutor;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.topology.base.BaseWindowedBolt;
import org.apache.storm.topology.base.BaseWindowedBolt.Count;
import org.apache.storm.topology.base.BaseWindowedBolt.Duration;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.windowing.TupleWindow;
import org.junit.jupiter.api.Test;

/** Window contents per trigger, late tuples and acking, with the outputs Apache Storm 2.8.2 gives for the same input. */
class WindowingTest {

    static final class RecordingWindowBolt extends BaseWindowedBolt {
        private static final long serialVersionUID = 1L;
        private final String key;
        private final boolean withTimes;

        RecordingWindowBolt(String key, boolean withTimes) {
            this.key = key;
            this.withTimes = withTimes;
        }

        @Override
        public void execute(TupleWindow window) {
            Recorder.record(key, WindowSeen.of(window, withTimes));
        }
    }

    static final class LateRecorder extends BaseBasicBolt {
        private static final long serialVersionUID = 1L;
        private final String key;

        LateRecorder(String key) {
            this.key = key;
        }

        @Override
        public void execute(Tuple input, BasicOutputCollector collector) {
            Tuple late = (Tuple) input.getValueByField(WindowedBoltExecutor.LATE_TUPLE_FIELD);
            Recorder.record(key, "late:" + late.getValue(0));
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    private static List<String> windows(String key) {
        return Recorder.events(key, WindowSeen.class).stream().map(WindowSeen::toString).collect(Collectors.toList());
    }

    private static Set<String> acked(String key) {
        return Recorder.events(key, String.class).stream().filter(s -> s.startsWith("ack:"))
            .map(s -> s.substring(4)).collect(Collectors.toCollection(TreeSet::new));
    }

    private static void run(String key, List<String> script, BaseWindowedBolt bolt, int windows, int acks,
                            boolean lateStream) throws Exception {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("src", new ScriptSpout(key, script));
        builder.setBolt("win", bolt).shuffleGrouping("src");
        if (lateStream) {
            builder.setBolt("late", new LateRecorder(key)).shuffleGrouping("win", "late");
        }
        Config conf = new Config();
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("windows", conf, builder.createTopology());
            Await.until(windows + " windows and " + acks + " acks",
                () -> Recorder.count(key, WindowSeen.class) >= windows && acked(key).size() >= acks);
        }
    }

    @Test
    void countSlidingWindowAcksTuplesAsTheyLeave() throws Exception {
        String key = Recorder.newKey();
        run(key, List.of("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"),
            new RecordingWindowBolt(key, false).withWindow(Count.of(5), Count.of(3)), 4, 7, false);
        assertEquals(List.of(
            "get=[a,b,c] new=[a,b,c] exp=[]",
            "get=[b,c,d,e,f] new=[d,e,f] exp=[a]",
            "get=[e,f,g,h,i] new=[g,h,i] exp=[b,c,d]",
            "get=[h,i,j,k,l] new=[j,k,l] exp=[e,f,g]"), windows(key));
        assertEquals(new TreeSet<>(List.of("a", "b", "c", "d", "e", "f", "g")), acked(key), "h..l are still in the window");
    }

    @Test
    void countTumblingWindow() throws Exception {
        String key = Recorder.newKey();
        run(key, List.of("a", "b", "c", "d", "e", "f", "g", "h"),
            new RecordingWindowBolt(key, false).withTumblingWindow(Count.of(3)), 2, 3, false);
        assertEquals(List.of("get=[a,b,c] new=[a,b,c] exp=[]", "get=[d,e,f] new=[d,e,f] exp=[a,b,c]"), windows(key));
        assertEquals(new TreeSet<>(List.of("a", "b", "c")), acked(key));
    }

    @Test
    void eventTimeSlidingDurationWindow() throws Exception {
        String key = Recorder.newKey();
        run(key, List.of("a@1", "b@3", "c@6", "d@9", "e@12", "f@14", "g@16", "h@25"),
            new RecordingWindowBolt(key, true).withWindow(Duration.of(10), Duration.of(5)).withTimestampField("ts")
                .withWatermarkInterval(Duration.of(5)), 5, 6, false);
        assertEquals(List.of(
            "get=[a,b] new=[a,b] exp=[] start=-5 end=5",
            "get=[a,b,c,d] new=[c,d] exp=[] start=0 end=10",
            "get=[c,d,e,f] new=[e,f] exp=[a,b] start=5 end=15",
            "get=[e,f,g] new=[g] exp=[c,d] start=10 end=20",
            "get=[g,h] new=[h] exp=[e,f] start=15 end=25"), windows(key));
        assertEquals(new TreeSet<>(List.of("a", "b", "c", "d", "e", "f")), acked(key));
    }

    @Test
    void eventTimeTumblingWindowSendsLateTuplesToTheLateStream() throws Exception {
        String key = Recorder.newKey();
        // i@20 and j@24 arrive after the watermark reached 25: late. k, l, m are on time.
        run(key, List.of("a@1", "b@3", "c@6", "d@9", "e@10", "f@14", "g@16", "h@25", "|2", "i@20", "j@24", "k@26",
                "l@31", "m@40"),
            new RecordingWindowBolt(key, true).withTumblingWindow(Duration.of(10)).withTimestampField("ts")
                .withWatermarkInterval(Duration.of(5)).withLateTupleStream("late"), 4, 11, true);
        assertEquals(List.of(
            "get=[a,b,c,d,e] new=[a,b,c,d,e] exp=[] start=0 end=10",
            "get=[f,g] new=[f,g] exp=[a,b,c,d,e] start=10 end=20",
            "get=[h,k] new=[h,k] exp=[f,g] start=20 end=30",
            "get=[l,m] new=[l,m] exp=[h,k] start=30 end=40"), windows(key));
        Await.until("late tuples recorded", () -> Recorder.events(key, String.class).stream().filter(s -> s.startsWith("late:")).count() == 2);
        assertEquals(List.of("late:i", "late:j"),
            Recorder.events(key, String.class).stream().filter(s -> s.startsWith("late:")).collect(Collectors.toList()));
        assertEquals(new TreeSet<>(List.of("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k")), acked(key));
    }

    private static String prepareError(BaseWindowedBolt bolt, Map<String, Object> extra) {
        Map<String, Object> conf = new HashMap<>(bolt.getComponentConfiguration());
        conf.put(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS, 30);
        conf.putAll(extra);
        return assertThrows(IllegalArgumentException.class,
            () -> new WindowedBoltExecutor(bolt).prepare(conf, (TopologyContext) null, (OutputCollector) null)).getMessage();
    }

    @Test
    void validationMessagesAreStorms() {
        String key = "unused";
        assertEquals("Window length is not specified", prepareError(new RecordingWindowBolt(key, false), Map.of()));
        assertEquals("Window length must be positive [Count{value=0}]",
            prepareError(new RecordingWindowBolt(key, false).withWindow(Count.of(0)), Map.of()));
        assertEquals("Sliding interval must be positive [Count{value=-1}]",
            prepareError(new RecordingWindowBolt(key, false).withWindow(Count.of(5), Count.of(-1)), Map.of()));
        assertEquals("Window duration (length + sliding interval) value 60000 is more than topology.message.timeout.secs value 30000",
            prepareError(new RecordingWindowBolt(key, false).withTumblingWindow(Duration.seconds(30)), Map.of()));
        assertEquals("Window count (length + sliding interval) value 25 is more than topology.max.spout.pending value 10",
            prepareError(new RecordingWindowBolt(key, false).withWindow(Count.of(20), Count.of(5)),
                Map.of(Config.TOPOLOGY_MAX_SPOUT_PENDING, 10)));
        assertEquals("Late tuple stream can be defined only when specifying a timestamp field",
            prepareError(new RecordingWindowBolt(key, false).withTumblingWindow(Count.of(2)).withLateTupleStream("late"), Map.of()));
        assertEquals("Duration cannot be negative",
            assertThrows(IllegalArgumentException.class, () -> Duration.of(-5)).getMessage());
        assertEquals("Window is already configured with a timestamp extractor: TupleFieldTimestampExtractor{fieldName='ts'}",
            assertThrows(IllegalArgumentException.class,
                () -> new RecordingWindowBolt(key, false).withTimestampExtractor(t -> 0L).withTimestampField("ts")).getMessage());
    }
}
