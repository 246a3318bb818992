package io.github.stormmc.worker;

import io.github.stormmc.timer.SharedTimer;
import io.github.stormmc.plan.ComponentPlan;
import io.github.stormmc.plan.TopologyPlan;
import io.github.stormmc.queue.ReceiveQueue;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.apache.storm.Config;
import org.apache.storm.Constants;
import org.apache.storm.task.GeneralTopologyContext;
import org.apache.storm.tuple.TupleImpl;
import org.apache.storm.tuple.Values;
import org.apache.storm.utils.ObjectReader;

/**
 * Sends tick tuples ({@code __system}/{@code __tick}, task -1, value = the period in seconds) to every task of each
 * bolt whose effective conf sets {@code topology.tick.tuple.freq.secs}, from the cluster's shared timer.
 *
 * <p>Every tick is delivered, as in Storm: one that finds its queue full goes to the queue's unbounded overflow,
 * which the executor drains right after the ring, so the shared timer never blocks and a saturated bolt still sees
 * each period. Ticks are not coalesced while one is undelivered: bolts count them ("every Nth tick"), and what waits
 * is bounded by one small tuple per period per task.
 */
final class TickScheduler {
    private final List<SharedTimer.Handle> scheduled = new ArrayList<>();

    TickScheduler(TopologyPlan plan, SharedTimer timer, GeneralTopologyContext context, IntFunction<ReceiveQueue> queues) {
        for (ComponentPlan component : plan.components().values()) {
            Integer secs = ObjectReader.getInt(component.conf().get(Config.TOPOLOGY_TICK_TUPLE_FREQ_SECS), null);
            if (component.isSpout() || secs == null || secs <= 0 || component.taskIds().isEmpty()) {
                continue;
            }
            long periodMillis = secs * 1000L;
            List<Integer> tasks = component.taskIds();
            scheduled.add(timer.scheduleAtFixedRate(() -> {
                for (int task : tasks) {
                    TupleImpl tick = new TupleImpl(context, new Values(secs), Constants.SYSTEM_COMPONENT_ID,
                        (int) Constants.SYSTEM_TASK_ID, Constants.SYSTEM_TICK_STREAM_ID);
                    queues.apply(task).publishNonBlocking(task, tick);
                }
            }, periodMillis, periodMillis));
        }
    }

    void cancel() {
        scheduled.forEach(SharedTimer.Handle::cancel);
    }
}
