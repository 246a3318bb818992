package io.github.stormmc.benchmarks.wordcount;

import io.github.stormmc.benchmarks.common.BenchConf;
import io.github.stormmc.benchmarks.common.MeteredSpout;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

/**
 * storm-benchmark's FileReadSpout shape: holds every line of a text file in memory and emits them one per
 * nextTuple, round and round. Empty lines are emitted too, as the original does. In a finite run task i of n emits
 * lines i, i+n, i+2n, ... once, so the tasks together emit the file exactly once.
 */
public class LineLoopSpout extends MeteredSpout {

    private transient List<String> lines;
    private transient int next;
    private transient boolean exhausted;

    @Override
    protected void openSource(Map<String, Object> conf, TopologyContext context) {
        Path file = Path.of(BenchConf.getRequired(conf, BenchConf.WORDCOUNT_INPUT));
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException("WordCount input file not found: " + file);
        }
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read WordCount input " + file, e);
        }
        if (lines.isEmpty()) {
            throw new IllegalStateException("WordCount input file is empty: " + file);
        }
        next = BenchConf.getBoolean(conf, BenchConf.FINITE) ? taskIndex() : 0;
    }

    @Override
    protected List<Object> nextValues(long timestamp, boolean finite) {
        if (finite) {
            if (exhausted || next >= lines.size()) {
                exhausted = true;
                return null;
            }
            String line = lines.get(next);
            next += taskCount();
            return new Values(line, timestamp);
        }
        String line = lines.get(next++);
        if (next == lines.size()) {
            next = 0;
        }
        return new Values(line, timestamp);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("sentence", "ts"));
    }
}
