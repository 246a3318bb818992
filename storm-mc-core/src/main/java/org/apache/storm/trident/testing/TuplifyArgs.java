package org.apache.storm.trident.testing;

import io.github.stormmc.json.Json;
import java.util.List;
import org.apache.storm.trident.operation.BaseFunction;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.tuple.TridentTuple;

/** Parses the first field as a JSON list of value lists and emits each as a tuple. */
public class TuplifyArgs extends BaseFunction {
    @Override
    @SuppressWarnings("unchecked")
    public void execute(TridentTuple input, TridentCollector collector) {
        Object parsed = Json.read(input.getString(0));
        if (!(parsed instanceof List)) {
            throw new IllegalArgumentException("TuplifyArgs expects a JSON list of lists, got: " + input.getString(0));
        }
        for (Object tuple : (List<Object>) parsed) {
            collector.emit((List<Object>) tuple);
        }
    }
}
