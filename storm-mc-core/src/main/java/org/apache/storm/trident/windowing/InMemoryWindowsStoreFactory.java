package org.apache.storm.trident.windowing;

import java.util.Map;

/** Creates an unbounded {@link InMemoryWindowsStore}. */
public class InMemoryWindowsStoreFactory implements WindowsStoreFactory {
    @Override
    public WindowsStore create(Map<String, Object> topoConf) {
        return new InMemoryWindowsStore();
    }
}
