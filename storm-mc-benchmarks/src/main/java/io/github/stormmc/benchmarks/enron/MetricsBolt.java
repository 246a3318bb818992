package io.github.stormmc.benchmarks.enron;

import io.github.stormmc.benchmarks.common.MeteredBolt;
import java.util.HashMap;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

/**
 * Fills in the character, word and paragraph counts ({@link EmailMetrics}) and passes the email on; on every tick
 * sends this task's totals for the interval on the {@value #INTERVAL_STREAM} stream to the global metrics bolt.
 */
public class MetricsBolt extends MeteredBolt {

    public static final String INTERVAL_STREAM = "interval";
    static final Fields INTERVAL_FIELDS =
            new Fields("interval", "emails", "characters", "words", "paragraphs", "emailsPerSecond");

    private final int intervalSecs;
    private transient long interval;
    private transient long emails;
    private transient long characters;
    private transient long words;
    private transient long paragraphs;
    private transient long intervalStart;

    public MetricsBolt(int intervalSecs) {
        this.intervalSecs = intervalSecs;
    }

    @Override
    protected void setUp(Map<String, Object> conf, TopologyContext context) {
        intervalStart = System.nanoTime();
    }

    @Override
    protected void handle(Tuple input, BasicOutputCollector collector) {
        Email counted = EmailMetrics.apply(EmailTuples.email(input));
        emails++;
        characters += counted.charCount();
        words += counted.wordCount();
        paragraphs += counted.paraCount();
        collector.emit(EmailTuples.values(counted, EmailTuples.timestamp(input)));
    }

    @Override
    protected void onTick(BasicOutputCollector collector) {
        long now = System.nanoTime();
        double seconds = Math.max(1e-9, (now - intervalStart) / 1e9);
        collector.emit(INTERVAL_STREAM, new Values(interval, emails, characters, words, paragraphs,
                emails / seconds));
        interval++;
        emails = 0;
        characters = 0;
        words = 0;
        paragraphs = 0;
        intervalStart = now;
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        Map<String, Object> conf = new HashMap<>();
        conf.put(Config.TOPOLOGY_TICK_TUPLE_FREQ_SECS, intervalSecs);
        return conf;
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(EmailTuples.FIELDS);
        declarer.declareStream(INTERVAL_STREAM, INTERVAL_FIELDS);
    }
}
