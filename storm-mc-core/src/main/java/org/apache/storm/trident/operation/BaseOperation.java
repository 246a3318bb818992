package org.apache.storm.trident.operation;

import java.util.Map;

/** No-op lifecycle for operations that need no setup. */
public class BaseOperation implements Operation {
    @Override
    public void prepare(Map<String, Object> conf, TridentOperationContext context) {
    }

    @Override
    public void cleanup() {
    }
}
