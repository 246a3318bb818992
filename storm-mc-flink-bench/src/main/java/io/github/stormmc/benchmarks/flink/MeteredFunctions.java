package io.github.stormmc.benchmarks.flink;

import io.github.stormmc.benchmarks.common.TaskMeter;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.functions.RichFlatMapFunction;
import org.apache.flink.api.common.functions.RichMapFunction;
import org.apache.flink.util.Collector;

/**
 * The counting half of the Flink operators, as {@code MeteredBolt} is for the Storm topologies: each counts the
 * records it handled under its Storm component's name; subclasses only transform.
 */
final class MeteredFunctions {
    private MeteredFunctions() {
    }

    /** A map that counts each record it handled. */
    abstract static class Map<I, O> extends RichMapFunction<I, O> {
        private static final long serialVersionUID = 1L;
        private final String component;
        private transient TaskMeter executed;

        Map(String component) {
            this.component = component;
        }

        @Override
        public void open(OpenContext context) {
            executed = Metered.meter(component, getRuntimeContext());
        }

        @Override
        public final O map(I value) throws Exception {
            O out = apply(value);
            executed.increment();
            return out;
        }

        abstract O apply(I value) throws Exception;
    }

    /** A flat map that counts each record it handled, whatever it emitted for it. */
    abstract static class FlatMap<I, O> extends RichFlatMapFunction<I, O> {
        private static final long serialVersionUID = 1L;
        private final String component;
        private transient TaskMeter executed;

        FlatMap(String component) {
            this.component = component;
        }

        @Override
        public void open(OpenContext context) {
            executed = Metered.meter(component, getRuntimeContext());
        }

        @Override
        public final void flatMap(I value, Collector<O> out) throws Exception {
            apply(value, out);
            executed.increment();
        }

        abstract void apply(I value, Collector<O> out) throws Exception;
    }
}
