package io.github.stormmc.trident.processor;

import org.apache.storm.trident.operation.Operation;

import org.apache.storm.trident.operation.Consumer;
import org.apache.storm.trident.operation.FlatMapFunction;
import org.apache.storm.trident.operation.MapFunction;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Values;

/**
 * {@code map}, {@code flatMap} and {@code peek}: whole-tuple transformations whose results replace the tuple. A
 * function that is also an {@link Operation} ({@code OperationAwareMapFunction}, {@code OperationAwareFlatMapFunction})
 * is prepared and cleaned up like any Trident operation.
 */
public final class TransformProcessor implements TridentProcessor {
    private final MapFunction map;
    private final FlatMapFunction flatMap;
    private final Consumer peek;
    private transient ProcessorOutput output;

    private TransformProcessor(MapFunction map, FlatMapFunction flatMap, Consumer peek) {
        this.map = map;
        this.flatMap = flatMap;
        this.peek = peek;
    }

    public static TransformProcessor map(MapFunction function) {
        return new TransformProcessor(function, null, null);
    }

    public static TransformProcessor flatMap(FlatMapFunction function) {
        return new TransformProcessor(null, function, null);
    }

    public static TransformProcessor peek(Consumer consumer) {
        return new TransformProcessor(null, null, consumer);
    }

    @Override
    public void prepare(ProcessorContext context) {
        output = context.output;
        if (operation() != null) {
            operation().prepare(context.conf, context.operationContext());
        }
    }

    @Override
    public void cleanup() {
        if (operation() != null) {
            operation().cleanup();
        }
    }

    private Operation operation() {
        Object function = map != null ? map : flatMap != null ? flatMap : peek;
        return function instanceof Operation op ? op : null;
    }

    @Override
    public void execute(BatchRun batch, int inputIndex, TridentTuple tuple) {
        if (map != null) {
            output.emit(batch, map.execute(tuple));
        } else if (flatMap != null) {
            for (Values values : flatMap.execute(tuple)) {
                output.emit(batch, values);
            }
        } else {
            peek.accept(tuple);
            output.emit(batch, tuple);
        }
    }
}
