package org.apache.storm.trident.operation;

import java.util.Map;
import java.util.Set;
import org.apache.storm.generated.SharedMemory;

/** Resource requests recorded on a Trident node. */
public interface ITridentResource {
    Map<String, Number> getResources();

    Set<SharedMemory> getSharedMemory();
}
