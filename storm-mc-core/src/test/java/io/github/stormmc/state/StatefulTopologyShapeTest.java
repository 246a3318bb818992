package io.github.stormmc.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.storm.generated.Bolt;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.spout.CheckPointState;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.state.InMemoryKeyValueState;
import org.apache.storm.state.KeyValueState;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.topology.base.BaseStatefulBolt;
import org.apache.storm.topology.base.BaseStatefulWindowedBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.utils.Utils;
import org.apache.storm.windowing.TupleWindow;
import org.junit.jupiter.api.Test;

/** What createTopology builds for a stateful topology, compared with Apache Storm 2.8.2's output; state semantics. */
class StatefulTopologyShapeTest {

    static final class Stateful extends BaseStatefulBolt<KeyValueState<String, Long>> {
        private static final long serialVersionUID = 1L;

        @Override
        public void initState(KeyValueState<String, Long> state) {
        }

        @Override
        public void execute(Tuple input) {
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer d) {
            d.declare(new Fields("w"));
        }
    }

    static final class Plain extends BaseRichBolt {
        private static final long serialVersionUID = 1L;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
        }

        @Override
        public void execute(Tuple input) {
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer d) {
            d.declare(new Fields("w"));
            d.declareStream("s2", new Fields("q"));
        }
    }

    static final class Source extends BaseRichSpout {
        private static final long serialVersionUID = 1L;

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        }

        @Override
        public void nextTuple() {
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer d) {
            d.declare(new Fields("w"));
        }
    }

    private static String describe(Bolt bolt) {
        Map<String, String> inputs = new TreeMap<>();
        bolt.get_common().get_inputs().forEach((k, v) -> inputs.put(k.get_componentId() + "/" + k.get_streamId(),
            v.getSetField().getFieldName()));
        return inputs + " streams=" + new TreeSet<>(bolt.get_common().get_streams().keySet()) + " "
            + Utils.javaDeserialize(bolt.get_bolt_object().get_serialized_java(), Object.class).getClass().getSimpleName();
    }

    @Test
    void checkpointSpoutAndForwardingAreAddedAsStormDoes() {
        TopologyBuilder b = new TopologyBuilder();
        b.setSpout("spout", new Source(), 2);
        b.setBolt("plain", new Plain(), 2).shuffleGrouping("spout");
        b.setBolt("stateful", new Stateful(), 3).fieldsGrouping("plain", new Fields("w")).shuffleGrouping("spout");
        b.setBolt("after", new Plain()).shuffleGrouping("stateful");
        StormTopology t = b.createTopology();
        assertEquals(new TreeSet<>(java.util.List.of("$checkpointspout", "spout")), new TreeSet<>(t.get_spouts().keySet()));
        assertEquals(1, t.get_spouts().get("$checkpointspout").get_common().get_parallelism_hint());
        assertEquals(java.util.List.of("txid", "action"),
            t.get_spouts().get("$checkpointspout").get_common().get_streams().get("$checkpoint").get_output_fields());
        assertEquals("{$checkpointspout/$checkpoint=all, spout/default=shuffle} streams=[$checkpoint, default, s2] CheckpointTupleForwarder",
            describe(t.get_bolts().get("plain")));
        assertEquals("{$checkpointspout/$checkpoint=all, plain/$checkpoint=all, plain/default=fields, spout/default=shuffle} "
            + "streams=[$checkpoint, default] StatefulBoltExecutor", describe(t.get_bolts().get("stateful")));
        assertEquals("{stateful/$checkpoint=all, stateful/default=shuffle} streams=[$checkpoint, default, s2] CheckpointTupleForwarder",
            describe(t.get_bolts().get("after")));
    }

    @Test
    void withoutStatefulBoltsNothingIsAdded() {
        TopologyBuilder b = new TopologyBuilder();
        b.setSpout("spout", new Source());
        b.setBolt("plain", new Plain()).shuffleGrouping("spout");
        StormTopology t = b.createTopology();
        assertEquals(java.util.Set.of("spout"), t.get_spouts().keySet());
        assertEquals("{spout/default=shuffle} streams=[default, s2] Plain", describe(t.get_bolts().get("plain")));
    }

    @Test
    void withPersistenceMarksTheBoltPersistent() {
        BaseStatefulWindowedBolt<KeyValueState<String, Long>> bolt = new BaseStatefulWindowedBolt<>() {
            private static final long serialVersionUID = 1L;

            @Override
            public void initState(KeyValueState<String, Long> state) {
            }

            @Override
            public void execute(TupleWindow inputWindow) {
            }
        };
        assertEquals(false, bolt.isPersistent());
        assertSame(bolt, bolt.withPersistence());
        assertEquals(true, bolt.isPersistent());
    }

    @Test
    void inMemoryStatePreparesCommitsAndRollsBack() {
        InMemoryKeyValueState<String, Integer> state = new InMemoryKeyValueState<>();
        state.put("a", 1);
        state.prepareCommit(1);
        state.put("b", 2); // after the prepare: not part of transaction 1
        state.commit(1);
        state.put("a", 10);
        state.rollback();
        Map<String, Integer> now = new TreeMap<>();
        state.forEach(e -> now.put(e.getKey(), e.getValue()));
        assertEquals(Map.of("a", 1), now);
        assertEquals(7, state.get("zz", 7));
        assertEquals(1, state.delete("a"));
        state.commit();
        state.put("c", 3);
        state.rollback();
        assertEquals(null, state.get("a"));
        assertEquals(null, state.get("c"));
    }

    @Test
    void checkpointStateTransitionsAreStorms() {
        CheckPointState committed = new CheckPointState(5, CheckPointState.State.COMMITTED);
        CheckPointState preparing = new CheckPointState(5, CheckPointState.State.PREPARING);
        CheckPointState committing = new CheckPointState(5, CheckPointState.State.COMMITTING);
        assertEquals("PREPARE CheckPointState{txid=6, state=PREPARING}", committed.nextAction(false) + " " + committed.nextState(false));
        assertEquals("INITSTATE CheckPointState{txid=5, state=COMMITTED}", committed.nextAction(true) + " " + committed.nextState(true));
        assertEquals("PREPARE CheckPointState{txid=5, state=COMMITTING}", preparing.nextAction(false) + " " + preparing.nextState(false));
        assertEquals("ROLLBACK CheckPointState{txid=4, state=COMMITTED}", preparing.nextAction(true) + " " + preparing.nextState(true));
        assertEquals("COMMIT CheckPointState{txid=5, state=COMMITTED}", committing.nextAction(true) + " " + committing.nextState(true));
    }
}
