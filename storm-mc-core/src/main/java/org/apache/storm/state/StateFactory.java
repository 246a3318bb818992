package org.apache.storm.state;

import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.task.TopologyContext;

/** Creates state through the provider named by {@code topology.state.provider} (in-memory by default). */
public class StateFactory {
    private static final String DEFAULT_PROVIDER = InMemoryKeyValueStateProvider.class.getName();

    public StateFactory() {
    }

    public static State getState(String namespace, Map<String, Object> topoConf, TopologyContext context) {
        Object configured = topoConf == null ? null : topoConf.get(Config.TOPOLOGY_STATE_PROVIDER);
        String name = configured == null || configured.toString().isEmpty() ? DEFAULT_PROVIDER : configured.toString();
        Object provider;
        try {
            Class<?> type = Class.forName(name, true, Thread.currentThread().getContextClassLoader() != null
                ? Thread.currentThread().getContextClassLoader() : StateFactory.class.getClassLoader());
            provider = type.getDeclaredConstructor().newInstance();
        } catch (ClassNotFoundException e) {
            throw new RuntimeException("State provider class " + name + " (" + Config.TOPOLOGY_STATE_PROVIDER
                + ") is not on the classpath", e);
        } catch (ReflectiveOperationException e) {
            throw new RuntimeException("Cannot create state provider " + name + " (" + Config.TOPOLOGY_STATE_PROVIDER
                + "): it needs a public no-argument constructor", e);
        }
        if (!(provider instanceof StateProvider)) {
            throw new RuntimeException("State provider " + name + " (" + Config.TOPOLOGY_STATE_PROVIDER
                + ") does not implement " + StateProvider.class.getName());
        }
        State state = ((StateProvider) provider).newState(namespace, topoConf, context);
        if (state == null) {
            throw new RuntimeException("State provider " + name + " returned no state for namespace " + namespace);
        }
        return state;
    }
}
