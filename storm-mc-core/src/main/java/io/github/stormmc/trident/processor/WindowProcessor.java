package io.github.stormmc.trident.processor;

import org.apache.storm.trident.operation.TridentOperationContext;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.apache.storm.trident.operation.Aggregator;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.trident.tuple.TridentTupleView.ProjectionFactory;
import org.apache.storm.trident.windowing.WindowsStore;
import org.apache.storm.trident.windowing.WindowsStoreFactory;
import org.apache.storm.trident.windowing.config.SlidingCountWindow;
import org.apache.storm.trident.windowing.config.SlidingDurationWindow;
import org.apache.storm.trident.windowing.config.TumblingCountWindow;
import org.apache.storm.trident.windowing.config.TumblingDurationWindow;
import org.apache.storm.trident.windowing.config.WindowConfig;
import org.apache.storm.tuple.Fields;

/**
 * Windowed aggregation per partition. Tuples of every batch join the partition's window buffer; a count window fires
 * every slide-length tuples, a duration window every slide-length milliseconds (checked as batches finish). Each
 * firing aggregates the window's tuples; the results are emitted when the current batch finishes.
 */
@SuppressWarnings({"rawtypes", "unchecked"})
public final class WindowProcessor implements TridentProcessor {
    private final WindowConfig config;
    private final WindowsStoreFactory storeFactory;
    private final Fields inputFields;
    private final Aggregator aggregator;
    private final boolean byCount;
    private transient ProjectionFactory projection;
    private transient TupleLayout windowLayout;
    private transient Deque<Arrival> buffer;
    private transient List<List<Object>> pending;
    private transient WindowsStore store;
    private transient BatchCollector collector;
    private transient long sinceLastFire;
    private transient long nextFireMillis;
    private transient long windowId;

    public WindowProcessor(WindowConfig config, WindowsStoreFactory storeFactory, Fields inputFields,
                           Aggregator aggregator) {
        if (!(config instanceof SlidingCountWindow || config instanceof TumblingCountWindow
                || config instanceof SlidingDurationWindow || config instanceof TumblingDurationWindow)) {
            throw new UnsupportedOperationException("Trident windows support SlidingCountWindow, TumblingCountWindow, "
                    + "SlidingDurationWindow and TumblingDurationWindow, not " + config.getClass().getName());
        }
        config.validate();
        this.config = config;
        this.storeFactory = storeFactory;
        this.inputFields = inputFields;
        this.aggregator = aggregator;
        this.byCount = config instanceof SlidingCountWindow || config instanceof TumblingCountWindow;
    }

    @Override
    public void prepare(ProcessorContext context) {
        projection = new ProjectionFactory(context.input(), inputFields);
        windowLayout = new TupleLayout(inputFields);
        buffer = new ArrayDeque<>();
        pending = new ArrayList<>();
        collector = new BatchCollector(context.output, context.errors);
        store = storeFactory == null ? null : storeFactory.create(context.conf);
        nextFireMillis = System.currentTimeMillis() + config.getSlidingLength();
        aggregator.prepare(context.conf, new TridentOperationContext(
                context.topologyContext, windowLayout));
    }

    @Override
    public void execute(BatchRun batch, int inputIndex, TridentTuple tuple) {
        buffer.addLast(new Arrival(System.currentTimeMillis(), new ArrayList<>(projection.create(tuple))));
        if (byCount && ++sinceLastFire == config.getSlidingLength()) {
            sinceLastFire = 0;
            while (buffer.size() > config.getWindowLength()) {
                buffer.removeFirst();
            }
            fire(new ArrayList<>(buffer));
            if (config instanceof TumblingCountWindow) {
                buffer.clear();
            }
        }
    }

    @Override
    public void finishBatch(BatchRun batch) {
        if (!byCount) {
            long now = System.currentTimeMillis();
            while (now >= nextFireMillis) {
                long end = nextFireMillis;
                List<Arrival> window = new ArrayList<>();
                for (Arrival a : buffer) {
                    if (a.millis < end && a.millis >= end - config.getWindowLength()) {
                        window.add(a);
                    }
                }
                while (!buffer.isEmpty() && buffer.peekFirst().millis < end - config.getWindowLength()
                        + config.getSlidingLength()) {
                    buffer.removeFirst();
                }
                fire(window);
                nextFireMillis += config.getSlidingLength();
            }
        }
        collector.at(batch, null);
        for (List<Object> result : pending) {
            collector.emit(result);
        }
        pending.clear();
    }

    private void fire(List<Arrival> window) {
        TridentCollector capture = new TridentCollector() {
            @Override
            public void emit(List<Object> values) {
                pending.add(new ArrayList<>(values));
            }

            @Override
            public void flush() {
            }

            @Override
            public void reportError(Throwable t) {
                collector.reportError(t);
            }
        };
        Object state = aggregator.init(++windowId, capture);
        for (Arrival a : window) {
            aggregator.aggregate(state, windowLayout.tuple(a.values), capture);
        }
        aggregator.complete(state, capture);
    }

    @Override
    public void cleanup() {
        aggregator.cleanup();
        if (store != null) {
            store.shutdown();
        }
    }

    /** A tuple in the window buffer and when it arrived. */
    private record Arrival(long millis, List<Object> values) {
    }
}
