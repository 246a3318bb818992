package io.github.stormmc.benchmarks.twohop;

import io.github.stormmc.benchmarks.common.MeteredBolt;
import io.github.stormmc.benchmarks.common.MeteredSpout;
import java.util.List;
import java.util.Map;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

/**
 * The tail-latency probe: a spout stamping each tuple with its scheduled send time, a relay bolt passing it on, and a
 * sink recording now − stamp; two hops, shuffle-grouped, no work in between. Run paced (e.g. {@code --rate 1000}):
 * what it measures is the engine's hand-over latency, wake-ups included.
 */
public final class TwoHopTopology {

    public static final String SPOUT = "spout";
    public static final String RELAY = "relay";
    public static final String SINK = "sink";

    private TwoHopTopology() {
    }

    public static StormTopology build(int parallelism) {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout(SPOUT, new StampSpout(), parallelism);
        builder.setBolt(RELAY, new RelayBolt(), parallelism).shuffleGrouping(SPOUT);
        builder.setBolt(SINK, new SinkBolt(), parallelism).shuffleGrouping(RELAY);
        return builder.createTopology();
    }

    /** Emits a sequence number with the timestamp; finite runs emit 10,000. */
    public static final class StampSpout extends MeteredSpout {
        private transient long next;

        @Override
        protected void openSource(Map<String, Object> conf, TopologyContext context) {
        }

        @Override
        protected List<Object> nextValues(long timestamp, boolean finite) {
            if (finite && next == 10_000) {
                return null;
            }
            return new Values(next++, timestamp);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("seq", "ts"));
        }
    }

    /** Passes the tuple on unchanged; times its arrival, the end of the first hop. */
    public static final class RelayBolt extends MeteredBolt {
        @Override
        protected boolean endsFirstHop() {
            return true;
        }

        @Override
        protected void handle(Tuple input, BasicOutputCollector collector) {
            collector.emit(new Values(input.getValue(0), input.getValue(1)));
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("seq", "ts"));
        }
    }

    /** The end of the path: counted, and its latency recorded from the last field. */
    public static final class SinkBolt extends MeteredBolt {
        @Override
        protected boolean isSink() {
            return true;
        }

        @Override
        protected void handle(Tuple input, BasicOutputCollector collector) {
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }
}
