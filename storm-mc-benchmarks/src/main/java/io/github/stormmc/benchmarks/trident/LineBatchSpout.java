package io.github.stormmc.benchmarks.trident;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.spout.IBatchSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

/**
 * The WordCount text as Trident batches: each batch is the next {@code batchLines} lines, round and round. A replayed
 * batch id gets the same lines again (the batch's first line is a function of its id), as a transactional source must.
 */
public class LineBatchSpout implements IBatchSpout {
    private static final long serialVersionUID = 1L;
    private final String input;
    private final int batchLines;
    private transient List<String> lines;

    public LineBatchSpout(String input, int batchLines) {
        this.input = input;
        this.batchLines = batchLines;
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context) {
        try {
            lines = Files.readAllLines(Path.of(input), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read WordCount input " + input, e);
        }
        if (lines.isEmpty()) {
            throw new IllegalStateException("WordCount input file is empty: " + input);
        }
    }

    @Override
    public void emitBatch(long batchId, TridentCollector collector) {
        int start = (int) ((batchId * batchLines) % lines.size());
        for (int i = 0; i < batchLines; i++) {
            collector.emit(new Values(lines.get((start + i) % lines.size())));
        }
    }

    @Override
    public void ack(long batchId) {
    }

    @Override
    public void close() {
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return null;
    }

    @Override
    public Fields getOutputFields() {
        return new Fields("line");
    }
}
