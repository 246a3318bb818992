package io.github.stormmc.executor;

import io.github.stormmc.plan.ExecutorPlan;
import io.github.stormmc.queue.MessageHandler;
import io.github.stormmc.queue.ReceiveQueue;
import org.apache.storm.policy.IWaitStrategy;
import org.apache.storm.spout.ISpout;
import org.apache.storm.spout.SpoutOutputCollector;

/**
 * A spout executor: while the topology is active it calls {@code nextTuple} on each task, applying Storm's spout
 * wait strategy after a round that emitted nothing; {@code activate}/{@code deactivate} are called on this thread
 * when the topology's status changes. While inactive it parks until woken.
 */
final class SpoutExecutor extends Executor implements MessageHandler {
    private static final long INACTIVE_PARK_NANOS = 100_000_000L;
    private final IWaitStrategy spoutWait;
    private boolean lastActive;

    SpoutExecutor(ExecutorPlan plan, ExecutorEnvironment env, ReceiveQueue queue) {
        super(plan, env, queue);
        this.spoutWait = WaitStrategies.spout(component.conf());
    }

    @Override
    protected void prepareTask(TaskUnit task) {
        TaskUnitRef ref = new TaskUnitRef();
        ref.set(task);
        SpoutCollector collector = new SpoutCollector(ref, stats, env.errors(), component.id());
        ((ISpout) task.component).open(componentConf, task.context, new SpoutOutputCollector(collector));
    }

    @Override
    protected void loop() throws InterruptedException {
        int idleCount = 0;
        while (!stopRequested()) {
            queue.drain(this);
            boolean active = env.isActive();
            if (active != lastActive) {
                switchActivation(active);
            }
            if (!active) {
                queue.parkUntilPublished(INACTIVE_PARK_NANOS);
                continue;
            }
            long before = stats.emitted().total();
            for (TaskUnit task : tasks) {
                if (task != null && !task.failed) {
                    try {
                        ((ISpout) task.component).nextTuple();
                    } catch (Throwable t) {
                        userCodeFailed(task, "nextTuple", t);
                    }
                }
            }
            if (stats.emitted().total() == before) {
                idleCount = spoutWait.idle(idleCount);
            } else {
                idleCount = 0;
            }
        }
        if (lastActive) {
            switchActivation(false); // Storm deactivates spouts when a topology is killed
        }
    }

    private void switchActivation(boolean active) {
        lastActive = active;
        for (TaskUnit task : tasks) {
            if (task != null && !task.failed) {
                try {
                    if (active) {
                        ((ISpout) task.component).activate();
                    } else {
                        ((ISpout) task.component).deactivate();
                    }
                } catch (Throwable t) {
                    userCodeFailed(task, active ? "activate" : "deactivate", t);
                }
            }
        }
    }

    @Override
    public void onMessage(int taskId, Object payload) {
        // Spouts receive no tuples; control messages (acks, timeouts) arrive with the reliability work.
    }

    @Override
    protected void cleanupTask(TaskUnit task) {
        ((ISpout) task.component).close();
    }
}
