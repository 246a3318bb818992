package io.github.stormmc.executor;

import java.util.List;
import org.apache.storm.tuple.Tuple;

/**
 * Emits anchored to at most one input tuple, without the one-element anchor collection Storm's API would build for
 * each of them: a basic bolt anchors every emit to its input. {@code OutputCollector} uses it when its delegate is the
 * engine's collector; the behaviour is exactly that of the collection overloads with a singleton (or null) anchor list.
 */
public interface SingleAnchorCollector {
    List<Integer> emit(String streamId, Tuple anchor, List<Object> values);

    void emitDirect(int taskId, String streamId, Tuple anchor, List<Object> values);
}
