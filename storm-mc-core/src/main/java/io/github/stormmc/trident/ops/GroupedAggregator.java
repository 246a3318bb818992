package io.github.stormmc.trident.ops;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.trident.operation.Aggregator;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.operation.TridentOperationContext;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.trident.tuple.TridentTupleView.ProjectionFactory;
import org.apache.storm.tuple.Fields;

/** Runs an aggregator once per group of a batch partition; each emit is prefixed with the group's values. */
@SuppressWarnings({"rawtypes", "unchecked"})
public final class GroupedAggregator implements Aggregator<GroupedAggregator.Groups> {
    private final Aggregator aggregator;
    private final Fields groupFields;
    private final Fields inputFields;
    private transient ProjectionFactory groupProjection;
    private transient ProjectionFactory inputProjection;

    public GroupedAggregator(Aggregator aggregator, Fields groupFields, Fields inputFields) {
        this.aggregator = aggregator;
        this.groupFields = groupFields;
        this.inputFields = inputFields == null ? new Fields() : inputFields;
    }

    @Override
    public void prepare(Map<String, Object> conf, TridentOperationContext context) {
        groupProjection = context.makeProjectionFactory(groupFields);
        inputProjection = context.makeProjectionFactory(inputFields);
        aggregator.prepare(conf, context);
    }

    @Override
    public Groups init(Object batchId, TridentCollector collector) {
        return new Groups(batchId);
    }

    @Override
    public void aggregate(Groups groups, TridentTuple tuple, TridentCollector collector) {
        List<Object> key = new ArrayList<>(groupProjection.create(tuple));
        PrefixCollector prefixed = new PrefixCollector(collector, key);
        Object state = groups.states.get(key);
        if (state == null && !groups.states.containsKey(key)) {
            state = aggregator.init(groups.batchId, prefixed);
            groups.states.put(key, state);
        }
        aggregator.aggregate(state, inputProjection.create(tuple), prefixed);
    }

    @Override
    public void complete(Groups groups, TridentCollector collector) {
        for (Map.Entry<List<Object>, Object> group : groups.states.entrySet()) {
            aggregator.complete(group.getValue(), new PrefixCollector(collector, group.getKey()));
        }
    }

    @Override
    public void cleanup() {
        aggregator.cleanup();
    }

    /** Per-batch state: one aggregator state per group, in first-seen order. */
    public static final class Groups {
        final Object batchId;
        final Map<List<Object>, Object> states = new LinkedHashMap<>();

        Groups(Object batchId) {
            this.batchId = batchId;
        }
    }

    private static final class PrefixCollector implements TridentCollector {
        private final TridentCollector delegate;
        private final List<Object> prefix;

        PrefixCollector(TridentCollector delegate, List<Object> prefix) {
            this.delegate = delegate;
            this.prefix = prefix;
        }

        @Override
        public void emit(List<Object> values) {
            List<Object> all = new ArrayList<>(prefix);
            all.addAll(values);
            delegate.emit(all);
        }

        @Override
        public void flush() {
            delegate.flush();
        }

        @Override
        public void reportError(Throwable t) {
            delegate.reportError(t);
        }
    }
}
