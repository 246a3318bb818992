package io.github.stormmc.trident;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.storm.trident.operation.Consumer;
import org.apache.storm.trident.tuple.TridentTuple;

/** A peek consumer that records the tuples it sees under a test's key (tasks share the JVM, so a static map works). */
final class Sink implements Consumer {
    private static final Map<String, List<List<Object>>> SEEN = new ConcurrentHashMap<>();
    private final String key;

    private Sink(String key) {
        this.key = key;
    }

    static Sink create() {
        String key = UUID.randomUUID().toString();
        SEEN.put(key, new ArrayList<>());
        return new Sink(key);
    }

    @Override
    public void accept(TridentTuple input) {
        List<List<Object>> seen = SEEN.get(key);
        synchronized (seen) {
            seen.add(new ArrayList<>(input));
        }
    }

    List<List<Object>> tuples() {
        List<List<Object>> seen = SEEN.get(key);
        synchronized (seen) {
            return new ArrayList<>(seen);
        }
    }

    int size() {
        return tuples().size();
    }
}
