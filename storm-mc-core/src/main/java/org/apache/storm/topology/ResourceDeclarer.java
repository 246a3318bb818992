package org.apache.storm.topology;

import org.apache.storm.generated.SharedMemory;

/** Declares the resources a component needs. */
@SuppressWarnings("rawtypes")
public interface ResourceDeclarer<T extends ResourceDeclarer> {

    T setMemoryLoad(Number onHeap);

    T setMemoryLoad(Number onHeap, Number offHeap);

    T setCPULoad(Number amount);

    T addSharedMemory(SharedMemory request);
}
