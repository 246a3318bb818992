package io.github.stormmc.testing;

import java.util.List;

/** One tuple as a recording bolt task saw it. */
public record Received(String component, int taskId, int taskIndex, String sourceComponent, String stream,
                       int sourceTask, List<Object> values) {
}
