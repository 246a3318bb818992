package io.github.stormmc.streams;

import static io.github.stormmc.streams.StreamsAggregationTest.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.testing.Recorder;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.apache.storm.streams.Pair;
import org.apache.storm.streams.StreamBuilder;
import org.apache.storm.streams.StreamState;
import org.apache.storm.streams.operations.mappers.ValueMapper;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.junit.jupiter.api.Test;

/** updateStateByKey with stateQuery, to(bolt) and print(). */
class StreamsStateAndSinkTest {

    /** Records each tuple as "fields=values" and acks it. */
    static final class FieldsBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private final String key;
        private transient OutputCollector collector;

        FieldsBolt(String key) {
            this.key = key;
        }

        @Override
        public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            Recorder.record(key, input.getFields().toList() + "=" + input.getValues());
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    @Test
    void updateStateByKeyKeepsPerKeyStateThatStateQueryReads() throws Exception {
        String words = Recorder.newKey();
        String queries = Recorder.newKey();
        String updates = Recorder.newKey();
        String answers = Recorder.newKey();
        StreamBuilder builder = new StreamBuilder();
        StreamState<String, Long> counts = builder.newStream(
                new ListSpout(words, new Fields("w"), rows("a", "b", "a", "c", "a")), new ValueMapper<String>(0), 2)
            .mapToPair(w -> Pair.of(w, 1))
            .updateStateByKey(0L, (count, one) -> count + one);
        counts.toPairStream().forEach(StreamsRun.into(updates));
        builder.newStream(new ListSpout(queries, new Fields("q"), rows("a", "zz", "c")).after(updates, 5),
                new ValueMapper<String>(0))
            .stateQuery(counts)
            .forEach(StreamsRun.into(answers));
        StreamsRun.run(builder.build(), "queries answered", () -> StreamsRun.acks(queries) == 3
            && StreamsRun.values(answers).size() == 2 && StreamsRun.acks(words) == 5);
        assertEquals(List.of(Pair.of("a", 3L), Pair.of("c", 1L)), StreamsRun.values(answers));
        assertEquals(5, StreamsRun.values(updates).size());
        assertEquals(true, StreamsRun.values(updates).contains(Pair.of("a", 3L)));
    }

    @Test
    void toBoltReceivesValueOrKeyValueTuplesAndAcksFlowBackToTheSpout() throws Exception {
        String spoutKey = Recorder.newKey();
        String plain = Recorder.newKey();
        String keyed = Recorder.newKey();
        StreamBuilder builder = new StreamBuilder();
        var words = builder.newStream(new ListSpout(spoutKey, new Fields("w"), rows("x", "y")),
            new ValueMapper<String>(0));
        words.map(String::toUpperCase).to(new FieldsBolt(plain));
        words.mapToPair(w -> Pair.of(w, w.length())).to(new FieldsBolt(keyed), 2);
        StreamsRun.run(builder.build(), "both bolts and acks", () -> StreamsRun.values(plain).size() == 2
            && StreamsRun.values(keyed).size() == 2 && StreamsRun.acks(spoutKey) == 2);
        assertEquals(List.of("[value]=[X]", "[value]=[Y]"), StreamsRun.values(plain));
        assertEquals(List.of("[key, value]=[x, 1]", "[key, value]=[y, 1]"),
            StreamsRun.values(keyed).stream().map(Object::toString).sorted().toList());
    }

    @Test
    void printWritesEachValueOnItsOwnLine() throws Exception {
        String spoutKey = Recorder.newKey();
        StreamBuilder builder = new StreamBuilder();
        builder.newStream(new ListSpout(spoutKey, new Fields("w"), rows("p", "q")), new ValueMapper<String>(0))
            .mapToPair(w -> Pair.of(w, List.of(1, 2)))
            .print();
        PrintStream original = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            StreamsRun.run(builder.build(), "2 acks", () -> StreamsRun.acks(spoutKey) == 2);
        } finally {
            System.setOut(original);
        }
        List<String> lines = captured.toString(StandardCharsets.UTF_8).lines()
            .filter(l -> l.startsWith("(")).toList();
        assertEquals(List.of("(p, [1, 2])", "(q, [1, 2])"), lines);
    }
}
