package io.github.stormmc.trident.processor;

import org.apache.storm.trident.operation.Aggregator;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.trident.tuple.TridentTupleView.ProjectionFactory;
import org.apache.storm.tuple.Fields;

/**
 * {@code partitionAggregate}: runs an {@link Aggregator} over each batch of this partition (init when the batch
 * starts, so even an empty batch completes). Grouped and global aggregations wrap the aggregator.
 */
@SuppressWarnings({"rawtypes", "unchecked"})
public final class AggregateProcessor implements TridentProcessor {
    private final Fields inputFields;
    private final Aggregator aggregator;
    private transient ProjectionFactory projection;
    private transient BatchCollector collector;
    private transient int slot;

    public AggregateProcessor(Fields inputFields, Aggregator aggregator) {
        this.inputFields = inputFields;
        this.aggregator = aggregator;
    }

    @Override
    public void prepare(ProcessorContext context) {
        slot = context.slot;
        projection = new ProjectionFactory(context.input(), inputFields);
        collector = new BatchCollector(context.output, context.errors);
        aggregator.prepare(context.conf, context.operationContext());
    }

    @Override
    public void startBatch(BatchRun batch) {
        batch.set(slot, aggregator.init(batch.attempt, collector.at(batch, null)));
    }

    @Override
    public void execute(BatchRun batch, int inputIndex, TridentTuple tuple) {
        aggregator.aggregate(batch.get(slot), projection.create(tuple), collector.at(batch, null));
    }

    @Override
    public void finishBatch(BatchRun batch) {
        aggregator.complete(batch.get(slot), collector.at(batch, null));
    }

    @Override
    public void cleanup() {
        aggregator.cleanup();
    }
}
