package org.apache.storm.task;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.storm.generated.NodeInfo;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.tuple.Fields;

/** The context a worker hook gets: a worker context whose user resources the hook may set for tasks to read. */
public class WorkerUserContext extends WorkerTopologyContext {

    public WorkerUserContext(StormTopology topology, Map<String, Object> topoConf, Map<Integer, String> taskToComponent,
                             Map<String, List<Integer>> componentToSortedTasks,
                             Map<String, Map<String, Fields>> componentToStreamToFields, String stormId, String codeDir,
                             String pidDir, Integer workerPort, List<Integer> workerTasks,
                             Map<String, Object> defaultResources, Map<String, Object> userResources,
                             AtomicReference<Map<Integer, NodeInfo>> taskToNodePort, String assignmentId,
                             AtomicReference<Map<String, String>> nodeToHost) {
        super(topology, topoConf, taskToComponent, componentToSortedTasks, componentToStreamToFields, stormId, codeDir,
            pidDir, workerPort, workerTasks, defaultResources, userResources, taskToNodePort, assignmentId, nodeToHost);
    }

    /** Makes {@code data} available to every task through {@code getResource(name)}. */
    public void setResource(String name, Object data) {
        userResources.put(name, data);
    }
}
