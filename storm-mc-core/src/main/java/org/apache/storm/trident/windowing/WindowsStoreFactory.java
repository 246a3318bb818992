package org.apache.storm.trident.windowing;

import java.io.Serializable;
import java.util.Map;

/** Creates the store a windowed Trident operation keeps its state in. */
public interface WindowsStoreFactory extends Serializable {
    WindowsStore create(Map<String, Object> topoConf);
}
