package org.apache.storm.task;

import com.codahale.metrics.Counter;
import com.codahale.metrics.Gauge;
import com.codahale.metrics.Histogram;
import com.codahale.metrics.Meter;
import com.codahale.metrics.MetricSet;
import com.codahale.metrics.Timer;
import io.github.stormmc.json.Json;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.Grouping;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.hooks.ITaskHook;
import org.apache.storm.metric.api.CombinedMetric;
import org.apache.storm.metric.api.ICombiner;
import org.apache.storm.metric.api.IMetric;
import org.apache.storm.metric.api.IReducer;
import org.apache.storm.metric.api.ReducedMetric;
import org.apache.storm.metrics2.StormMetricRegistry;
import org.apache.storm.state.ISubscribedState;
import org.apache.storm.tuple.Fields;

/** What one task knows about itself, plus task hooks, task data and metric registration. One instance per task. */
public class TopologyContext extends WorkerTopologyContext implements IMetricsContext {
    private final Integer taskId;
    private final Map<String, Object> taskData = new HashMap<>();
    private final List<ITaskHook> hooks = new ArrayList<>();
    private final Map<String, Object> executorData;
    private final Map<Integer, Map<Integer, Map<String, IMetric>>> registeredMetrics;
    private final AtomicBoolean openOrPrepareWasCalled;
    private final StormMetricRegistry metricRegistry;
    private final Map<String, Long> blobToLastKnownVersion;

    public TopologyContext(StormTopology topology, Map<String, Object> topoConf, Map<Integer, String> taskToComponent,
                           Map<String, List<Integer>> componentToSortedTasks,
                           Map<String, Map<String, Fields>> componentToStreamToFields,
                           Map<String, Long> blobToLastKnownVersionShared, String stormId, String codeDir, String pidDir,
                           Integer taskId, Integer workerPort, List<Integer> workerTasks,
                           Map<String, Object> defaultResources, Map<String, Object> userResources,
                           Map<String, Object> executorData,
                           Map<Integer, Map<Integer, Map<String, IMetric>>> registeredMetrics,
                           AtomicBoolean openOrPrepareWasCalled, StormMetricRegistry metricRegistry) {
        super(topology, topoConf, taskToComponent, componentToSortedTasks, componentToStreamToFields, stormId, codeDir,
            pidDir, workerPort, workerTasks, defaultResources, userResources);
        this.blobToLastKnownVersion = blobToLastKnownVersionShared;
        this.taskId = taskId;
        this.executorData = executorData;
        this.registeredMetrics = registeredMetrics;
        this.openOrPrepareWasCalled = openOrPrepareWasCalled;
        this.metricRegistry = metricRegistry;
    }

    public <T extends ISubscribedState> T setAllSubscribedState(T obj) {
        throw stateSpoutsUnsupported();
    }

    public <T extends ISubscribedState> T setSubscribedState(String componentId, T obj) {
        throw stateSpoutsUnsupported();
    }

    public <T extends ISubscribedState> T setSubscribedState(String componentId, String streamId, T obj) {
        throw stateSpoutsUnsupported();
    }

    private static UnsupportedOperationException stateSpoutsUnsupported() {
        return new UnsupportedOperationException("State spouts (subscribed state) are not supported by Storm-MC; "
            + "Storm itself never finished them either");
    }

    public Map<String, Long> getBlobToLastKnownVersion() {
        return blobToLastKnownVersion;
    }

    public int getThisTaskId() {
        return taskId;
    }

    public String getThisComponentId() {
        return getComponentId(taskId);
    }

    public Fields getThisOutputFields(String streamId) {
        return getComponentOutputFields(getThisComponentId(), streamId);
    }

    public Map<String, List<String>> getThisOutputFieldsForStreams() {
        Map<String, List<String>> result = new HashMap<>();
        for (String stream : getThisStreams()) {
            result.put(stream, getThisOutputFields(stream).toList());
        }
        return result;
    }

    public Set<String> getThisStreams() {
        return getComponentStreams(getThisComponentId());
    }

    /** This task's position among its component's tasks, from 0. */
    public int getThisTaskIndex() {
        List<Integer> tasks = getComponentTasks(getThisComponentId());
        int index = tasks.indexOf(taskId);
        if (index < 0) {
            throw new IllegalStateException("Task " + taskId + " is not a task of component " + getThisComponentId());
        }
        return index;
    }

    /** Source component id to stream id to the fields this task receives on it. */
    public Map<String, Map<String, List<String>>> getThisInputFields() {
        Map<String, Map<String, List<String>>> result = new HashMap<>();
        for (GlobalStreamId source : getThisSources().keySet()) {
            Fields fields = getComponentOutputFields(source.get_componentId(), source.get_streamId());
            result.computeIfAbsent(source.get_componentId(), k -> new HashMap<>()).put(source.get_streamId(), fields.toList());
        }
        return result;
    }

    public Map<GlobalStreamId, Grouping> getThisSources() {
        return getSources(getThisComponentId());
    }

    public Map<String, Map<String, Grouping>> getThisTargets() {
        return getTargets(getThisComponentId());
    }

    public void setTaskData(String name, Object data) {
        taskData.put(name, data);
    }

    public Object getTaskData(String name) {
        return taskData.get(name);
    }

    public void setExecutorData(String name, Object data) {
        executorData.put(name, data);
    }

    public Object getExecutorData(String name) {
        return executorData.get(name);
    }

    public void addTaskHook(ITaskHook hook) {
        hook.prepare(getConf(), this);
        hooks.add(hook);
    }

    public List<ITaskHook> getHooks() {
        return hooks;
    }

    /** The JSON form multilang subprocesses receive in their handshake. */
    @Override
    public String toJSONString() {
        Map<String, Object> obj = new HashMap<>();
        obj.put("task->component", getTaskToComponent());
        obj.put("taskid", getThisTaskId());
        obj.put("componentid", getThisComponentId());
        Set<String> own = getThisStreams();
        obj.put("streams", own == null ? List.of() : new ArrayList<>(own));
        obj.put("stream->outputfields", getThisOutputFieldsForStreams());
        Map<String, Map<String, Object>> targets = new HashMap<>();
        getThisTargets().forEach((stream, byComponent) -> {
            Map<String, Object> groupings = new HashMap<>();
            byComponent.forEach((component, grouping) -> groupings.put(component, groupingToJson(grouping)));
            targets.put(stream, groupings);
        });
        obj.put("stream->target->grouping", targets);
        Map<String, Map<String, Object>> sources = new HashMap<>();
        getThisSources().forEach((id, grouping) ->
            sources.computeIfAbsent(id.get_componentId(), k -> new HashMap<>()).put(id.get_streamId(), groupingToJson(grouping)));
        obj.put("source->stream->grouping", sources);
        obj.put("source->stream->fields", getThisInputFields());
        return Json.write(obj);
    }

    private static Map<String, Object> groupingToJson(Grouping grouping) {
        Map<String, Object> json = new HashMap<>();
        Grouping._Fields kind = grouping.getSetField();
        json.put("type", kind == null ? null : kind.name()); // Storm writes the enum name, e.g. "FIELDS"
        if (kind == Grouping._Fields.FIELDS) {
            json.put("fields", grouping.get_fields());
        }
        return json;
    }

    @Override
    public <T extends IMetric> T registerMetric(String name, T metric, int timeBucketSizeInSecs) {
        if (openOrPrepareWasCalled.get()) {
            throw new RuntimeException("TopologyContext.registerMetric can only be called from within overridden "
                + "IBolt::prepare() or ISpout::open() method.");
        }
        if (metric == null) {
            throw new IllegalArgumentException("Cannot register a null metric");
        }
        if (timeBucketSizeInSecs <= 0) {
            throw new IllegalArgumentException("TopologyContext.registerMetric can only be called with "
                + "timeBucketSizeInSecs greater than or equal to 1 second.");
        }
        if (getRegisteredMetricByName(name) != null) {
            throw new RuntimeException("The same metric name `" + name + "` was registered twice.");
        }
        synchronized (registeredMetrics) {
            registeredMetrics.computeIfAbsent(timeBucketSizeInSecs, k -> new HashMap<>())
                .computeIfAbsent(taskId, k -> new HashMap<>())
                .put(name, metric);
        }
        return metric;
    }

    @Override
    public ReducedMetric registerMetric(String name, IReducer reducer, int timeBucketSizeInSecs) {
        return registerMetric(name, new ReducedMetric(reducer), timeBucketSizeInSecs);
    }

    @Override
    public CombinedMetric registerMetric(String name, ICombiner combiner, int timeBucketSizeInSecs) {
        return registerMetric(name, new CombinedMetric(combiner), timeBucketSizeInSecs);
    }

    /** This task's v1 metric with that name, whatever its bucket size; null if none. */
    public IMetric getRegisteredMetricByName(String name) {
        synchronized (registeredMetrics) {
            for (Map<Integer, Map<String, IMetric>> byTask : registeredMetrics.values()) {
                Map<String, IMetric> metrics = byTask.get(taskId);
                if (metrics != null && metrics.containsKey(name)) {
                    return metrics.get(name);
                }
            }
        }
        return null;
    }

    @Override
    public Timer registerTimer(String name) {
        return metricRegistry.timer(name, this);
    }

    @Override
    public Histogram registerHistogram(String name) {
        return metricRegistry.histogram(name, this);
    }

    @Override
    public Meter registerMeter(String name) {
        return metricRegistry.meter(name, this);
    }

    @Override
    public Counter registerCounter(String name) {
        return metricRegistry.counter(name, this);
    }

    @Override
    public <T> Gauge<T> registerGauge(String name, Gauge<T> gauge) {
        return metricRegistry.gauge(name, gauge, this);
    }

    @Override
    public void registerMetricSet(String prefix, MetricSet set) {
        metricRegistry.metricSet(prefix, set, this);
    }
}
