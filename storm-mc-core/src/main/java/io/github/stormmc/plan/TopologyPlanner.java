package io.github.stormmc.plan;

import io.github.stormmc.config.ComponentConfigs;
import io.github.stormmc.config.ConfigValidator;
import io.github.stormmc.json.Json;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.apache.storm.Config;
import org.apache.storm.generated.ComponentCommon;
import org.apache.storm.generated.ComponentObject;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.Grouping;
import org.apache.storm.generated.InvalidTopologyException;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.generated.StreamInfo;
import org.apache.storm.grouping.CustomStreamGrouping;
import org.apache.storm.spout.ISpout;
import org.apache.storm.task.IBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.utils.ObjectReader;
import org.apache.storm.utils.Utils;

/**
 * Turns a submitted topology into a {@link TopologyPlan}: validates it, numbers tasks like Storm (sorted component
 * ids, hidden components included, from 1), splits tasks over executors and resolves every subscription.
 */
public final class TopologyPlanner {
    private TopologyPlanner() {
    }

    /**
     * @param topologyConf the layered topology configuration, already type-checked
     */
    public static TopologyPlan plan(String topologyId, String name, Map<String, Object> topologyConf, StormTopology topology)
        throws InvalidTopologyException {
        TopologyValidator.validateName(name);
        TopologyValidator.validateStructure(name, topology);

        Map<String, ComponentCommon> commons = TopologyValidator.allCommons(topology);
        Map<String, Integer> taskCounts = new TreeMap<>();
        Map<String, Map<String, Object>> componentConfs = new HashMap<>();
        for (Map.Entry<String, ComponentCommon> e : commons.entrySet()) {
            String id = e.getKey();
            Map<String, Object> componentConf = Json.readMap(e.getValue().get_json_conf());
            componentConfs.put(id, componentConf);
            taskCounts.put(id, taskCount(id, e.getValue(), topologyConf, componentConf));
        }
        Map<String, Map<String, Fields>> streamFields = new HashMap<>();
        Map<String, Map<String, Fields>> allStreamFields = new HashMap<>();
        List<SystemComponents.SystemComponent> systemComponents = SystemComponents.forTopology(topologyConf);
        for (SystemComponents.SystemComponent sys : systemComponents) {
            taskCounts.put(sys.id(), sys.tasks());
            allStreamFields.put(sys.id(), sys.streams());
        }

        // Storm hands out task ids over all components in sorted id order, starting at 1.
        Map<Integer, String> taskToComponent = new HashMap<>();
        Map<String, List<Integer>> componentTasks = new HashMap<>();
        int nextTask = 1;
        for (Map.Entry<String, Integer> e : taskCounts.entrySet()) {
            List<Integer> tasks = new ArrayList<>(e.getValue());
            for (int i = 0; i < e.getValue(); i++) {
                taskToComponent.put(nextTask, e.getKey());
                tasks.add(nextTask++);
            }
            componentTasks.put(e.getKey(), Collections.unmodifiableList(tasks));
        }

        SortedMap<String, ComponentPlan> components = new TreeMap<>();
        for (Map.Entry<String, ComponentCommon> e : commons.entrySet()) {
            String id = e.getKey();
            boolean spout = topology.get_spouts().containsKey(id);
            ComponentObject object = spout ? topology.get_spouts().get(id).get_spout_object()
                : topology.get_bolts().get(id).get_bolt_object();
            TopologyValidator.checkDeserializable(id, object, spout ? ISpout.class : IBolt.class);
            Map<String, Object> conf = effectiveConf(id, topologyConf, componentConfs.get(id));
            List<Integer> tasks = componentTasks.get(id);
            int parallelism = e.getValue().is_set_parallelism_hint() ? e.getValue().get_parallelism_hint() : 1;
            List<ExecutorPlan> executors = tasks.isEmpty() ? List.of()
                : TaskLayout.splitIntoExecutors(id, tasks.get(0), tasks.size(), parallelism);
            Map<String, StreamDef> streams = streams(e.getValue());
            Map<String, Fields> fields = new HashMap<>();
            streams.forEach((s, def) -> fields.put(s, def.fields()));
            streamFields.put(id, fields);
            Map<GlobalStreamId, Grouping> inputs = e.getValue().get_inputs() == null ? Map.of() : e.getValue().get_inputs();
            components.put(id, new ComponentPlan(id, spout ? ComponentPlan.ComponentKind.SPOUT : ComponentPlan.ComponentKind.BOLT,
                object.get_serialized_java(), e.getValue(), conf, tasks, executors, streams, inputs));
        }

        allStreamFields.putAll(streamFields);
        for (SystemComponents.SystemComponent sys : systemComponents) {
            if (sys.runnable() != null && sys.tasks() > 0) {
                components.put(sys.id(), systemBolt(sys, topologyConf, componentTasks.get(sys.id())));
            }
        }
        Map<String, Map<String, List<Subscription>>> subscriptions = subscriptions(components, componentTasks);
        int maxTaskId = nextTask - 1;
        return new TopologyPlan(topologyId, name, topologyConf, topology, components, taskToComponent, componentTasks,
            streamFields, subscriptions, allStreamFields, cycleTargets(components, taskToComponent, maxTaskId), maxTaskId);
    }

    /** For each source component, the task ids whose component shares a cycle with it (see {@link Cycles}). */
    private static Map<String, boolean[]> cycleTargets(SortedMap<String, ComponentPlan> components,
                                                       Map<Integer, String> taskToComponent, int maxTaskId) {
        Map<String, java.util.Set<String>> edges = new HashMap<>();
        for (ComponentPlan target : components.values()) {
            for (GlobalStreamId in : target.inputs().keySet()) {
                edges.computeIfAbsent(in.get_componentId(), k -> new java.util.HashSet<>()).add(target.id());
            }
        }
        Cycles cycles = Cycles.of(edges);
        Map<String, boolean[]> result = new HashMap<>();
        for (String source : components.keySet()) {
            boolean[] targets = new boolean[maxTaskId + 1];
            for (Map.Entry<Integer, String> t : taskToComponent.entrySet()) {
                targets[t.getKey()] = cycles.onCycle(source, t.getValue());
            }
            result.put(source, targets);
        }
        return result;
    }

    /** A hidden component Storm-MC runs as a bolt with one executor per task (metrics consumers). */
    private static ComponentPlan systemBolt(SystemComponents.SystemComponent sys, Map<String, Object> topologyConf,
                                            List<Integer> tasks) {
        ComponentCommon common = new ComponentCommon(new HashMap<>(), new HashMap<>());
        common.set_parallelism_hint(tasks.size());
        return new ComponentPlan(sys.id(), ComponentPlan.ComponentKind.BOLT, Utils.javaSerialize(sys.runnable()), common,
            Collections.unmodifiableMap(new HashMap<>(topologyConf)), tasks,
            TaskLayout.splitIntoExecutors(sys.id(), tasks.get(0), tasks.size(), tasks.size()), Map.of(), Map.of());
    }

    private static int taskCount(String id, ComponentCommon common, Map<String, Object> topologyConf,
                                 Map<String, Object> componentConf) throws InvalidTopologyException {
        // Like Storm: the task count and its cap are read from the topology conf merged with the whole component conf.
        Map<String, Object> merged = new HashMap<>(topologyConf);
        merged.putAll(componentConf);
        int parallelism = common.is_set_parallelism_hint() ? common.get_parallelism_hint() : 1;
        int tasks;
        Integer max;
        try {
            tasks = ObjectReader.getInt(merged.get(Config.TOPOLOGY_TASKS), parallelism);
            max = ObjectReader.getInt(merged.get(Config.TOPOLOGY_MAX_TASK_PARALLELISM), null);
        } catch (IllegalArgumentException e) {
            throw new InvalidTopologyException("Component '" + id + "': " + e.getMessage());
        }
        if (tasks < 0) {
            throw new InvalidTopologyException("Component '" + id + "' has " + tasks + " tasks; the number of tasks"
                + " (" + Config.TOPOLOGY_TASKS + ") must not be negative");
        }
        return max == null ? tasks : Math.min(tasks, max);
    }

    private static Map<String, Object> effectiveConf(String id, Map<String, Object> topologyConf,
                                                     Map<String, Object> componentConf) throws InvalidTopologyException {
        Map<String, Object> conf = ComponentConfigs.effectiveConf(topologyConf, componentConf);
        Map<String, Object> checked = conf;
        if (conf.get(Config.TOPOLOGY_KRYO_REGISTER) instanceof Map) {
            // merged into one map at submit (ComponentConfigs.mergeKryoSettings) after its entries were checked
            checked = new HashMap<>(conf);
            checked.remove(Config.TOPOLOGY_KRYO_REGISTER);
        }
        try {
            ConfigValidator.validateTopologyConf(checked);
        } catch (IllegalArgumentException e) {
            throw new InvalidTopologyException("Component '" + id + "' configuration is invalid: " + e.getMessage());
        }
        return Collections.unmodifiableMap(conf);
    }

    private static Map<String, StreamDef> streams(ComponentCommon common) {
        Map<String, StreamDef> streams = new LinkedHashMap<>();
        if (common.get_streams() != null) {
            for (Map.Entry<String, StreamInfo> s : new TreeMap<>(common.get_streams()).entrySet()) {
                streams.put(s.getKey(), new StreamDef(s.getKey(), new Fields(s.getValue().get_output_fields()),
                    s.getValue().is_direct()));
            }
        }
        return Collections.unmodifiableMap(streams);
    }

    private static Map<String, Map<String, List<Subscription>>> subscriptions(
        SortedMap<String, ComponentPlan> components, Map<String, List<Integer>> componentTasks)
        throws InvalidTopologyException {
        Map<String, Map<String, List<Subscription>>> result = new HashMap<>();
        for (ComponentPlan target : components.values()) { // sorted: subscribers are listed in component id order
            for (Map.Entry<GlobalStreamId, Grouping> in : target.inputs().entrySet()) {
                String source = in.getKey().get_componentId();
                String stream = in.getKey().get_streamId();
                Grouping grouping = in.getValue();
                if (grouping.getSetField() == Grouping._Fields.CUSTOM_SERIALIZED) {
                    checkCustomGrouping(target.id(), source, stream, grouping);
                }
                result.computeIfAbsent(source, k -> new HashMap<>())
                    .computeIfAbsent(stream, k -> new ArrayList<>())
                    .add(new Subscription(source, stream, target.id(), grouping, componentTasks.get(target.id())));
            }
        }
        return result;
    }

    private static void checkCustomGrouping(String target, String source, String stream, Grouping grouping)
        throws InvalidTopologyException {
        try {
            Utils.javaDeserialize(grouping.get_custom_serialized(), CustomStreamGrouping.class);
        } catch (RuntimeException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new InvalidTopologyException("Component: [" + target + "] subscribes to stream: [" + stream
                + "] of component [" + source + "] with a custom grouping that cannot be deserialized: " + cause);
        }
    }
}
