package org.apache.storm.metric;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.metric.api.CountMetric;
import org.apache.storm.metric.api.IMetric;
import org.apache.storm.metrics2.WorkerMetricRegistrant;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.utils.Utils;
import org.junit.jupiter.api.Test;

class SystemBoltTest {

    /** Records what the bolt registers, instead of a worker's registry. */
    static final class RecordingContext extends TopologyContext {
        final Map<String, com.codahale.metrics.Gauge<?>> gauges = new LinkedHashMap<>();
        final List<String> metrics = new ArrayList<>();

        RecordingContext() {
            super(null, new HashMap<>(), new HashMap<>(), new HashMap<>(), new HashMap<>(), new HashMap<>(), "topo",
                null, null, -1, 1024, List.of(), new HashMap<>(), new HashMap<>(), new HashMap<>(), new HashMap<>(),
                null, null);
        }

        @Override
        public <T> com.codahale.metrics.Gauge<T> registerGauge(String name, com.codahale.metrics.Gauge<T> gauge) {
            gauges.put(name, gauge);
            return gauge;
        }

        @Override
        public <T extends IMetric> T registerMetric(String name, T metric, int timeBucketSizeInSecs) {
            metrics.add(name + "@" + timeBucketSizeInSecs + "s:" + metric.getClass().getSimpleName());
            return metric;
        }
    }

    /** A worker metric that registers itself. */
    public static final class SelfRegistering implements WorkerMetricRegistrant {
        @Override
        public void registerMetrics(TopologyContext context) {
            context.registerGauge("custom.registered", () -> 42);
        }
    }

    @Test
    void registersTheJvmGaugesAndTheConfiguredWorkerMetricsSkippingCgroupOnes() {
        Map<String, Object> conf = new HashMap<>(Utils.readDefaultConfig()); // lists Storm's cgroup metrics
        conf.put(Config.TOPOLOGY_BUILTIN_METRICS_BUCKET_SIZE_SECS, 30);
        conf.put(Config.TOPOLOGY_WORKER_METRICS, new LinkedHashMap<>(Map.of(
            "requests", CountMetric.class.getName())));
        conf.put(Config.WORKER_METRICS, new LinkedHashMap<>(Map.of(
            "CGroupCpu", "org.apache.storm.metrics2.cgroup.CGroupCpu", "self", SelfRegistering.class.getName())));
        RecordingContext context = new RecordingContext();
        new SystemBolt().prepare(conf, context, null);
        for (String name : List.of("uptimeSecs", "startTimeSecs", "newWorkerEvent", "workerCpuUsage", "memory.heap.used",
            "memory.non-heap.used", "threads.count", "threads.daemon.count")) {
            assertTrue(context.gauges.containsKey(name), name + " in " + context.gauges.keySet());
        }
        assertTrue(context.gauges.keySet().stream().anyMatch(n -> n.startsWith("GC.") && n.endsWith(".count")));
        assertEquals(1, context.gauges.get("newWorkerEvent").getValue());
        assertEquals(0, context.gauges.get("newWorkerEvent").getValue());
        assertEquals(42, context.gauges.get("custom.registered").getValue());
        assertEquals(List.of("requests@30s:CountMetric"), context.metrics);
    }

    @Test
    void aWorkerMetricOfAnotherKindAndAnyTupleAreErrors() {
        Map<String, Object> conf = new HashMap<>();
        conf.put(Config.WORKER_METRICS, Map.of("bad", "java.lang.StringBuilder"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> new SystemBolt().prepare(conf, new RecordingContext(), null));
        assertEquals("worker.metrics: java.lang.StringBuilder (for metric bad) is neither an IMetric nor a"
            + " WorkerMetricRegistrant", e.getMessage());
        assertThrows(IllegalStateException.class,
            () -> new SystemBolt().execute(org.apache.storm.Testing.testTuple(List.of(1))));
    }
}
