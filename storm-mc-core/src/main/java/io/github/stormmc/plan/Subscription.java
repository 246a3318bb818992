package io.github.stormmc.plan;

import java.util.List;
import org.apache.storm.generated.Grouping;

/** One component subscribing to one stream with one grouping; {@code targetTasks} are sorted ascending. */
public record Subscription(String sourceComponent, String streamId, String targetComponent, Grouping grouping,
                           List<Integer> targetTasks) {
}
