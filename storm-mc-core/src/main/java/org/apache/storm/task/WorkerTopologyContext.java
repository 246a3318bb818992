package org.apache.storm.task;

import io.github.stormmc.worker.WorkerDirectories;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.storm.generated.NodeInfo;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.tuple.Fields;

/** What a task may know about its worker: the worker's tasks, its directories and shared resources. */
public class WorkerTopologyContext extends GeneralTopologyContext {
    public static final String SHARED_EXECUTOR = "executor";

    private final Integer workerPort;
    private final List<Integer> workerTasks;
    private final String codeDir;
    private final String pidDir;
    private final String assignmentId;
    private final AtomicReference<Map<Integer, NodeInfo>> taskToNodePort;
    private final AtomicReference<Map<String, String>> nodeToHost;
    final Map<String, Object> userResources;
    final Map<String, Object> defaultResources;

    public WorkerTopologyContext(StormTopology topology, Map<String, Object> topoConf, Map<Integer, String> taskToComponent,
                                 Map<String, List<Integer>> componentToSortedTasks,
                                 Map<String, Map<String, Fields>> componentToStreamToFields, String stormId, String codeDir,
                                 String pidDir, Integer workerPort, List<Integer> workerTasks,
                                 Map<String, Object> defaultResources, Map<String, Object> userResources,
                                 AtomicReference<Map<Integer, NodeInfo>> taskToNodePort, String assignmentId,
                                 AtomicReference<Map<String, String>> nodeToHost) {
        super(topology, topoConf, taskToComponent, componentToSortedTasks, componentToStreamToFields, stormId);
        this.codeDir = codeDir;
        this.pidDir = pidDir;
        this.workerPort = workerPort;
        this.workerTasks = workerTasks;
        this.defaultResources = defaultResources;
        this.userResources = userResources;
        this.taskToNodePort = taskToNodePort;
        this.assignmentId = assignmentId;
        this.nodeToHost = nodeToHost;
    }

    public WorkerTopologyContext(StormTopology topology, Map<String, Object> topoConf, Map<Integer, String> taskToComponent,
                                 Map<String, List<Integer>> componentToSortedTasks,
                                 Map<String, Map<String, Fields>> componentToStreamToFields, String stormId, String codeDir,
                                 String pidDir, Integer workerPort, List<Integer> workerTasks,
                                 Map<String, Object> defaultResources, Map<String, Object> userResources) {
        this(topology, topoConf, taskToComponent, componentToSortedTasks, componentToStreamToFields, stormId, codeDir,
            pidDir, workerPort, workerTasks, defaultResources, userResources, null, null, null);
    }

    /** Every task in this worker; in Storm-MC's single worker, every user task of the topology. */
    public List<Integer> getThisWorkerTasks() {
        return workerTasks;
    }

    public Integer getThisWorkerPort() {
        return workerPort;
    }

    public String getAssignmentId() {
        return assignmentId;
    }

    public AtomicReference<Map<Integer, NodeInfo>> getTaskToNodePort() {
        return taskToNodePort;
    }

    public AtomicReference<Map<String, String>> getNodeToHost() {
        return nodeToHost;
    }

    /** The worker's code directory; Storm-MC makes its worker's on first use (WorkerDirectories). */
    public String getCodeDir() {
        return WorkerDirectories.existing(codeDir);
    }

    /** The worker's pid directory; Storm-MC makes its worker's on first use (WorkerDirectories). */
    public String getPIDDir() {
        return WorkerDirectories.existing(pidDir);
    }

    public Object getResource(String name) {
        return userResources == null ? null : userResources.get(name);
    }

    public ExecutorService getSharedExecutor() {
        return defaultResources == null ? null : (ExecutorService) defaultResources.get(SHARED_EXECUTOR);
    }
}
