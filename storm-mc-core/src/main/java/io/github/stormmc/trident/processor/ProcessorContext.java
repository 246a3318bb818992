package io.github.stormmc.trident.processor;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.trident.operation.TridentOperationContext;

/** What a processor gets at prepare: its slot in {@link BatchRun}, its input layouts and its output. */
public final class ProcessorContext {
    public final Map<String, Object> conf;
    public final TopologyContext topologyContext;
    public final int slot;
    public final List<TupleLayout> inputs;
    public final ProcessorOutput output;
    public final Consumer<Throwable> errors;

    public ProcessorContext(Map<String, Object> conf, TopologyContext topologyContext, int slot,
                            List<TupleLayout> inputs, ProcessorOutput output, Consumer<Throwable> errors) {
        this.errors = errors;
        this.conf = conf;
        this.topologyContext = topologyContext;
        this.slot = slot;
        this.inputs = inputs;
        this.output = output;
    }

    public TupleLayout input() {
        return inputs.get(0);
    }

    /** The context user operations see, describing the first input's tuples. */
    public TridentOperationContext operationContext() {
        return new TridentOperationContext(topologyContext, input());
    }

    public int partitionIndex() {
        return topologyContext.getThisTaskIndex();
    }

    public int numPartitions() {
        return topologyContext.getComponentTasks(topologyContext.getThisComponentId()).size();
    }
}
