package io.github.stormmc.metrics;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.metrics2.StormMetricRegistry;
import org.apache.storm.metrics2.reporters.StormReporter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The metrics v2 reporters a topology lists in {@code topology.metrics.reporters} (each a map with a {@code class}
 * and the reporter's own settings), started with the worker's registry and stopped with the worker. Each is prepared
 * through {@link StormReporter#prepare(org.apache.storm.metrics2.MetricRegistryProvider, Map, Map)}, so reporters
 * that report with dimensions can read the registry's task metric groups.
 */
public final class V2Reporters implements AutoCloseable {
    /** Created on first use: a logger made at class initialisation would start log4j2 on the submit path. */
    private static final class Log {
        static final Logger LOG = LoggerFactory.getLogger(V2Reporters.class);
    }
    private final List<StormReporter> started = new ArrayList<>();

    @SuppressWarnings("unchecked")
    public V2Reporters(Map<String, Object> topoConf, StormMetricRegistry registry) {
        Object list = topoConf.get(Config.TOPOLOGY_METRICS_REPORTERS);
        if (!(list instanceof List)) {
            return;
        }
        for (Object entry : (List<Object>) list) {
            if (!(entry instanceof Map)) {
                throw new IllegalArgumentException(Config.TOPOLOGY_METRICS_REPORTERS + " entries must be maps with a "
                    + "\"class\" key, got: " + entry);
            }
            Map<String, Object> reporterConf = (Map<String, Object>) entry;
            Object className = reporterConf.get("class");
            StormReporter reporter;
            try {
                reporter = (StormReporter) Class.forName(String.valueOf(className), true,
                    Thread.currentThread().getContextClassLoader()).getDeclaredConstructor().newInstance();
            } catch (ReflectiveOperationException | ClassCastException e) {
                throw new IllegalArgumentException(Config.TOPOLOGY_METRICS_REPORTERS + " names '" + className
                    + "', which is not an instantiable org.apache.storm.metrics2.reporters.StormReporter", e);
            }
            reporter.prepare(registry, topoConf, reporterConf);
            reporter.start();
            started.add(reporter);
        }
    }

    @Override
    public void close() {
        for (StormReporter reporter : started) {
            try {
                reporter.stop();
            } catch (RuntimeException e) {
                Log.LOG.warn("Stopping metrics reporter {} failed", reporter.getClass().getName(), e);
            }
        }
    }
}
