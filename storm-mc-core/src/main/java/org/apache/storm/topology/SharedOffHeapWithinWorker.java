package org.apache.storm.topology;

import org.apache.storm.generated.SharedMemory;

/**
 * A named off heap worker shared-memory request for {@link ResourceDeclarer#addSharedMemory}. Storm-MC records it in the
 * topology like Storm; its scheduler-only meaning (resource-aware placement) has no effect on one machine.
 */
public class SharedOffHeapWithinWorker extends SharedMemory {
    private static final long serialVersionUID = 1L;

    public SharedOffHeapWithinWorker(double amount, String name) {
        set_name(name);
        set_off_heap_worker(amount);
    }
}
