package io.github.stormmc.routing;

import io.github.stormmc.plan.Chaining;
import io.github.stormmc.plan.ComponentPlan;
import io.github.stormmc.plan.StreamDef;
import io.github.stormmc.plan.Subscription;
import io.github.stormmc.plan.TopologyPlan;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.Grouping;
import org.apache.storm.grouping.CustomStreamGrouping;
import org.apache.storm.task.WorkerTopologyContext;
import org.apache.storm.tuple.Fields;
import org.apache.storm.utils.Utils;

/** Builds a source task's routers, one per declared output stream. */
public final class Routing {
    private Routing() {
    }

    /**
     * @param context passed to custom groupings' {@code prepare}, as Storm does
     */
    public static Map<String, StreamRouter> forTask(TopologyPlan plan, ComponentPlan source, int sourceTask,
                                                    WorkerTopologyContext context) {
        Map<String, StreamRouter> routers = new HashMap<>();
        Random random = new Random(31L * sourceTask + source.id().hashCode());
        for (StreamDef stream : source.streams().values()) {
            List<TaskSelector> selectors = new ArrayList<>();
            boolean[] direct = new boolean[plan.maxTaskId() + 1];
            boolean[] regular = new boolean[plan.maxTaskId() + 1];
            for (Subscription sub : plan.subscriptions(source.id(), stream.id())) {
                boolean isDirect = sub.grouping().getSetField() == Grouping._Fields.DIRECT;
                for (int t : sub.targetTasks()) {
                    (isDirect ? direct : regular)[t] = true;
                }
                if (!isDirect) {
                    selectors.add(selector(sub, stream.fields(), sourceTask, random, context, plan.chaining()));
                }
            }
            routers.put(stream.id(), new StreamRouter(source.id(), sourceTask, stream.id(), stream.fields(),
                stream.direct(), selectors, direct, regular));
        }
        return routers;
    }

    private static TaskSelector selector(Subscription sub, Fields outFields, int sourceTask, Random random,
                                         WorkerTopologyContext context, Chaining chaining) {
        List<Integer> targets = sub.targetTasks();
        Grouping grouping = sub.grouping();
        switch (grouping.getSetField()) {
            case FIELDS:
                List<String> keys = grouping.get_fields();
                if (keys.isEmpty()) {
                    return FixedSelector.global(targets);
                }
                int[] indexes = new int[keys.size()];
                for (int i = 0; i < indexes.length; i++) {
                    indexes[i] = outFields.fieldIndex(keys.get(i));
                }
                return new FieldsSelector(indexes, targets);
            case SHUFFLE:
            case LOCAL_OR_SHUFFLE: // one JVM: every task is local
                Integer paired = chaining.pairedTarget(sourceTask);
                if (paired != null && targets.contains(paired)) {
                    return new FixedSelector(List.of(paired)); // the chained task on this thread (plan.Chaining)
                }
                return new ShuffleSelector(targets, random);
            case ALL:
                return FixedSelector.all(targets);
            case NONE:
                return new RandomSelector(targets, random);
            case CUSTOM_SERIALIZED:
                CustomStreamGrouping custom = Utils.javaDeserialize(grouping.get_custom_serialized(), CustomStreamGrouping.class);
                custom.prepare(context, new GlobalStreamId(sub.sourceComponent(), sub.streamId()), targets);
                return new CustomSelector(custom, sourceTask);
            default:
                throw new IllegalStateException("Grouping " + grouping.getSetField() + " of component '"
                    + sub.targetComponent() + "' on stream '" + sub.streamId() + "' of '" + sub.sourceComponent()
                    + "' is not supported");
        }
    }
}
