package io.github.stormmc.benchmarks.harness;

import io.github.stormmc.benchmarks.enron.EnronTopology;
import io.github.stormmc.benchmarks.rollingsort.RollingSortTopology;
import io.github.stormmc.benchmarks.twohop.TwoHopTopology;
import io.github.stormmc.benchmarks.wordcount.WordCountTopology;
import java.util.List;
import java.util.Locale;
import org.apache.storm.generated.StormTopology;

/** The benchmarked topologies: how to build each, which component is its spout and which its end. */
enum BenchmarkTopology {

    WORDCOUNT(WordCountTopology.SPOUT, WordCountTopology.COUNT,
            List.of(WordCountTopology.SPOUT, WordCountTopology.SPLIT, WordCountTopology.COUNT), 2_000) {
        @Override
        StormTopology build(BenchmarkOptions o) {
            return WordCountTopology.build(o.parallelism);
        }
    },
    ENRON(EnronTopology.READ, EnronTopology.WRITE,
            List.of(EnronTopology.READ, EnronTopology.DESERIALIZE, EnronTopology.FILTER, EnronTopology.MODIFY,
                    EnronTopology.METRICS, EnronTopology.GLOBAL, EnronTopology.SERIALIZE, EnronTopology.WRITE),
            1_000) {
        @Override
        StormTopology build(BenchmarkOptions o) {
            return EnronTopology.build(o.parallelism, o.intervalSecs);
        }
    },
    TWOHOP(TwoHopTopology.SPOUT, TwoHopTopology.SINK,
            List.of(TwoHopTopology.SPOUT, TwoHopTopology.RELAY, TwoHopTopology.SINK), 1_000) {
        @Override
        StormTopology build(BenchmarkOptions o) {
            return TwoHopTopology.build(o.parallelism);
        }
    },
    ROLLINGSORT(RollingSortTopology.SPOUT, RollingSortTopology.SORT,
            List.of(RollingSortTopology.SPOUT, RollingSortTopology.SORT), 5_000) {
        @Override
        StormTopology build(BenchmarkOptions o) {
            return RollingSortTopology.build(o.parallelism, o.tickSecs);
        }
    };

    final String spout;
    final String sink;
    final List<String> components;
    /** Offered rate (spout tuples per second, all tasks together) for latency runs: well below saturation. */
    final long defaultLatencyRate;

    BenchmarkTopology(String spout, String sink, List<String> components, long defaultLatencyRate) {
        this.spout = spout;
        this.sink = sink;
        this.components = components;
        this.defaultLatencyRate = defaultLatencyRate;
    }

    abstract StormTopology build(BenchmarkOptions options);

    String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Components counted for "first tuple executed": every bolt. */
    List<String> bolts() {
        return components.stream().filter(c -> !c.equals(spout)).toList();
    }

    static BenchmarkTopology of(String name) {
        for (BenchmarkTopology t : values()) {
            if (t.id().equals(name.toLowerCase(Locale.ROOT))) {
                return t;
            }
        }
        throw new IllegalArgumentException("unknown topology '" + name + "'; expected wordcount, enron, rollingsort or twohop");
    }
}
