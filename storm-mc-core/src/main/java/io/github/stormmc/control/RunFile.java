package io.github.stormmc.control;

import io.github.stormmc.json.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a running Storm-MC JVM tells other processes of the same OS user: its pid, its status page's address and the
 * token that state-changing requests to that page must carry. Kept in a file only its owner can read (see
 * {@link RunDirectory}), so holding the token proves being that user.
 */
public record RunFile(long pid, String url, String token, long startMillis, Path path) {

    static final String PID = "pid";
    static final String URL = "url";
    static final String TOKEN = "token";
    static final String START = "startMillis";

    String toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(PID, pid);
        m.put(URL, url);
        m.put(TOKEN, token);
        m.put(START, startMillis);
        return Json.write(m);
    }

    /** Reads a run file; throws IllegalArgumentException when it is not one (a half-written or foreign file). */
    static RunFile read(Path path) throws IOException {
        Map<String, Object> m = Json.readMap(Files.readString(path, StandardCharsets.UTF_8));
        Object pid = m.get(PID);
        Object url = m.get(URL);
        Object token = m.get(TOKEN);
        Object start = m.get(START);
        if (!(pid instanceof Number) || !(url instanceof String) || !(token instanceof String)) {
            throw new IllegalArgumentException("not a Storm-MC run file: " + path);
        }
        return new RunFile(((Number) pid).longValue(), (String) url, (String) token,
            start instanceof Number n ? n.longValue() : 0L, path);
    }

    /** Whether the JVM that wrote this file is still running. */
    public boolean alive() {
        return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }
}
