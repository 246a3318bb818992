package io.github.stormmc.matrix;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.storm.Config;

/**
 * One point of the engine's settings space, as Caffeine's {@code CacheSpec} describes a cache: the matrix tests run
 * their topologies at every point, so a combination no one picked by hand cannot hide a bug.
 */
record EngineSpec(String waitStrategy, String backpressure, int batchSize, int queueSize, boolean acking) {
    static final List<String> WAIT_STRATEGIES = List.of("blocking", "sleeping", "yielding", "progressive", "busy-spin");
    static final List<Integer> BATCH_SIZES = List.of(1, 3, 64);
    static final List<Integer> QUEUE_SIZES = List.of(4, 1024);

    /**
     * Every wait strategy x batch size x queue size x acking; the producer's backpressure wait alternates between
     * its two strategies along the product, so each meets every other setting's values.
     */
    static Stream<EngineSpec> all() {
        List<EngineSpec> specs = new ArrayList<>();
        int i = 0;
        for (String wait : WAIT_STRATEGIES) {
            for (int batch : BATCH_SIZES) {
                for (int queue : QUEUE_SIZES) {
                    for (boolean acking : new boolean[] {true, false}) {
                        String backpressure = i++ % 2 == 0 ? "blocking" : "progressive";
                        specs.add(new EngineSpec(wait, backpressure, batch, queue, acking));
                    }
                }
            }
        }
        return specs.stream();
    }

    Config config() {
        Config conf = new Config();
        conf.putAll(Map.of(
            "stormmc.executor.wait.strategy", waitStrategy,
            "stormmc.backpressure.wait.strategy", backpressure,
            "stormmc.transfer.batch.size", batchSize,
            Config.TOPOLOGY_EXECUTOR_RECEIVE_BUFFER_SIZE, queueSize));
        if (!acking) {
            conf.setNumAckers(0);
        }
        return conf;
    }

    @Override
    public String toString() {
        return "wait=" + waitStrategy + " backpressure=" + backpressure + " batch=" + batchSize + " queue="
            + queueSize + (acking ? " acked" : " unacked");
    }
}
