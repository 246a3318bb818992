package io.github.stormmc.kafka;

import io.github.stormmc.state.RocksDbStateProvider;
import java.io.PrintStream;
import java.util.Map;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.kafka.spout.FirstPollOffsetStrategy;
import org.apache.storm.kafka.spout.KafkaSpout;
import org.apache.storm.kafka.spout.KafkaSpoutConfig;
import org.apache.storm.state.KeyValueState;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseStatefulBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;

/**
 * The child JVM of {@link KafkaDurableStateTest}: Kafka → stateful word count on RocksDB. The bolt marks each record
 * it counted ("#partition:offset") in its state, so records the spout replays after a crash (its offsets are
 * committed after the state) are counted once. Prints "NAMESPACE ns" and, at each commit, "COMMIT ns lines".
 */
public final class KafkaCrashWordCount {
    private static final PrintStream OUT = System.out;

    private KafkaCrashWordCount() {
    }

    public static void main(String[] args) throws Exception {
        KafkaSpoutConfig<String, String> spout = KafkaSpoutConfig.builder(args[0], args[1])
            .setProp(ConsumerConfig.GROUP_ID_CONFIG, args[2])
            .setFirstPollOffsetStrategy(FirstPollOffsetStrategy.UNCOMMITTED_EARLIEST)
            .setProcessingGuarantee(KafkaSpoutConfig.ProcessingGuarantee.AT_LEAST_ONCE)
            .setOffsetCommitPeriodMs(100)
            .build();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("kafka", new KafkaSpout<>(spout), 1);
        builder.setBolt("count", new CountBolt(), 2).fieldsGrouping("kafka", new Fields("partition"));
        Config conf = new Config();
        conf.put(Config.TOPOLOGY_STATE_PROVIDER, RocksDbStateProvider.class.getName());
        conf.put(RocksDbStateProvider.DIR, args[3]);
        conf.put(Config.TOPOLOGY_STATE_CHECKPOINT_INTERVAL, 50);
        conf.setMaxSpoutPending(200);
        new LocalCluster().submitTopology("kafka-crash-count", conf, builder.createTopology());
        Thread.sleep(Long.MAX_VALUE);
    }

    static synchronized void say(String line) {
        OUT.println(line);
        OUT.flush();
    }

    /** Counts words; "#p:o" marks a counted record, "$lines" counts them. */
    public static final class CountBolt extends BaseStatefulBolt<KeyValueState<String, Long>> {
        private static final long serialVersionUID = 1L;
        private transient KeyValueState<String, Long> state;
        private transient OutputCollector collector;
        private transient String namespace;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
            namespace = context.getThisComponentId() + "-" + context.getThisTaskId();
            say("NAMESPACE " + namespace);
        }

        @Override
        public void initState(KeyValueState<String, Long> state) {
            this.state = state;
        }

        @Override
        public void execute(Tuple input) {
            String mark = "#" + input.getValueByField("partition") + ":" + input.getValueByField("offset");
            if (state.get(mark) == null) {
                for (String word : input.getStringByField("value").split(" ")) {
                    state.put(word, state.get(word, 0L) + 1);
                }
                state.put(mark, 1L);
                state.put("$lines", state.get("$lines", 0L) + 1);
            }
            collector.ack(input);
        }

        @Override
        public void preCommit(long txid) {
            say("COMMIT " + namespace + " " + (state == null ? 0 : state.get("$lines", 0L)));
        }
    }
}
