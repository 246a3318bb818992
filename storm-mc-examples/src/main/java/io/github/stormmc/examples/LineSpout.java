package io.github.stormmc.examples;

import java.util.List;
import java.util.Map;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Emits the lines of a text file ({@link InputLines}) over and over, one per {@code nextTuple}, each with a message
 * id so the tuple tree is tracked. Failed lines are not replayed: the demo only counts them.
 */
public class LineSpout extends BaseRichSpout {

    private static final Logger LOG = LoggerFactory.getLogger(LineSpout.class);

    private transient SpoutOutputCollector collector;
    private transient List<String> lines;
    private int next;
    private long nextMessageId;

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        this.collector = collector;
        InputLines.Loaded loaded = InputLines.load(conf);
        this.lines = loaded.lines();
        if (loaded.source() != null) {
            LOG.info("LineSpout reading {} ({} non-blank lines, looped)", loaded.source(), lines.size());
        } else {
            LOG.warn("LineSpout found no input file (looked in: {}); using {} built-in sentences."
                    + " Set -c {}=PATH to choose one.", loaded.searched(), lines.size(), InputLines.INPUT_CONF);
        }
    }

    @Override
    public void nextTuple() {
        String line = lines.get(next);
        next = (next + 1) % lines.size();
        collector.emit(new Values(line), nextMessageId++);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("line"));
    }
}
