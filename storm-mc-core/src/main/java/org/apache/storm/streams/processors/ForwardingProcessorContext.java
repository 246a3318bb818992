package org.apache.storm.streams.processors;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.storm.shade.com.google.common.collect.Multimap;
import org.apache.storm.streams.ProcessorNode;
import org.apache.storm.streams.StreamUtil;

/**
 * Passes results straight to the processors that follow in the same bolt, each on the stream it subscribed through;
 * a punctuation becomes a {@link Processor#punctuate} call on them.
 */
public class ForwardingProcessorContext<T> implements ProcessorContext<T> {
    private static final long serialVersionUID = 1L;
    private final ProcessorNode processorNode;
    private final Map<String, List<ProcessorNode>> streamToChildren;

    /** Storm's form; copies the multimap at once, so the context never holds a shaded type. */
    public ForwardingProcessorContext(ProcessorNode processorNode,
                                      Multimap<String, ProcessorNode> streamToChildren) {
        this(processorNode, copy(streamToChildren));
    }

    /** The children of {@code processorNode} in its bolt, by the stream each reads. */
    public ForwardingProcessorContext(ProcessorNode processorNode,
                                      Map<String, ? extends Collection<ProcessorNode>> streamToChildren) {
        this.processorNode = processorNode;
        this.streamToChildren = new LinkedHashMap<>();
        streamToChildren.forEach((stream, children) -> this.streamToChildren.put(stream, new ArrayList<>(children)));
    }

    private static Map<String, List<ProcessorNode>> copy(Multimap<String, ProcessorNode> multimap) {
        Map<String, List<ProcessorNode>> copy = new LinkedHashMap<>();
        for (String stream : multimap.keySet()) {
            copy.put(stream, new ArrayList<>(multimap.get(stream)));
        }
        return copy;
    }

    @Override
    public void forward(T input) {
        for (String stream : streamToChildren.keySet()) {
            forward(input, stream);
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public void forward(T input, String stream) {
        List<ProcessorNode> children = streamToChildren.get(stream);
        if (children == null) {
            return;
        }
        boolean punctuation = StreamUtil.isPunctuation(input);
        for (ProcessorNode child : children) {
            Processor<T> processor = (Processor<T>) child.getProcessor();
            if (punctuation) {
                processor.punctuate(stream);
            } else {
                processor.execute(input, stream);
            }
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
}
