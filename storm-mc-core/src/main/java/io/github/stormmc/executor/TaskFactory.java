package io.github.stormmc.executor;

import io.github.stormmc.plan.ComponentPlan;
import io.github.stormmc.plan.TopologyPlan;
import io.github.stormmc.routing.Routing;
import io.github.stormmc.stats.ExecutorStats;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.storm.Config;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.utils.ObjectReader;
import org.apache.storm.utils.Utils;

/** Creates a task: a fresh deserialised copy of the component, its {@link TopologyContext} and its routers. */
final class TaskFactory {
    private TaskFactory() {
    }

    static TaskUnit create(ExecutorEnvironment env, ComponentPlan component, int taskId, Map<String, Object> executorData,
                           TupleTransfer transfer, ExecutorStats stats) {
        AtomicBoolean openOrPrepareWasCalled = new AtomicBoolean(false);
        TopologyPlan plan = env.plan();
        TopologyContext context = new TopologyContext(plan.topology(), plan.conf(), plan.taskToComponent(),
            plan.componentToSortedTasks(), plan.componentToStreamToFields(), new HashMap<>(), plan.topologyId(),
            env.codeDir(), env.pidDir(), taskId, env.workerPort(), env.workerTasks(), env.defaultResources(),
            env.userResources(), executorData, env.registeredMetrics(), openOrPrepareWasCalled, env.metricRegistry());
        addAutoHooks(component, context);
        Object instance = Utils.javaDeserialize(component.serializedInstance(), Object.class);
        boolean debug = ObjectReader.getBoolean(component.conf().get(Config.TOPOLOGY_DEBUG), false);
        TaskEmitter emitter = new TaskEmitter(component.id(), taskId, context,
            Routing.forTask(plan, component, taskId, context), transfer, stats, debug);
        return new TaskUnit(taskId, instance, context, emitter, openOrPrepareWasCalled);
    }

    /** {@code topology.auto.task.hooks}: hook classes (no-argument constructors) added to every task, as Storm does. */
    private static void addAutoHooks(ComponentPlan component, TopologyContext context) {
        Object hooks = component.conf().get(Config.TOPOLOGY_AUTO_TASK_HOOKS);
        if (!(hooks instanceof java.util.List<?> names)) {
            return;
        }
        for (Object name : names) {
            try {
                Class<?> type = Class.forName(String.valueOf(name), true, Thread.currentThread().getContextClassLoader());
                context.addTaskHook((org.apache.storm.hooks.ITaskHook) type.getDeclaredConstructor().newInstance());
            } catch (ReflectiveOperationException | ClassCastException e) {
                throw new IllegalArgumentException(Config.TOPOLOGY_AUTO_TASK_HOOKS + " names '" + name
                    + "', which is not an instantiable org.apache.storm.hooks.ITaskHook: " + e, e);
            }
        }
    }
}
