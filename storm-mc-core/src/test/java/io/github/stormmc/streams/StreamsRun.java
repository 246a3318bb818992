package io.github.stormmc.streams;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.Recorder;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.streams.operations.Consumer;

/** Test helpers: run a streams topology until a condition holds, and record stream values. */
final class StreamsRun {
    private StreamsRun() {
    }

    /** A consumer recording each value under {@code key}. */
    static <T> Consumer<T> into(String key) {
        return value -> Recorder.record(key, value);
    }

    static List<Object> values(String key) {
        return Recorder.events(key);
    }

    static void run(StormTopology topology, String what, BooleanSupplier done) throws Exception {
        run(topology, new Config(), what, done);
    }

    static void run(StormTopology topology, Config conf, String what, BooleanSupplier done) throws Exception {
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("streams", conf, topology);
            Await.until(what, done);
        }
    }

    static long acks(String spoutKey) {
        return Recorder.events(spoutKey).stream().filter(e -> e.toString().startsWith("ack:")).count();
    }
}
