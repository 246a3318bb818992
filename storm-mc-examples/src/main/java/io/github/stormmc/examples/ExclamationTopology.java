package io.github.stormmc.examples;

import org.apache.storm.Config;
import org.apache.storm.StormSubmitter;
import org.apache.storm.topology.TopologyBuilder;

/**
 * Storm's classic first topology: words → exclaim1 → exclaim2, each bolt appending "!!!".
 *
 * <p>Usage: {@code ExclamationTopology [topology-name]} (default "exclamation").
 */
public final class ExclamationTopology {

    private ExclamationTopology() {
    }

    public static void main(String[] args) throws Exception {
        String name = args.length > 0 ? args[0] : "exclamation";

        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("word", new WordSpout(), 2);
        builder.setBolt("exclaim1", new ExclamationBolt(), 3).shuffleGrouping("word");
        builder.setBolt("exclaim2", new ExclamationBolt(), 2).shuffleGrouping("exclaim1");

        Config conf = new Config();
        conf.setMaxSpoutPending(1000);

        StormSubmitter.submitTopology(name, conf, builder.createTopology());
    }
}
