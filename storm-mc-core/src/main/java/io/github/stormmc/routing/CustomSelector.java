package io.github.stormmc.routing;

import java.util.List;
import org.apache.storm.grouping.CustomStreamGrouping;

/** A user's {@link CustomStreamGrouping} (also how {@code partialKeyGrouping} arrives), one instance per source task. */
final class CustomSelector implements TaskSelector {
    private final CustomStreamGrouping grouping;
    private final int sourceTaskId;

    CustomSelector(CustomStreamGrouping grouping, int sourceTaskId) {
        this.grouping = grouping;
        this.sourceTaskId = sourceTaskId;
    }

    @Override
    public List<Integer> select(List<Object> values) {
        List<Integer> chosen = grouping.chooseTasks(sourceTaskId, values);
        return chosen == null ? List.of() : chosen;
    }
}
