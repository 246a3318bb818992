package io.github.stormmc.plan;

import io.github.stormmc.config.ThreadPolicy;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.tuple.Fields;

/**
 * The immutable result of planning a submitted topology: everything the worker needs to run it and everything a
 * {@code TopologyContext} exposes. Built by {@link TopologyPlanner}.
 */
public final class TopologyPlan {
    private final String topologyId;
    private final String name;
    private final Map<String, Object> conf;
    private final StormTopology topology;
    private final SortedMap<String, ComponentPlan> components;
    private final Map<Integer, String> taskToComponent;
    private final Map<String, List<Integer>> componentToSortedTasks;
    private final Map<String, Map<String, Fields>> componentToStreamToFields;
    private final Map<String, Map<String, List<Subscription>>> subscriptionsBySourceStream;
    private final Map<String, Map<String, Fields>> allStreamFields;
    private final Map<String, boolean[]> cycleTargets;
    private final List<ExecutorPlan> executors;
    private final int maxTaskId;
    private final Chaining chaining;
    private final boolean batchScheduling;

    TopologyPlan(String topologyId, String name, Map<String, Object> conf, StormTopology topology,
                 SortedMap<String, ComponentPlan> components, Map<Integer, String> taskToComponent,
                 Map<String, List<Integer>> componentToSortedTasks,
                 Map<String, Map<String, Fields>> componentToStreamToFields,
                 Map<String, Map<String, List<Subscription>>> subscriptionsBySourceStream,
                 Map<String, Map<String, Fields>> allStreamFields, Map<String, boolean[]> cycleTargets, int maxTaskId) {
        this.topologyId = topologyId;
        this.name = name;
        this.conf = Collections.unmodifiableMap(conf);
        this.topology = topology;
        this.components = Collections.unmodifiableSortedMap(components);
        this.taskToComponent = Collections.unmodifiableMap(taskToComponent);
        this.componentToSortedTasks = Collections.unmodifiableMap(componentToSortedTasks);
        this.componentToStreamToFields = Collections.unmodifiableMap(componentToStreamToFields);
        this.subscriptionsBySourceStream = subscriptionsBySourceStream;
        this.allStreamFields = Collections.unmodifiableMap(allStreamFields);
        this.cycleTargets = cycleTargets;
        this.maxTaskId = maxTaskId;
        List<ExecutorPlan> all = new ArrayList<>();
        components.values().forEach(c -> all.addAll(c.executors()));
        this.executors = Collections.unmodifiableList(all);
        this.chaining = Chaining.plan(conf, components, subscriptionsBySourceStream, cycleTargets,
            Runtime.getRuntime().availableProcessors());
        this.batchScheduling = ThreadPolicy.batch(conf);
    }

    /** Whether executor threads run under Linux's SCHED_BATCH ({@code stormmc.executor.thread.policy}). */
    public boolean batchScheduling() {
        return batchScheduling;
    }

    /** Which executors run in their upstream executor's thread ({@code stormmc.chaining}). */
    public Chaining chaining() {
        return chaining;
    }

    public String topologyId() {
        return topologyId;
    }

    public String name() {
        return name;
    }

    /** The topology-level configuration: layered defaults, storm.yaml, command line, then the submitted conf. */
    public Map<String, Object> conf() {
        return conf;
    }

    public StormTopology topology() {
        return topology;
    }

    /** User components by id, sorted. */
    public SortedMap<String, ComponentPlan> components() {
        return components;
    }

    public ComponentPlan component(String id) {
        return components.get(id);
    }

    /** Every task id (system components included) to its component id, as Storm numbers them. */
    public Map<Integer, String> taskToComponent() {
        return taskToComponent;
    }

    public Map<String, List<Integer>> componentToSortedTasks() {
        return componentToSortedTasks;
    }

    /** User components' streams and fields, as a task's {@code TopologyContext} exposes them. */
    public Map<String, Map<String, Fields>> componentToStreamToFields() {
        return componentToStreamToFields;
    }

    /** Also the hidden components' streams (e.g. {@code __system}'s {@code __tick}), for system tuples. */
    public Map<String, Map<String, Fields>> allStreamFields() {
        return allStreamFields;
    }

    /**
     * By target task id: whether an emit from {@code sourceComponent} to that task crosses an edge inside a cycle of
     * the topology.
     */
    public boolean[] cycleTargets(String sourceComponent) {
        return cycleTargets.get(sourceComponent);
    }

    /** Subscriptions to one stream of one component, in target component id order; empty if none. */
    public List<Subscription> subscriptions(String sourceComponent, String streamId) {
        Map<String, List<Subscription>> byStream = subscriptionsBySourceStream.get(sourceComponent);
        if (byStream == null) {
            return List.of();
        }
        return byStream.getOrDefault(streamId, List.of());
    }

    /** Every subscription to any stream of a component, by stream id. */
    public Map<String, List<Subscription>> subscriptionsFrom(String sourceComponent) {
        return subscriptionsBySourceStream.getOrDefault(sourceComponent, Map.of());
    }

    public List<ExecutorPlan> executors() {
        return executors;
    }

    /** The tasks of each registered metrics consumer, one list per consumer component. */
    public List<List<Integer>> metricsConsumerTasks() {
        List<List<Integer>> result = new ArrayList<>();
        for (String id : components.keySet()) {
            if (id.startsWith(org.apache.storm.Constants.METRICS_COMPONENT_ID_PREFIX)) {
                result.add(componentToSortedTasks.get(id));
            }
        }
        return result;
    }

    /** Whether a component is one of Storm's hidden ones (its id starts with "__"). */
    public static boolean isSystem(String componentId) {
        return componentId.startsWith("__");
    }

    public int maxTaskId() {
        return maxTaskId;
    }
}
