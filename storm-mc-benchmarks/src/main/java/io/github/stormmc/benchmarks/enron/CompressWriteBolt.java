package io.github.stormmc.benchmarks.enron;

import io.github.stormmc.benchmarks.common.MeteredBolt;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Tuple;

/**
 * Compress and write: gzip-compresses each serialised email into a Java object stream whose bytes are discarded
 * (the IBM benchmark wrote to /dev/null). The end of the pipeline, where latency is recorded.
 */
public class CompressWriteBolt extends MeteredBolt {

    private transient ObjectOutputStream out;

    @Override
    protected void setUp(Map<String, Object> conf, TopologyContext context) {
        try {
            out = new ObjectOutputStream(new GZIPOutputStream(OutputStream.nullOutputStream(), 1 << 16));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    protected boolean isSink() {
        return true;
    }

    @Override
    protected void handle(Tuple input, BasicOutputCollector collector) {
        try {
            out.writeObject(input.getBinary(0));
            out.reset();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write to the null sink", e);
        }
    }

    @Override
    public void cleanup() {
        try {
            if (out != null) {
                out.close();
            }
        } catch (IOException e) {
            // The sink discards everything; a failed close loses nothing.
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        // A sink.
    }
}
