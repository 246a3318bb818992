package org.apache.storm.trident.operation;

import java.io.Serializable;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.apache.storm.Config;
import org.apache.storm.generated.SharedMemory;
import org.apache.storm.topology.ResourceDeclarer;

/**
 * Records CPU, memory and shared-memory requests. Storm-MC runs everything in one JVM and does not schedule by
 * resources, so the values are kept (and readable) but do not change placement.
 */
@SuppressWarnings({"unchecked", "rawtypes"})
public class DefaultResourceDeclarer<T extends DefaultResourceDeclarer> implements ResourceDeclarer<T>, ITridentResource,
        Serializable {
    private final Map<String, Number> resources = new HashMap<>();
    private final Set<SharedMemory> sharedMemory = new HashSet<>();

    @Override
    public T setMemoryLoad(Number onHeap) {
        return setMemoryLoad(onHeap, null);
    }

    @Override
    public T setMemoryLoad(Number onHeap, Number offHeap) {
        if (onHeap != null) {
            resources.put(Config.TOPOLOGY_COMPONENT_RESOURCES_ONHEAP_MEMORY_MB, onHeap.doubleValue());
        }
        if (offHeap != null) {
            resources.put(Config.TOPOLOGY_COMPONENT_RESOURCES_OFFHEAP_MEMORY_MB, offHeap.doubleValue());
        }
        return (T) this;
    }

    @Override
    public T setCPULoad(Number amount) {
        if (amount != null) {
            resources.put(Config.TOPOLOGY_COMPONENT_CPU_PCORE_PERCENT, amount.doubleValue());
        }
        return (T) this;
    }

    @Override
    public Map<String, Number> getResources() {
        return new HashMap<>(resources);
    }

    @Override
    public Set<SharedMemory> getSharedMemory() {
        return sharedMemory;
    }

    @Override
    public T addSharedMemory(SharedMemory request) {
        sharedMemory.add(request);
        return (T) this;
    }
}
