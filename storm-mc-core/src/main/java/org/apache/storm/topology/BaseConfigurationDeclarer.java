package org.apache.storm.topology;

import java.util.HashMap;
import java.util.Map;
import org.apache.storm.Config;

/**
 * A base for custom declarers: every convenience setter becomes a component configuration entry through the two
 * methods a subclass implements, {@link #addConfigurations} and {@link #getComponentConfiguration}.
 */
public abstract class BaseConfigurationDeclarer<T extends ComponentConfigurationDeclarer>
    implements ComponentConfigurationDeclarer<T> {

    public BaseConfigurationDeclarer() {
    }

    @Override
    public T addConfiguration(String config, Object value) {
        Map<String, Object> one = new HashMap<>();
        one.put(config, value);
        return addConfigurations(one);
    }

    @Override
    public T setDebug(boolean debug) {
        return addConfiguration(Config.TOPOLOGY_DEBUG, debug);
    }

    @Override
    public T setMaxTaskParallelism(Number val) {
        return val == null ? self() : addConfiguration(Config.TOPOLOGY_MAX_TASK_PARALLELISM, val.intValue());
    }

    @Override
    public T setMaxSpoutPending(Number val) {
        return val == null ? self() : addConfiguration(Config.TOPOLOGY_MAX_SPOUT_PENDING, val.intValue());
    }

    @Override
    public T setNumTasks(Number val) {
        return val == null ? self() : addConfiguration(Config.TOPOLOGY_TASKS, val.intValue());
    }

    @Override
    public T setMemoryLoad(Number onHeap) {
        return onHeap == null ? self()
            : addConfiguration(Config.TOPOLOGY_COMPONENT_RESOURCES_ONHEAP_MEMORY_MB, onHeap.doubleValue());
    }

    @Override
    public T setMemoryLoad(Number onHeap, Number offHeap) {
        setMemoryLoad(onHeap);
        return offHeap == null ? self()
            : addConfiguration(Config.TOPOLOGY_COMPONENT_RESOURCES_OFFHEAP_MEMORY_MB, offHeap.doubleValue());
    }

    @Override
    public T setCPULoad(Number amount) {
        return amount == null ? self()
            : addConfiguration(Config.TOPOLOGY_COMPONENT_CPU_PCORE_PERCENT, amount.doubleValue());
    }

    @Override
    public T addResource(String resourceName, Number resourceValue) {
        Map<String, Double> one = new HashMap<>();
        one.put(resourceName, resourceValue.doubleValue());
        return addResources(one);
    }

    /** Merges the resources into the component's resource map. */
    @Override
    @SuppressWarnings("unchecked")
    public T addResources(Map<String, Double> resources) {
        if (resources == null || resources.isEmpty()) {
            return self();
        }
        Map<String, Object> current = getComponentConfiguration();
        Object existing = current == null ? null : current.get(Config.TOPOLOGY_COMPONENT_RESOURCES_MAP);
        Map<String, Double> merged = new HashMap<>();
        if (existing instanceof Map<?, ?> map) {
            merged.putAll((Map<String, Double>) map);
        }
        merged.putAll(resources);
        return addConfiguration(Config.TOPOLOGY_COMPONENT_RESOURCES_MAP, merged);
    }

    @SuppressWarnings("unchecked")
    private T self() {
        return (T) this;
    }
}
