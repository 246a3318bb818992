package io.github.stormmc.executor;

import io.github.stormmc.ack.TupleTree;
import io.github.stormmc.plan.SystemComponents;
import java.util.Arrays;
import java.util.List;
import org.apache.storm.hooks.info.EmitInfo;
import org.apache.storm.task.TopologyContext;

/**
 * Storm sends a message to an acker task for every tree a spout starts and every tree a bolt acks, fails or resets,
 * and its task hooks see each such message as an emit. Storm-MC tracks trees without acker messages, so it tells the
 * hooks about the messages Storm would have sent: same stream, values shaped as Storm's, the acker task Storm's fields
 * grouping on the root id would pick. Called only when the task has hooks.
 */
final class AckerMessageHooks {
    static final String INIT = "__ack_init";
    static final String ACK = "__ack_ack";
    static final String FAIL = "__ack_fail";
    static final String RESET_TIMEOUT = "__ack_reset_timeout";

    private AckerMessageHooks() {
    }

    static void emitted(TopologyContext context, int taskId, String streamId, TupleTree tree, List<Object> values) {
        List<Integer> ackers = context.getComponentTasks(SystemComponents.ACKER_COMPONENT_ID);
        List<Integer> target = ackers == null || ackers.isEmpty() ? List.of()
            : List.of(ackers.get(Math.floorMod(Arrays.deepHashCode(new Object[] {tree.rootId()}), ackers.size())));
        new EmitInfo(values, streamId, taskId, target).applyOn(context);
    }
}
