package org.apache.storm.topology;

import java.util.Map;

/** Sets component-specific configuration while building a topology. */
@SuppressWarnings("rawtypes")
public interface ComponentConfigurationDeclarer<T extends ComponentConfigurationDeclarer> extends ResourceDeclarer<T> {

    T addConfigurations(Map<String, Object> conf);

    Map<String, Object> getComponentConfiguration();

    T addConfiguration(String config, Object value);

    T setDebug(boolean debug);

    T setMaxTaskParallelism(Number val);

    T setMaxSpoutPending(Number val);

    T setNumTasks(Number val);

    T addResources(Map<String, Double> resources);

    T addResource(String resourceName, Number resourceValue);
}
