package io.github.stormmc.executor;

import io.github.stormmc.queue.ReceiveQueue;
import org.apache.storm.policy.IWaitStrategy;
import org.apache.storm.tuple.TupleImpl;

/**
 * Puts a tuple on its target task's receive queue. A full queue is backpressure: the producer waits with the
 * configured backpressure wait strategy until the consumer makes room, or gives up once the topology is stopping.
 * Tuples are passed by reference, never serialised, as between tasks of one Storm worker.
 *
 * <p>Edges inside a cycle of the topology (a bolt feeding itself or an upstream bolt) never block: blocking there
 * could wait on a consumer that is waiting on us. Every blocking wait is on an edge leaving a cycle, towards a
 * consumer downstream in the acyclic graph of cycles, so waits cannot form a loop and the topology cannot deadlock.
 */
final class TupleTransfer {
    private final ExecutorEnvironment env;
    private final IWaitStrategy backpressureWait;
    /** By target task id: whether the edge to it lies inside a cycle of the topology, so it must never block. */
    private final boolean[] cycleTargets;

    TupleTransfer(ExecutorEnvironment env, IWaitStrategy backpressureWait, boolean[] cycleTargets) {
        this.env = env;
        this.backpressureWait = backpressureWait;
        this.cycleTargets = cycleTargets;
    }

    /** @return false only if the topology stopped while the target queue was full */
    boolean send(int targetTask, TupleImpl tuple) {
        ReceiveQueue queue = env.queueOf(targetTask);
        if (queue == null) {
            throw new IllegalArgumentException("Component '" + tuple.getSourceComponent() + "' (task "
                + tuple.getSourceTask() + ") sent a tuple on stream '" + tuple.getSourceStreamId()
                + "' to task " + targetTask + ", which is not a task of this topology");
        }
        if (cycleTargets[targetTask]) {
            queue.publishNonBlocking(targetTask, tuple);
            return true;
        }
        if (queue.tryPublish(targetTask, tuple)) {
            return true;
        }
        int idle = 0;
        while (!queue.tryPublish(targetTask, tuple)) {
            if (env.isStopping()) {
                return false;
            }
            try {
                idle = backpressureWait.idle(idle);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }
}
