package org.apache.storm.trident.state;

import io.github.stormmc.json.Json;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** The JSON list form shared by the three JSON serializers: what Storm writes, so stored values stay readable. */
final class JsonStateCodec {
    private JsonStateCodec() {
    }

    static byte[] write(List<Object> fields) {
        return Json.write(fields).getBytes(StandardCharsets.UTF_8);
    }

    @SuppressWarnings("unchecked")
    static List<Object> read(byte[] bytes) {
        return (List<Object>) Json.read(new String(bytes, StandardCharsets.UTF_8));
    }

    static Long txid(Object number) {
        return number == null ? null : ((Number) number).longValue();
    }
}
