package io.github.stormmc.worker;

import io.github.stormmc.executor.ExecutorEnvironment;
import io.github.stormmc.plan.TopologyPlan;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.apache.storm.hooks.IWorkerHook;
import org.apache.storm.task.WorkerUserContext;
import org.apache.storm.utils.Utils;

/** Runs the topology's {@link IWorkerHook}s: {@code start} before any executor starts, {@code shutdown} after all stop. */
final class WorkerHooks {
    private final TopologyPlan plan;
    private final ExecutorEnvironment env;
    private final List<IWorkerHook> started = new ArrayList<>();

    WorkerHooks(TopologyPlan plan, ExecutorEnvironment env) {
        this.plan = plan;
        this.env = env;
    }

    void start() {
        List<ByteBuffer> serialized = plan.topology().get_worker_hooks();
        if (serialized == null || serialized.isEmpty()) {
            return;
        }
        WorkerUserContext context = new WorkerUserContext(plan.topology(), plan.conf(), plan.taskToComponent(),
            plan.componentToSortedTasks(), plan.componentToStreamToFields(), plan.topologyId(), env.codeDir(),
            env.pidDir(), env.workerPort(), env.workerTasks(), env.defaultResources(), env.userResources(), null, null,
            null);
        for (ByteBuffer buffer : serialized) {
            byte[] bytes = new byte[buffer.remaining()];
            buffer.duplicate().get(bytes);
            IWorkerHook hook = Utils.javaDeserialize(bytes, IWorkerHook.class);
            hook.start(plan.conf(), context);
            started.add(hook);
        }
    }

    void shutdown() {
        for (IWorkerHook hook : started) {
            try {
                hook.shutdown();
            } catch (RuntimeException e) {
                env.errors().report("__system", -1, "worker hook shutdown", e);
            }
        }
    }
}
