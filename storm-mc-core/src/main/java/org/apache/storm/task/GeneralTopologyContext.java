package org.apache.storm.task;

import io.github.stormmc.json.Json;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.storm.Config;
import org.apache.storm.Constants;
import org.apache.storm.generated.Bolt;
import org.apache.storm.generated.ComponentCommon;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.Grouping;
import org.apache.storm.generated.SpoutSpec;
import org.apache.storm.generated.StateSpoutSpec;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.shade.net.minidev.json.JSONAware;
import org.apache.storm.tuple.Fields;
import org.apache.storm.utils.ObjectReader;

/** What any task may know about the whole topology: its components, their tasks, streams and subscriptions. */
public class GeneralTopologyContext implements JSONAware {
    private final StormTopology topology;
    protected Map<String, Object> topoConf;
    private final Map<Integer, String> taskToComponent;
    private final Map<String, List<Integer>> componentToTasks;
    private final Map<String, Map<String, Fields>> componentToStreamToFields;
    private final String stormId;
    protected boolean doSanityCheck;

    public GeneralTopologyContext(StormTopology topology, Map<String, Object> topoConf, Map<Integer, String> taskToComponent,
                                  Map<String, List<Integer>> componentToSortedTasks,
                                  Map<String, Map<String, Fields>> componentToStreamToFields, String stormId) {
        this.topology = topology;
        this.topoConf = topoConf;
        this.taskToComponent = taskToComponent;
        this.componentToTasks = componentToSortedTasks;
        this.componentToStreamToFields = componentToStreamToFields;
        this.stormId = stormId;
        this.doSanityCheck = "local".equals(topoConf == null ? null : topoConf.get(Config.STORM_CLUSTER_MODE));
    }

    public String getStormId() {
        return stormId;
    }

    public StormTopology getRawTopology() {
        return topology;
    }

    public String getComponentId(int taskId) {
        if (taskId == Constants.SYSTEM_TASK_ID) {
            return Constants.SYSTEM_COMPONENT_ID;
        }
        return taskToComponent.get(taskId);
    }

    public Set<String> getComponentStreams(String componentId) {
        Map<String, Fields> streams = componentToStreamToFields.get(componentId);
        return streams == null ? null : streams.keySet();
    }

    public List<Integer> getComponentTasks(String componentId) {
        List<Integer> tasks = componentToTasks.get(componentId);
        return tasks == null ? new ArrayList<>() : new ArrayList<>(tasks);
    }

    public Fields getComponentOutputFields(String componentId, String streamId) {
        Map<String, Fields> streams = componentToStreamToFields.get(componentId);
        Fields fields = streams == null ? null : streams.get(streamId);
        if (fields == null) {
            throw new IllegalArgumentException("No output fields defined for component:stream " + componentId + ":" + streamId);
        }
        return fields;
    }

    public Fields getComponentOutputFields(GlobalStreamId id) {
        return getComponentOutputFields(id.get_componentId(), id.get_streamId());
    }

    /** The streams a component subscribes to, with their groupings. */
    public Map<GlobalStreamId, Grouping> getSources(String componentId) {
        ComponentCommon common = getComponentCommon(componentId);
        return common == null || common.get_inputs() == null ? new HashMap<>() : common.get_inputs();
    }

    /** The subscribers of a component: stream id to subscribing component id to grouping. */
    public Map<String, Map<String, Grouping>> getTargets(String componentId) {
        Map<String, Map<String, Grouping>> targets = new HashMap<>();
        for (Map.Entry<String, ComponentCommon> c : allCommons().entrySet()) {
            if (c.getValue().get_inputs() == null) {
                continue;
            }
            for (Map.Entry<GlobalStreamId, Grouping> in : c.getValue().get_inputs().entrySet()) {
                if (in.getKey().get_componentId().equals(componentId)) {
                    targets.computeIfAbsent(in.getKey().get_streamId(), k -> new HashMap<>()).put(c.getKey(), in.getValue());
                }
            }
        }
        return targets;
    }

    @Override
    public String toJSONString() {
        Map<String, Object> obj = new HashMap<>();
        obj.put("task->component", getTaskToComponent());
        return Json.write(obj);
    }

    public Map<Integer, String> getTaskToComponent() {
        return taskToComponent;
    }

    public Set<String> getComponentIds() {
        return componentToStreamToFields.keySet();
    }

    public ComponentCommon getComponentCommon(String componentId) {
        return allCommons().get(componentId);
    }

    /** The largest {@code topology.message.timeout.secs} of the topology and any of its components. */
    public int maxTopologyMessageTimeout() {
        int max = ObjectReader.getInt(topoConf.get(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS), 30);
        for (ComponentCommon common : allCommons().values()) {
            if (common.is_set_json_conf()) {
                Object value = Json.readMap(common.get_json_conf()).get(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS);
                if (value != null) {
                    max = Math.max(max, ObjectReader.getInt(value));
                }
            }
        }
        return max;
    }

    public Map<String, Object> getConf() {
        return topoConf;
    }

    /** True in local mode, where Storm checks each new tuple's arity against its stream's fields. */
    public boolean doSanityCheck() {
        return doSanityCheck;
    }

    private Map<String, ComponentCommon> allCommons() {
        Map<String, ComponentCommon> commons = new TreeMap<>();
        if (topology == null) {
            return commons;
        }
        if (topology.get_spouts() != null) {
            for (Map.Entry<String, SpoutSpec> e : topology.get_spouts().entrySet()) {
                commons.put(e.getKey(), e.getValue().get_common());
            }
        }
        if (topology.get_bolts() != null) {
            for (Map.Entry<String, Bolt> e : topology.get_bolts().entrySet()) {
                commons.put(e.getKey(), e.getValue().get_common());
            }
        }
        if (topology.get_state_spouts() != null) {
            for (Map.Entry<String, StateSpoutSpec> e : topology.get_state_spouts().entrySet()) {
                commons.put(e.getKey(), e.getValue().get_common());
            }
        }
        return commons;
    }
}
