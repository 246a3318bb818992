package org.apache.storm.streams.processors;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.storm.streams.operations.Predicate;

/**
 * Sends each value to the stream of the first predicate (in the order they were added) that accepts it; a value no
 * predicate accepts is dropped.
 */
public class BranchProcessor<T> extends BaseProcessor<T> {
    private static final long serialVersionUID = 1L;
    private final Map<Predicate<? super T>, String> predicateToStream = new LinkedHashMap<>();

    public void addPredicate(Predicate<? super T> predicate, String stream) {
        predicateToStream.put(predicate, stream);
    }

    @Override
    @SuppressWarnings("unchecked")
    public void execute(T input) {
        for (Map.Entry<Predicate<? super T>, String> arm : predicateToStream.entrySet()) {
            if (arm.getKey().test(input)) {
                context.forward(input, arm.getValue());
                return;
            }
        }
    }
}
