package org.apache.storm.streams;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;
import org.apache.storm.streams.processors.BatchProcessor;
import org.apache.storm.streams.processors.Processor;
import org.apache.storm.streams.processors.ProcessorContext;
import org.apache.storm.tuple.Fields;

/** An operation of a stream: a {@link Processor}, the stream its results go out on, and that stream's fields. */
public class ProcessorNode extends Node {
    private static final long serialVersionUID = 1L;
    private final Processor<?> processor;
    private final boolean isBatch;
    private final boolean preservesKey;
    private Set<String> windowedParentStreams = Collections.emptySet();

    public ProcessorNode(Processor<?> processor, String outputStream, Fields outputFields, boolean preservesKey) {
        super(outputStream, outputFields);
        this.processor = processor;
        this.isBatch = processor instanceof BatchProcessor;
        this.preservesKey = preservesKey;
    }

    public ProcessorNode(Processor<?> processor, String outputStream, Fields outputFields) {
        this(processor, outputStream, outputFields, false);
    }

    public Processor<?> getProcessor() {
        return processor;
    }

    public boolean isBatch() {
        return isBatch;
    }

    /** The windowed parent streams whose punctuations together end a batch of this operation. */
    public Set<String> getWindowedParentStreams() {
        return Collections.unmodifiableSet(windowedParentStreams);
    }

    void setWindowedParentStreams(Set<String> windowedParentStreams) {
        this.windowedParentStreams = new LinkedHashSet<>(windowedParentStreams);
    }

    void initProcessorContext(ProcessorContext context) {
        processor.init(context);
    }

    /** True when the operation keeps each value's key (filter, mapValues, per-key aggregations). */
    public boolean isPreservesKey() {
        return preservesKey;
    }

    @Override
    public String toString() {
        return "ProcessorNode{processor=" + processor.getClass().getSimpleName() + ", isBatch=" + isBatch
            + ", preservesKey=" + preservesKey + ", windowedParentStreams=" + windowedParentStreams + "} "
            + super.toString();
    }
}
