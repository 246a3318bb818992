package org.apache.storm.trident.operation;

import java.io.Serializable;
import java.util.Map;

/** Lifecycle shared by every Trident operation: prepared once per partition, cleaned up on shutdown. */
public interface Operation extends Serializable {
    void prepare(Map<String, Object> conf, TridentOperationContext context);

    void cleanup();
}
