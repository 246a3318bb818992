package org.apache.storm.topology.base;

import java.util.Map;
import org.apache.storm.topology.IComponent;

/** Base for components with no component-specific configuration. */
public abstract class BaseComponent implements IComponent {
    private static final long serialVersionUID = 1L;

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return null;
    }
}
