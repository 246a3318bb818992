package io.github.stormmc.trident.processor;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.apache.storm.trident.operation.TridentCollector;

/**
 * The collector user operations emit into. Emitted values are prefixed (a function's input tuple, a group's key) and
 * sent to the processor's output for the batch currently being processed.
 */
public final class BatchCollector implements TridentCollector {
    private final ProcessorOutput output;
    private final Consumer<Throwable> errors;
    private BatchRun batch;
    private List<Object> prefix;

    public BatchCollector(ProcessorOutput output, Consumer<Throwable> errors) {
        this.output = output;
        this.errors = errors;
    }

    /** Targets the next emits at {@code batch}, each prefixed with {@code prefix} (null for none). */
    public BatchCollector at(BatchRun batch, List<Object> prefix) {
        this.batch = batch;
        this.prefix = prefix;
        return this;
    }

    @Override
    public void emit(List<Object> values) {
        if (prefix == null || prefix.isEmpty()) {
            output.emit(batch, values);
            return;
        }
        List<Object> all = new ArrayList<>(prefix.size() + values.size());
        all.addAll(prefix);
        all.addAll(values);
        output.emit(batch, all);
    }

    @Override
    public void flush() {
        // Emits are handed to the bolt at once; the engine batches transfers itself.
    }

    @Override
    public void reportError(Throwable t) {
        errors.accept(t);
    }
}
