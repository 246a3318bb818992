package io.github.stormmc.status;

import io.github.stormmc.cluster.RunningTopology;
import io.github.stormmc.executor.Executor;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

/**
 * A finite WordCount whose every count is known in advance: {@code sentences} spout (1 executor) emits
 * {@link #SENTENCES} reliably, {@code split} (2 executors) splits them, {@code count} (3 executors) counts words and
 * emits (word, count) to no one. The first sentence contains "boom", which makes split report exactly one error.
 */
final class SentenceTopology {
    static final String FIRST = "the storm went boom";
    static final String[] CYCLE = {"an apple a day", "keeps the doctor away", "four score and seven years ago"};

    private SentenceTopology() {
    }

    static String sentence(int i) {
        return i == 0 ? FIRST : CYCLE[i % CYCLE.length];
    }

    /** Words in the first {@code n} sentences. */
    static long words(int n) {
        long words = 0;
        for (int i = 0; i < n; i++) {
            words += sentence(i).split(" ").length;
        }
        return words;
    }

    static StormTopology build(int sentences, long pauseNanosEvery100) {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("sentences", new SentenceSpout(sentences, pauseNanosEvery100), 1);
        builder.setBolt("split", new SplitBolt(), 2).shuffleGrouping("sentences");
        builder.setBolt("count", new CountBolt(), 3).fieldsGrouping("split", new Fields("word"));
        return builder.createTopology();
    }

    static RunningTopology submit(LocalCluster cluster, String name, int sentences, long pauseNanosEvery100)
        throws Exception {
        Config conf = new Config();
        conf.setMaxSpoutPending(500);
        cluster.submitTopology(name, conf, build(sentences, pauseNanosEvery100));
        return cluster.stormMc().byName(name);
    }

    /** Waits (bounded) until every sentence is acked and every word counted; fails the test otherwise. */
    static void awaitDone(RunningTopology t, int sentences) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        long words = words(sentences);
        while (System.nanoTime() < deadline) {
            if (total(t, "sentences", "acked") == sentences && total(t, "count", "executed") == words) {
                return;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("topology did not finish: acked " + total(t, "sentences", "acked") + " of "
            + sentences + ", counted " + total(t, "count", "executed") + " of " + words);
    }

    static long total(RunningTopology t, String component, String what) {
        long sum = 0;
        for (Executor e : t.worker().executors()) {
            if (e.plan().componentId().equals(component)) {
                sum += switch (what) {
                    case "acked" -> e.stats().acked().total();
                    case "executed" -> e.stats().executed().total();
                    default -> throw new IllegalArgumentException(what);
                };
            }
        }
        return sum;
    }

    static final class SentenceSpout extends BaseRichSpout {
        private final int total;
        private final long pauseNanosEvery100;
        private SpoutOutputCollector collector;
        private int next;

        SentenceSpout(int total, long pauseNanosEvery100) {
            this.total = total;
            this.pauseNanosEvery100 = pauseNanosEvery100;
        }

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void nextTuple() {
            if (next >= total) {
                return;
            }
            if (pauseNanosEvery100 > 0 && next % 100 == 99) {
                try { // paces the run for the screenshot (a park could return early: the executor is woken by acks)
                    TimeUnit.NANOSECONDS.sleep(pauseNanosEvery100);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
            collector.emit(new Values(sentence(next)), next);
            next++;
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("sentence"));
        }
    }

    static final class SplitBolt extends BaseRichBolt {
        private OutputCollector collector;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            for (String word : input.getString(0).split(" ")) {
                if (word.equals("boom")) {
                    collector.reportError(new IllegalStateException("boom is not a word we count"));
                }
                collector.emit(input, new Values(word));
            }
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("word"));
        }
    }

    static final class CountBolt extends BaseRichBolt {
        private final Map<String, Integer> counts = new HashMap<>();
        private OutputCollector collector;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            String word = input.getString(0);
            int count = counts.merge(word, 1, Integer::sum);
            collector.emit(input, new Values(word, count));
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("word", "count"));
        }
    }
}
