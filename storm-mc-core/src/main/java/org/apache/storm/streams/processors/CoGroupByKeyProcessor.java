package org.apache.storm.streams.processors;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.streams.Pair;

/**
 * Groups the values of two pair streams by key: forwards (key, (values from the first stream, values from the second
 * stream)). Windowed, once per key when the batch ends, keys of the first stream first, each side's keys in arrival
 * order; unwindowed, the updated group of a key each time a value of that key arrives.
 */
public class CoGroupByKeyProcessor<K, V1, V2> extends BaseProcessor<Pair<K, ?>> implements BatchProcessor {
    private static final long serialVersionUID = 1L;
    private final String firstStream;
    private final String secondStream;
    private final Map<K, List<V1>> firstValues = new LinkedHashMap<>();
    private final Map<K, List<V2>> secondValues = new LinkedHashMap<>();

    public CoGroupByKeyProcessor(String firstStream, String secondStream) {
        this.firstStream = firstStream;
        this.secondStream = secondStream;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void execute(Pair<K, ?> input, String sourceStream) {
        K key = input.getFirst();
        if (sourceStream.equals(firstStream)) {
            firstValues.computeIfAbsent(key, k -> new ArrayList<>()).add((V1) input.getSecond());
        } else if (sourceStream.equals(secondStream)) {
            secondValues.computeIfAbsent(key, k -> new ArrayList<>()).add((V2) input.getSecond());
        } else {
            return;
        }
        if (!context.isWindowed()) {
            forwardGroup(key);
        }
    }

    @Override
    public void finish() {
        for (K key : firstValues.keySet()) {
            forwardGroup(key);
        }
        for (K key : secondValues.keySet()) {
            if (!firstValues.containsKey(key)) {
                forwardGroup(key);
            }
        }
        firstValues.clear();
        secondValues.clear();
    }

    @SuppressWarnings("unchecked")
    private void forwardGroup(K key) {
        List<V1> first = new ArrayList<>(firstValues.getOrDefault(key, List.of()));
        List<V2> second = new ArrayList<>(secondValues.getOrDefault(key, List.of()));
        context.forward(Pair.of(key, Pair.of(first, second)));
    }
}
