package org.apache.storm.streams;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which processors of a bolt receive the values of each input stream. A stream from a spout is named by the spout's
 * component id followed by the stream id ("spout1default"), as two spouts may both send on "default"; a stream from
 * a processor bolt by its stream id, which is unique in the topology.
 */
interface InitialProcessors extends Serializable {
    /** The processors reading {@code stream}; empty when none does. */
    Collection<ProcessorNode> get(String stream);

    /** Every input stream, for counting each one's upstream tasks and for punctuating them all. */
    Set<String> streams();

    /** The mapping the planner builds. */
    final class ByStream implements InitialProcessors {
        private static final long serialVersionUID = 1L;
        private final Map<String, List<ProcessorNode>> processors = new LinkedHashMap<>();

        void put(String stream, ProcessorNode processor) {
            List<ProcessorNode> readers = processors.computeIfAbsent(stream, s -> new ArrayList<>());
            if (!readers.contains(processor)) {
                readers.add(processor);
            }
        }

        void putAll(InitialProcessors other) {
            for (String stream : other.streams()) {
                for (ProcessorNode processor : other.get(stream)) {
                    put(stream, processor);
                }
            }
        }

        @Override
        public Collection<ProcessorNode> get(String stream) {
            List<ProcessorNode> readers = processors.get(stream);
            return readers == null ? Collections.emptyList() : Collections.unmodifiableList(readers);
        }

        @Override
        public Set<String> streams() {
            return Collections.unmodifiableSet(processors.keySet());
        }

        @Override
        public String toString() {
            return processors.toString();
        }
    }
}
