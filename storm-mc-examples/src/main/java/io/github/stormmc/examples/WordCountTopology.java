package io.github.stormmc.examples;

import org.apache.storm.Config;
import org.apache.storm.StormSubmitter;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.tuple.Fields;

/**
 * WordCount the Storm 2.x way: build the topology and hand it to StormSubmitter. On a Storm cluster
 * ({@code storm jar}) it is uploaded to Nimbus; under {@code bin/storm-mc jar} or {@code storm local} it runs in
 * the launching JVM.
 *
 * <p>Usage: {@code WordCountTopology [topology-name]} (default "wordcount").
 */
public final class WordCountTopology {

    private WordCountTopology() {
    }

    public static void main(String[] args) throws Exception {
        String name = args.length > 0 ? args[0] : "wordcount";

        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new LineSpout(), 1);
        builder.setBolt("split", new SplitSentenceBolt(), 2).shuffleGrouping("spout");
        builder.setBolt("count", new WordCountBolt(), 2).fieldsGrouping("split", new Fields("word"));

        Config conf = new Config();
        // Bounds the lines in flight per spout task, so acking keeps up with an endless spout.
        conf.setMaxSpoutPending(5000);

        StormSubmitter.submitTopology(name, conf, builder.createTopology());
    }
}
