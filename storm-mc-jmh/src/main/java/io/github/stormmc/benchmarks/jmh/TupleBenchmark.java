package io.github.stormmc.benchmarks.jmh;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.task.GeneralTopologyContext;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.TupleImpl;
import org.apache.storm.tuple.Values;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/** Tuple creation and field access through Storm's public tuple API, without a running topology. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class TupleBenchmark {

    private GeneralTopologyContext context;
    private Tuple tuple;
    private String word;
    private Long timestamp;

    @Setup
    public void setUp() {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new KeySpout(), 1);
        StormTopology topology = builder.createTopology();
        Map<Integer, String> taskToComponent = new HashMap<>();
        taskToComponent.put(1, "spout");
        Map<String, Map<String, Fields>> fields = new HashMap<>();
        fields.put("spout", Map.of("default", new Fields("word", "ts")));
        context = new GeneralTopologyContext(topology, new HashMap<>(), taskToComponent,
                Map.of("spout", List.of(1)), fields, "bench-1");
        word = "storm";
        timestamp = 42L;
        tuple = newTuple();
    }

    @Benchmark
    public Tuple newTuple() {
        return new TupleImpl(context, new Values(word, timestamp), "spout", 1, "default");
    }

    @Benchmark
    public Object getValueByField() {
        return tuple.getValueByField("ts");
    }

    @Benchmark
    public Object getStringByIndex() {
        return tuple.getString(0);
    }
}
