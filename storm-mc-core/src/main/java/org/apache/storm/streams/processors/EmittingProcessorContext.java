package org.apache.storm.streams.processors;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.storm.streams.Pair;
import org.apache.storm.streams.ProcessorNode;
import org.apache.storm.streams.RefCountedTuple;
import org.apache.storm.streams.StreamUtil;
import org.apache.storm.streams.WindowNode;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

/**
 * Emits a processor's results out of its bolt on one output stream (a pair as two fields), and punctuations on that
 * stream's punctuation stream.
 *
 * <p>Anchoring: a windowed batch processor's results depend on every tuple of the batch, so the context collects the
 * batch's tuples, anchors each result to all of them and releases them (acks those no one else holds) once it has
 * emitted the punctuation. Any other processor's results are anchored to the tuple being processed. With no anchor
 * at all (a windowed bolt, whose executor owns the window's tuples) it emits unanchored.
 */
public class EmittingProcessorContext<T> implements ProcessorContext<T> {
    private static final long serialVersionUID = 1L;
    private final ProcessorNode processorNode;
    private final OutputCollector collector;
    private final String outputStreamId;
    private final String punctuationStreamId;
    private final boolean holdsBatch;
    private final List<RefCountedTuple> anchors = new ArrayList<>();
    private String timestampField;
    private long eventTimestamp;

    public EmittingProcessorContext(ProcessorNode processorNode, OutputCollector collector, String outputStreamId) {
        this.processorNode = processorNode;
        this.collector = collector;
        this.outputStreamId = outputStreamId;
        this.punctuationStreamId = StreamUtil.getPunctuationStream(outputStreamId);
        this.holdsBatch = processorNode.isWindowed() && processorNode.isBatch();
    }

    @Override
    public void forward(T input) {
        if (StreamUtil.isPunctuation(input)) {
            emit(new Values(WindowNode.PUNCTUATION), punctuationStreamId);
            releaseBatch();
        } else if (processorNode.emitsPair()) {
            Pair<?, ?> pair = (Pair<?, ?>) input;
            emit(new Values(pair.getFirst(), pair.getSecond()), outputStreamId);
        } else {
            emit(new Values(input), outputStreamId);
        }
    }

    @Override
    public void forward(T input, String stream) {
        if (outputStreamId.equals(stream)) {
            forward(input);
        }
    }

    @Override
    public boolean isWindowed() {
        return processorNode.isWindowed();
    }

    @Override
    public Set<String> getWindowedParentStreams() {
        return processorNode.getWindowedParentStreams();
    }

    /** With a timestamp field, every emitted tuple carries the event time of what it came from as its last field. */
    public void setTimestampField(String fieldName) {
        this.timestampField = fieldName;
    }

    /** The tuple about to be processed: joins the batch, or replaces the previous anchor. */
    public void setAnchor(RefCountedTuple anchor) {
        if (holdsBatch) {
            anchor.increment();
            anchors.add(anchor);
        } else {
            anchors.clear();
            anchors.add(anchor);
        }
    }

    public void setEventTimestamp(long timestamp) {
        this.eventTimestamp = timestamp;
    }

    private void releaseBatch() {
        if (!holdsBatch) {
            return;
        }
        for (RefCountedTuple anchor : anchors) {
            anchor.decrement();
            if (anchor.shouldAck()) {
                collector.ack(anchor.tuple());
                anchor.setAcked();
            }
        }
        anchors.clear();
    }

    private void emit(Values values, String stream) {
        if (timestampField != null) {
            values.add(eventTimestamp);
        }
        if (anchors.isEmpty()) {
            collector.emit(stream, values);
            return;
        }
        // A fresh list per emit: the collector may keep it.
        List<Tuple> tuples = new ArrayList<>(anchors.size());
        for (RefCountedTuple anchor : anchors) {
            tuples.add(anchor.tuple());
        }
        collector.emit(stream, tuples, values);
    }
}
