package io.github.stormmc.trident.runtime;

import io.github.stormmc.trident.processor.TridentProcessor;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.apache.storm.tuple.Fields;

/** One processor of a bolt and its wiring: input layouts, output fields, children in the bolt, streams it emits on. */
public final class ProcessorSpec implements Serializable {
    public final TridentProcessor processor;
    public final List<Fields> inputs;
    public final Fields output;
    /** Pairs (child processor index, child input index). */
    public final List<int[]> children = new ArrayList<>();
    public final List<String> streams = new ArrayList<>();

    public ProcessorSpec(TridentProcessor processor, List<Fields> inputs, Fields output) {
        this.processor = processor;
        this.inputs = inputs;
        this.output = output;
    }
}
