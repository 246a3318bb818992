package org.apache.storm.topology;

import org.apache.storm.generated.SharedMemory;

/**
 * A named off heap node shared-memory request for {@link ResourceDeclarer#addSharedMemory}. Storm-MC records it in the
 * topology like Storm; its scheduler-only meaning (resource-aware placement) has no effect on one machine.
 */
public class SharedOffHeapWithinNode extends SharedMemory {
    private static final long serialVersionUID = 1L;

    public SharedOffHeapWithinNode(double amount, String name) {
        set_name(name);
        set_off_heap_node(amount);
    }
}
