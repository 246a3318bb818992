package io.github.stormmc.flux;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;

/**
 * Keeps each word's latest count and the tasks that counted it; on cleanup writes {@code word<TAB>count<TAB>tasks}
 * lines, sorted by word, to the file it was built with, and the topology config's {@code flux.it.label} as a first
 * line (so a test sees the config Flux passed).
 */
public class CountsFile extends BaseRichBolt {
    private static final long serialVersionUID = 1L;
    private final String path;
    private transient OutputCollector collector;
    private transient Map<String, Integer> counts;
    private transient Map<String, List<Integer>> tasks;
    private transient Object label;

    public CountsFile(String path) {
        this.path = path;
    }

    @Override
    public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
        this.collector = collector;
        this.counts = new TreeMap<>();
        this.tasks = new TreeMap<>();
        this.label = conf.get("flux.it.label");
    }

    @Override
    public void execute(Tuple input) {
        String word = input.getStringByField("word");
        counts.merge(word, input.getIntegerByField("count"), Math::max);
        List<Integer> by = tasks.computeIfAbsent(word, w -> new ArrayList<>());
        if (!by.contains(input.getIntegerByField("task"))) {
            by.add(input.getIntegerByField("task"));
        }
        collector.ack(input);
    }

    @Override
    public void cleanup() {
        List<String> lines = new ArrayList<>();
        lines.add("label\t" + label);
        counts.forEach((word, count) -> lines.add(word + "\t" + count + "\t" + tasks.get(word)));
        try {
            Files.write(Path.of(path), lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
    }
}
