package io.github.stormmc.drpc;

import io.github.stormmc.json.Json;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Where a DRPC result goes: the {@code return-info} JSON that {@code DRPCSpout} emits and {@code ReturnResults} reads.
 * For a DRPC server in this JVM the host is its service id and the port is 0, the same text Storm's local mode emits,
 * so bolts that log or forward it see what they would see on Storm.
 */
public record ReturnInfo(String host, int port, String requestId) {

    public static ReturnInfo local(String serviceId, String requestId) {
        return new ReturnInfo(serviceId, 0, requestId);
    }

    public String toJson() {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("port", port);
        fields.put("host", host);
        fields.put("id", requestId);
        return Json.write(fields);
    }

    public static ReturnInfo parse(String json) {
        Map<String, Object> fields = Json.readMap(json);
        Object host = fields.get("host");
        Object id = fields.get("id");
        Object port = fields.get("port");
        if (!(host instanceof String) || id == null) {
            throw new IllegalArgumentException("Not a DRPC return-info (needs \"host\" and \"id\"): " + json);
        }
        return new ReturnInfo((String) host, port instanceof Number n ? n.intValue() : 0, String.valueOf(id));
    }
}
