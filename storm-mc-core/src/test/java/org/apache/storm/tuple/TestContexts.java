package org.apache.storm.tuple;

import java.util.HashMap;
import java.util.Map;
import org.apache.storm.task.GeneralTopologyContext;

/** Builds a GeneralTopologyContext that knows only the given output fields, for tuple tests. */
public final class TestContexts {
    private TestContexts() {
    }

    /** fieldsByComponentStream: "component:stream" -> fields. */
    public static GeneralTopologyContext withFields(Map<String, Fields> fieldsByComponentStream) {
        Map<String, Map<String, Fields>> componentToStreamToFields = new HashMap<>();
        fieldsByComponentStream.forEach((key, fields) -> {
            String[] parts = key.split(":", 2);
            componentToStreamToFields.computeIfAbsent(parts[0], k -> new HashMap<>()).put(parts[1], fields);
        });
        return new GeneralTopologyContext(null, new HashMap<>(), new HashMap<>(), new HashMap<>(),
            componentToStreamToFields, "test-topology");
    }
}
