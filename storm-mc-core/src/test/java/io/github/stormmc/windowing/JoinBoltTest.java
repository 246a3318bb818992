package io.github.stormmc.windowing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.stormmc.testing.NoOpOutputCollector;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.bolt.JoinBolt;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.task.GeneralTopologyContext;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.topology.OutputFieldsGetter;
import org.apache.storm.topology.base.BaseWindowedBolt.Count;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.TupleImpl;
import org.apache.storm.tuple.Values;
import org.apache.storm.windowing.TupleWindowImpl;
import org.junit.jupiter.api.Test;

/** JoinBolt results for one window, as Apache Storm 2.8.2 emits them for the same tuples. */
class JoinBoltTest {
    private final GeneralTopologyContext context;

    JoinBoltTest() {
        Map<Integer, String> taskToComponent = new HashMap<>();
        taskToComponent.put(1, "src");
        Map<String, List<Integer>> componentTasks = new HashMap<>();
        componentTasks.put("src", List.of(1));
        Map<String, Map<String, Fields>> fields = new HashMap<>();
        fields.put("src", Map.of("default", new Fields("v", "ts"), "other", new Fields("v", "ts"), "third", new Fields("v", "ts")));
        context = new GeneralTopologyContext(new StormTopology(new HashMap<>(), new HashMap<>(), new HashMap<>()),
            new HashMap<>(), taskToComponent, componentTasks, fields, "join-test");
    }

    /** "value@key/stream" tuples. */
    private List<Tuple> tuples(String... specs) {
        List<Tuple> list = new ArrayList<>();
        for (String spec : specs) {
            String[] p = spec.split("[@/]");
            list.add(new TupleImpl(context, new Values(p[0], Long.parseLong(p[1])), "src", 1, p[2]));
        }
        return list;
    }

    private static List<String> run(JoinBolt bolt, List<Tuple> window) {
        List<String> out = new ArrayList<>();
        bolt.prepare(new HashMap<>(), null, new OutputCollector(new NoOpOutputCollector() {
            @Override
            public List<Integer> emit(String streamId, Collection<Tuple> anchors, List<Object> tuple) {
                out.add(streamId + " " + tuple + " anchors=" + WindowSeen.render(new ArrayList<>(anchors)));
                return List.of();
            }
        }));
        bolt.execute(new TupleWindowImpl(window, window, List.of()));
        return out;
    }

    private static JoinBolt join(boolean left, String select) {
        JoinBolt bolt = new JoinBolt(JoinBolt.Selector.STREAM, "default", "ts");
        bolt = left ? bolt.leftJoin("other", "ts", "default") : bolt.join("other", "ts", "default");
        return bolt.select(select).withTumblingWindow(Count.of(6));
    }

    @Test
    void innerJoin() {
        assertEquals(List.of("default [a, c, 1] anchors=[a,c]", "default [a, d, 1] anchors=[a,d]"),
            run(join(false, "default:v,other:v,ts"),
                tuples("a@1/default", "b@2/default", "c@1/other", "d@1/other", "e@3/other", "f@2/default")));
    }

    @Test
    void leftJoinKeepsUnmatchedRowsWithNulls() {
        assertEquals(List.of("default [a, c, 1] anchors=[a,c]", "default [a, d, 1] anchors=[a,d]",
                "default [b, null, 2] anchors=[b]", "default [f, null, 2] anchors=[f]"),
            run(join(true, "default:v,other:v,ts"),
                tuples("a@1/default", "b@2/default", "c@1/other", "d@1/other", "e@3/other", "f@2/default")));
    }

    /**
     * A left join keyed on an input that an earlier left join left out has no key for that row: Storm drops the row
     * rather than keeping it with nulls.
     */
    @Test
    void leftJoinOnAnInputMissingFromTheRowDropsTheRow() {
        JoinBolt bolt = new JoinBolt(JoinBolt.Selector.STREAM, "default", "ts")
            .leftJoin("other", "ts", "default")
            .leftJoin("third", "ts", "other")
            .select("default:v,other:v,third:v");
        assertEquals(List.of("default [a, c, d] anchors=[a,c,d]"),
            run(bolt, tuples("a@1/default", "b@2/default", "c@1/other", "d@1/third", "e@2/third")));
    }

    @Test
    void inputQualifiersIgnoreCaseAndAnEmptyQualifierMeansNone() {
        OutputFieldsGetter getter = new OutputFieldsGetter();
        JoinBolt bolt = join(false, "DEFAULT:v,Other:v,:ts");
        bolt.declareOutputFields(getter);
        assertEquals(List.of("DEFAULT:v", "Other:v", "ts"), getter.getFieldsDeclaration().get("default").get_output_fields());
        assertEquals(List.of("default [a, c, 1] anchors=[a,c]"), run(bolt, tuples("a@1/default", "c@1/other")));
    }

    @Test
    void anInputCanBeJoinedOnlyOnceAndItsKeyTakesNoQualifier() {
        assertEquals("'s2' is already part of join. Cannot join with it more than once.",
            assertThrows(IllegalArgumentException.class,
                () -> new JoinBolt("s1", "k").join("s2", "k", "s1").leftJoin("s2", "k", "s1")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> new JoinBolt("s1", "k").join("s2", "s2:k", "s1"));
    }

    @Test
    void rowsAreLeftMajorAndUnqualifiedFieldsComeFromTheFirstInputHavingThem() {
        assertEquals(List.of("default [a, c] anchors=[a,c]", "default [a, d] anchors=[a,d]",
                "default [b, c] anchors=[b,c]", "default [b, d] anchors=[b,d]"),
            run(join(false, "default:v,other:v"), tuples("a@1/default", "c@1/other", "b@1/default", "d@1/other")));
        assertEquals(List.of("default [a, 1] anchors=[a,c]", "default [x, 5] anchors=[x,y]"),
            run(join(false, "v,ts"), tuples("a@1/default", "c@1/other", "x@5/default", "y@5/other")));
        assertEquals(List.of("default [null, a] anchors=[a,c]"),
            run(join(false, "nosuch,default:v"), tuples("a@1/default", "c@1/other")));
    }

    @Test
    void declarationsAndErrors() {
        OutputFieldsGetter getter = new OutputFieldsGetter();
        new JoinBolt("s1", "k").join("s2", "k", "s1").select(" s1:a , b ").withOutputStream("out").declareOutputFields(getter);
        assertEquals(List.of("s1:a", "b"), getter.getFieldsDeclaration().get("out").get_output_fields());
        assertEquals("Stream 's3' was not previously declared",
            assertThrows(IllegalArgumentException.class, () -> new JoinBolt("s1", "k").join("s2", "k", "s3")).getMessage());
        assertEquals("Must specify output fields via .select() method.",
            assertThrows(IllegalArgumentException.class, () -> new JoinBolt("s1", "k").prepare(new HashMap<>(), null, null)).getMessage());
        // the default selector is the source component: tuples from component "src" match no input here
        assertEquals("Join information for 'src' not found. Check the join clauses.",
            assertThrows(RuntimeException.class, () -> run(new JoinBolt("default", "ts").join("other", "ts", "default")
                .select("v"), tuples("a@1/default"))).getMessage());
    }

    /**
     * Storm's JoinBolt, with no output stream set, emits through {@code emit(anchors, values)}: a collector subclass
     * that overrides only that overload (as some users' test collectors do) must see every row.
     */
    @Test
    void withoutAnOutputStreamRowsGoThroughTheDefaultStreamOverload() {
        List<String> seen = new ArrayList<>();
        JoinBolt bolt = join(false, "default:v,other:v");
        bolt.prepare(new HashMap<>(), null, new OutputCollector(null) {
            @Override
            public List<Integer> emit(Collection<Tuple> anchors, List<Object> tuple) {
                seen.add(tuple + " anchors=" + WindowSeen.render(new ArrayList<>(anchors)));
                return List.of();
            }
        });
        List<Tuple> window = tuples("a@1/default", "c@1/other", "b@1/default");
        bolt.execute(new TupleWindowImpl(window, window, List.of()));
        assertEquals(List.of("[a, c] anchors=[a,c]", "[b, c] anchors=[b,c]"), seen);
        OutputFieldsGetter getter = new OutputFieldsGetter();
        join(false, "default:v,other:v").declareOutputFields(getter);
        assertEquals(List.of("default:v", "other:v"), getter.getFieldsDeclaration().get("default").get_output_fields());
    }
}
