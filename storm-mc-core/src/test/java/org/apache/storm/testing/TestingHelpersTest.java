package org.apache.storm.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.storm.Config;
import org.apache.storm.Testing;
import org.apache.storm.generated.StreamInfo;
import org.apache.storm.spout.ISpoutOutputCollector;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.IOutputCollector;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.IComponent;
import org.apache.storm.topology.OutputFieldsGetter;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.apache.storm.utils.Time;
import org.apache.storm.utils.Utils;
import org.junit.jupiter.api.Test;

/** The testing helpers one by one, driven directly with recording collectors. */
class TestingHelpersTest {

    /** Records spout emits as "stream values id". */
    static final class SpoutEmits implements ISpoutOutputCollector {
        final List<String> emits = new ArrayList<>();

        @Override
        public List<Integer> emit(String streamId, List<Object> tuple, Object messageId) {
            emits.add(streamId + " " + tuple + " " + messageId);
            return new ArrayList<>();
        }

        @Override
        public void emitDirect(int taskId, String streamId, List<Object> tuple, Object messageId) {
            throw new AssertionError("unexpected direct emit");
        }

        @Override
        public long getPendingCount() {
            return 0;
        }

        @Override
        public void flush() {
        }

        @Override
        public void reportError(Throwable error) {
            throw new AssertionError(error);
        }
    }

    /** Records bolt emits as "stream anchors=n values", acks and fails. */
    static final class BoltEmits implements IOutputCollector {
        final List<String> events = new ArrayList<>();

        @Override
        public List<Integer> emit(String streamId, Collection<Tuple> anchors, List<Object> tuple) {
            events.add("emit " + streamId + " anchors=" + (anchors == null ? 0 : anchors.size()) + " " + tuple);
            return new ArrayList<>();
        }

        @Override
        public void emitDirect(int taskId, String streamId, Collection<Tuple> anchors, List<Object> tuple) {
            throw new AssertionError("unexpected direct emit");
        }

        @Override
        public void ack(Tuple input) {
            events.add("ack " + input.getValues());
        }

        @Override
        public void fail(Tuple input) {
            events.add("fail " + input.getValues());
        }

        @Override
        public void resetTimeout(Tuple input) {
        }

        @Override
        public void flush() {
        }

        @Override
        public void reportError(Throwable error) {
            throw new AssertionError(error);
        }
    }

    private static String declared(IComponent component) {
        OutputFieldsGetter getter = new OutputFieldsGetter();
        component.declareOutputFields(getter);
        Map<String, String> streams = new java.util.TreeMap<>();
        for (Map.Entry<String, StreamInfo> e : getter.getFieldsDeclaration().entrySet()) {
            streams.put(e.getKey(), e.getValue().get_output_fields().toString());
        }
        return streams.toString();
    }

    private static Tuple words(Object... values) {
        MkTupleParam param = new MkTupleParam();
        param.setFields("word", "count");
        return Testing.testTuple(new Values(values), param);
    }

    @Test
    void testTupleDefaultsAndParameters() {
        Tuple t = Testing.testTuple(new Values("a", 1));
        assertEquals(new Values("a", 1), t.getValues());
        assertEquals(List.of("field1", "field2"), t.getFields().toList());
        assertEquals("component", t.getSourceComponent());
        assertEquals("default", t.getSourceStreamId());
        assertEquals(1, t.getSourceTask());
        assertEquals("a", t.getStringByField("field1"));
        assertEquals("test-storm-id", t.getContext().getStormId());

        MkTupleParam param = new MkTupleParam();
        assertNull(param.getStream());
        assertNull(param.getComponent());
        assertNull(param.getFields());
        param.setStream("s");
        param.setComponent("c");
        param.setFields("x", "y");
        Tuple t2 = Testing.testTuple(new Values("a", 1), param);
        assertEquals(List.of("x", "y"), t2.getFields().toList());
        assertEquals("c", t2.getSourceComponent());
        assertEquals("s", t2.getSourceStreamId());
        assertEquals(1, t2.getIntegerByField("y"));
        param.setFieldsList(List.of("p", "q"));
        assertEquals(List.of("p", "q"), param.getFields());
    }

    @Test
    void multisets() {
        assertTrue(Testing.multiseteq(Arrays.asList(1, 2, 2), Arrays.asList(2, 1, 2)));
        assertFalse(Testing.multiseteq(Arrays.asList(1, 2, 2), Arrays.asList(2, 1, 1)));
        assertFalse(Testing.multiseteq(Arrays.asList(1, 2), Arrays.asList(1, 2, 2)));
        assertEquals(Map.of("a", 2, "b", 1), Testing.multiset(Arrays.asList("a", "b", "a")));
        assertTrue(Testing.isEvery(List.of(1, 2), x -> x > 0));
        assertTrue(Testing.isEvery(List.<Integer>of(), x -> x > 0));
        assertFalse(Testing.isEvery(List.of(1, -2), x -> x > 0));
    }

    @Test
    void whileTimeoutRunsTheBodyUntilTheConditionTurnsFalse() {
        int[] runs = {0};
        Testing.whileTimeout(() -> runs[0] < 3, () -> runs[0]++);
        assertEquals(3, runs[0]);
        Testing.Condition forever = new Testing.Condition() {
            @Override
            public boolean exec() {
                return true;
            }

            @Override
            public String toString() {
                return "forever";
            }
        };
        AssertionError e = assertThrows(AssertionError.class, () -> Testing.whileTimeout(20, forever, () -> { }));
        assertEquals("Test timed out (20ms) forever", e.getMessage());
    }

    @Test
    void testWordSpoutEmitsOneKnownWordPerHundredMillisecondsUnanchored() throws Exception {
        TestWordSpout spout = new TestWordSpout();
        assertEquals("{default=[word]}", declared(spout));
        assertNull(spout.getComponentConfiguration());
        assertEquals(Map.of(Config.TOPOLOGY_MAX_TASK_PARALLELISM, 1), new TestWordSpout(false).getComponentConfiguration());
        SpoutEmits emits = new SpoutEmits();
        // every simulated sleep advances the clock by itself, so the 100 ms sleeps cost no real time
        try (Time.SimulatedTime ignored = new Time.SimulatedTime(100)) {
            spout.open(new HashMap<>(), null, new SpoutOutputCollector(emits));
            for (int i = 0; i < 50; i++) {
                spout.nextTuple();
            }
            assertEquals(5000L, Time.currentTimeMillis());
        }
        Set<String> allowed = Set.of("default [nathan] null", "default [mike] null", "default [jackson] null",
            "default [golda] null", "default [bertels] null");
        assertEquals(50, emits.emits.size());
        assertTrue(allowed.containsAll(emits.emits), emits.emits.toString());
    }

    @Test
    void testWordCounterCountsPerWord() {
        TestWordCounter counter = new TestWordCounter();
        assertEquals("{default=[word, count]}", declared(counter));
        BoltEmits out = new BoltEmits();
        BasicOutputCollector collector = new BasicOutputCollector(new OutputCollector(out));
        counter.prepare(new HashMap<>(), null);
        for (String word : List.of("a", "a", "b")) {
            Tuple input = words(word);
            collector.setContext(input); // as the bolt's executor does: emits are anchored to the input
            counter.execute(input, collector);
        }
        assertEquals(List.of("emit default anchors=1 [a, 1]", "emit default anchors=1 [a, 2]",
            "emit default anchors=1 [b, 1]"), out.events);
    }

    @Test
    void testGlobalCountEmitsTheRunningCountAnchoredAndAcks() {
        TestGlobalCount count = new TestGlobalCount();
        assertEquals("{default=[global-count]}", declared(count));
        assertEquals(List.of("global-count"), count.getOutputFields().toList());
        BoltEmits out = new BoltEmits();
        count.prepare(new HashMap<>(), null, new OutputCollector(out));
        count.execute(words("a"));
        count.execute(words("b"));
        assertEquals(List.of("emit default anchors=1 [1]", "ack [a]", "emit default anchors=1 [2]", "ack [b]"),
            out.events);
    }

    @Test
    void testAggregatesCounterSumsTheLatestCountOfEachWord() {
        TestAggregatesCounter agg = new TestAggregatesCounter();
        assertEquals("{default=[agg-global]}", declared(agg));
        BoltEmits out = new BoltEmits();
        agg.prepare(new HashMap<>(), null, new OutputCollector(out));
        agg.execute(words("a", 3));
        agg.execute(words("b", 5));
        agg.execute(words("a", 4));
        assertEquals(List.of("emit default anchors=0 [3]", "ack [a, 3]", "emit default anchors=0 [8]", "ack [b, 5]",
            "emit default anchors=0 [9]", "ack [a, 4]"), out.events);
    }

    @Test
    void identityAndConfBolts() {
        BoltEmits out = new BoltEmits();
        BasicOutputCollector collector = new BasicOutputCollector(new OutputCollector(out));
        IdentityBolt identity = new IdentityBolt(new Fields("p", "q"));
        assertEquals("{default=[p, q]}", declared(identity));
        Tuple input = words("a", 3);
        collector.setContext(input);
        identity.execute(input, collector);

        TestConfBolt conf = new TestConfBolt(Map.of("fake.config", 123));
        assertEquals("{default=[conf, value]}", declared(conf));
        assertEquals(Map.of("fake.config", 123), conf.getComponentConfiguration());
        assertNull(new TestConfBolt().getComponentConfiguration());
        conf.prepare(Map.of("fake.config", 123, "other", "v"), null);
        for (String key : List.of("fake.config", "missing")) {
            Tuple keyInput = words(key);
            collector.setContext(keyInput);
            conf.execute(keyInput, collector);
        }
        assertEquals(List.of("emit default anchors=1 [a, 3]", "emit default anchors=1 [fake.config, 123]",
            "emit default anchors=1 [missing, null]"), out.events);
    }

    @Test
    void nGroupingPicksTheLowestTasks() {
        NGrouping grouping = new NGrouping(2);
        grouping.prepare(null, null, Arrays.asList(5, 3, 9, 1));
        assertEquals(List.of(1, 3), grouping.chooseTasks(0, List.of("x")));
        assertEquals(List.of(1, 3), grouping.chooseTasks(7, List.of("y")));
        assertThrows(IndexOutOfBoundsException.class, () -> new NGrouping(3).prepare(null, null, List.of(1, 2)));
    }

    @Test
    void ackTrackers() {
        AckTracker acks = new AckTracker();
        acks.ack(1);
        acks.ack(1);
        acks.fail(2);
        assertEquals(2, acks.getNumAcks());
        AckTracker copy = Utils.javaDeserialize(Utils.javaSerialize(acks), AckTracker.class);
        copy.ack(3);
        assertEquals(3, acks.getNumAcks(), "a serialised copy counts into the same total");
        acks.resetNumAcks();
        assertEquals(0, copy.getNumAcks());

        AckFailMapTracker map = new AckFailMapTracker();
        AckFailMapTracker mapCopy = Utils.javaDeserialize(Utils.javaSerialize(map), AckFailMapTracker.class);
        mapCopy.ack("a");
        mapCopy.fail("b");
        assertTrue(map.isAcked("a"));
        assertFalse(map.isFailed("a"));
        assertFalse(map.isAcked("b"));
        assertTrue(map.isFailed("b"));
        assertFalse(map.isAcked("c"));
        assertFalse(new AckFailMapTracker().isAcked("a"), "trackers do not share state with each other");
    }

    @Test
    void feederSpoutEmitsWhatIsFedWithMessageIdsAndForwardsAcks() {
        FeederSpout feeder = new FeederSpout(new Fields("a", "b"));
        assertEquals("{default=[a, b]}", declared(feeder));
        assertEquals(Map.of(), feeder.getComponentConfiguration());
        assertEquals("{default=[z]}", declared(new FeederSpout(List.of("z"))));
        FeederSpout running = Utils.javaDeserialize(Utils.javaSerialize(feeder), FeederSpout.class);
        SpoutEmits emits = new SpoutEmits();
        running.open(new HashMap<>(), null, new SpoutOutputCollector(emits));
        feeder.waitForReader();
        running.nextTuple();
        feeder.feed(new Values(3, 4), "my-id");
        feeder.feedNoWait(new Values(5, 6), 42);
        feeder.feed(new Values(1, 2));
        for (int i = 0; i < 4; i++) {
            running.nextTuple();
        }
        assertEquals(3, emits.emits.size());
        assertEquals("default [3, 4] my-id", emits.emits.get(0));
        assertEquals("default [5, 6] 42", emits.emits.get(1));
        assertTrue(emits.emits.get(2).matches("default \\[1, 2\\] [0-9a-f-]{36}"), emits.emits.get(2));

        running.ack("no delegate yet"); // nothing to forward to
        AckFailMapTracker tracker = new AckFailMapTracker();
        running.setAckFailDelegate(tracker);
        running.ack("my-id");
        running.fail(42);
        assertTrue(tracker.isAcked("my-id"));
        assertTrue(tracker.isFailed(42));
    }

    @Test
    void tupleCaptureBoltRecordsBySourceComponentAndAcks() {
        TupleCaptureBolt capture = new TupleCaptureBolt();
        assertEquals("{}", declared(capture));
        assertNull(capture.getComponentConfiguration());
        TupleCaptureBolt running = Utils.javaDeserialize(Utils.javaSerialize(capture), TupleCaptureBolt.class);
        BoltEmits out = new BoltEmits();
        running.prepare(new HashMap<>(), null, new OutputCollector(out));
        MkTupleParam fromC1 = new MkTupleParam();
        fromC1.setComponent("c1");
        fromC1.setStream("s1");
        running.execute(Testing.testTuple(new Values("a"), fromC1));
        running.execute(Testing.testTuple(new Values("b")));
        running.execute(Testing.testTuple(new Values("c"), fromC1));
        assertEquals(List.of("ack [a]", "ack [b]", "ack [c]"), out.events);
        assertEquals("{c1=[s1:<[a]>, s1:<[c]>], component=[default:<[b]>]}",
            new java.util.TreeMap<>(capture.getResults()).toString());
        assertEquals("{c1=[s1:<[a]>, s1:<[c]>], component=[default:<[b]>]}",
            new java.util.TreeMap<>(capture.getAndClearResults()).toString());
        assertEquals(Map.of(), capture.getResults());
        running.execute(Testing.testTuple(new Values("d")));
        assertEquals("{component=[default:<[d]>]}", capture.getAndRemoveResults().toString());
        assertNull(capture.getResults());
    }

    @Test
    void fixedTuplesMockedSourcesAndParams() {
        assertEquals("default:<[a]>", new FixedTuple(new Values("a")).toString());
        assertEquals("s:<[a, 2]>", new FixedTuple("s", new Values("a", 2)).toString());
        MockedSources sources = new MockedSources();
        sources.addMockData("x", "st", new Values(1));
        sources.addMockData("x", new Values(2), new Values(3));
        assertEquals("{x=[st:<[1]>, default:<[2]>, default:<[3]>]}", sources.getData().toString());

        FixedTupleSpout spout = new FixedTupleSpout(List.of(new Values("a"), new FixedTuple("s2", new Values("b"))));
        assertEquals("[default:<[a]>, s2:<[b]>]", spout.getSourceTuples().toString());
        assertEquals("{}", declared(spout), "without fields the spout declares nothing (a mock keeps the original's)");
        assertEquals("{default=[f1]}", declared(new FixedTupleSpout(List.of(new Values("a")), new Fields("f1"))));
        assertEquals(0, spout.getCompleted());
        assertFalse(spout.isExhausted());
        assertTrue(new FixedTupleSpout(List.of()).isExhausted());

        CompleteTopologyParam param = new CompleteTopologyParam();
        assertEquals(Map.of(), param.getMockedSources().getData());
        assertEquals(Map.of(), param.getStormConf());
        assertTrue(param.getCleanupState());
        assertNull(param.getTopologyName());
        assertEquals(10_000, param.getTimeoutMs());
        assertEquals(10_000, Testing.TEST_TIMEOUT_MS);

        MkClusterParam cluster = new MkClusterParam();
        assertNull(cluster.getSupervisors());
        assertNull(cluster.getPortsPerSupervisor());
        assertNull(cluster.isNimbusDaemon());
        assertNull(cluster.getDaemonConf());
    }
}
