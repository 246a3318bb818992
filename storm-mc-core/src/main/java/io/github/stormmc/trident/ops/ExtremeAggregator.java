package io.github.stormmc.trident.ops;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.apache.storm.trident.operation.Aggregator;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.operation.TridentOperationContext;
import org.apache.storm.trident.tuple.TridentTuple;

/**
 * {@code minBy/maxBy/min/max}: keeps the tuple whose field (or whole tuple) is smallest or largest and emits it whole.
 * On ties the first tuple seen wins.
 */
@SuppressWarnings({"rawtypes", "unchecked"})
public final class ExtremeAggregator implements Aggregator<Object[]> {
    private final String field;
    private final Comparator comparator;
    private final boolean max;

    public ExtremeAggregator(String field, Comparator comparator, boolean max) {
        this.field = field;
        this.comparator = comparator;
        this.max = max;
    }

    @Override
    public Object[] init(Object batchId, TridentCollector collector) {
        return new Object[2];
    }

    @Override
    public void aggregate(Object[] best, TridentTuple tuple, TridentCollector collector) {
        Object value = field == null ? tuple : tuple.getValueByField(field);
        if (field != null && comparator == null && value != null && !(value instanceof Comparable)) {
            throw new IllegalArgumentException("Field '" + field + "' holds " + value.getClass().getName()
                    + ", which is not Comparable; pass a Comparator");
        }
        if (best[1] == null) {
            best[0] = value;
            best[1] = new ArrayList<>(tuple);
            return;
        }
        int cmp = comparator == null ? ((Comparable) value).compareTo(best[0]) : comparator.compare(value, best[0]);
        if (max ? cmp > 0 : cmp < 0) {
            best[0] = value;
            best[1] = new ArrayList<>(tuple);
        }
    }

    @Override
    public void complete(Object[] best, TridentCollector collector) {
        if (best[1] != null) {
            collector.emit((List<Object>) best[1]);
        }
    }

    @Override
    public void prepare(Map<String, Object> conf, TridentOperationContext context) {
    }

    @Override
    public void cleanup() {
    }
}
