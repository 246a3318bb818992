package io.github.stormmc.benchmarks.enron;

import io.github.stormmc.benchmarks.common.BenchConf;
import io.github.stormmc.benchmarks.common.MeteredSpout;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

/**
 * Read and decompress: streams Avro-encoded emails out of the gzip input file, one per nextTuple, reopening the
 * file at its end so long runs keep going. In a finite run task i of n emits records i, i+n, ... once and stops.
 */
public class EmailFileSpout extends MeteredSpout {

    private transient Path file;
    private transient EmailInputFile.Reader reader;
    private transient boolean exhausted;
    private transient long recordIndex;

    @Override
    protected void openSource(Map<String, Object> conf, TopologyContext context) {
        file = Path.of(BenchConf.getRequired(conf, BenchConf.ENRON_INPUT));
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException("Enron input file not found: " + file
                    + " (build it with: bin/storm-mc-bench convert-enron)");
        }
        reader = open();
    }

    private EmailInputFile.Reader open() {
        try {
            return new EmailInputFile.Reader(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open Enron input " + file, e);
        }
    }

    @Override
    protected List<Object> nextValues(long timestamp, boolean finite) {
        if (exhausted) {
            return null;
        }
        try {
            if (finite) {
                return nextShare(timestamp);
            }
            byte[] record = reader.next();
            if (record == null) {
                reader.close();
                if (finite) {
                    exhausted = true;
                    return null;
                }
                reader = open();
                record = reader.next();
                if (record == null) {
                    throw new IllegalStateException("Enron input file holds no email: " + file);
                }
            }
            return new Values(record, timestamp);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read Enron input " + file, e);
        }
    }

    /** The next record of this task's share (index modulo task count), or null at the end of the file. */
    private List<Object> nextShare(long timestamp) throws IOException {
        while (true) {
            byte[] record = reader.next();
            if (record == null) {
                exhausted = true;
                return null;
            }
            if (recordIndex++ % taskCount() == taskIndex()) {
                return new Values(record, timestamp);
            }
        }
    }

    @Override
    public void close() {
        try {
            if (reader != null) {
                reader.close();
            }
        } catch (IOException e) {
            // Closing a read-only stream at shutdown: nothing to recover.
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("serialized", "ts"));
    }
}
