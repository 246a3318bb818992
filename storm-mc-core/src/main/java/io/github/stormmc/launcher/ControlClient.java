package io.github.stormmc.launcher;

import io.github.stormmc.control.ControlToken;
import io.github.stormmc.control.RunFile;
import io.github.stormmc.json.Json;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/** Talks to one running Storm-MC JVM through its status server, with the token from its run file. */
final class ControlClient {
    private static final Duration TIMEOUT = Duration.ofSeconds(10);
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private final RunFile run;

    ControlClient(RunFile run) {
        this.run = run;
    }

    RunFile run() {
        return run;
    }

    /** Storm UI's topology summary's {@code topologies} list. */
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> topologies() throws ControlException {
        Map<String, Object> summary = send(HttpRequest.newBuilder(uri("api/v1/topology/summary")).GET());
        Object list = summary.get("topologies");
        return list instanceof List<?> l ? (List<Map<String, Object>>) l : List.of();
    }

    /** Storm UI's topology page of the topology with this id. */
    Map<String, Object> topology(String topologyId) throws ControlException {
        return send(HttpRequest.newBuilder(uri("api/v1/topology/" + encode(topologyId))).GET());
    }

    private static String encode(String segment) {
        return URLEncoder.encode(segment, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /** POSTs Storm UI's action {@code op} (e.g. {@code activate}, {@code kill/5}) on the topology with this id. */
    Map<String, Object> post(String topologyId, String op, String body) throws ControlException {
        String path = "api/v1/topology/" + encode(topologyId) + "/" + op;
        return send(HttpRequest.newBuilder(uri(path))
            .header(ControlToken.HEADER, run.token())
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body == null ? "" : body)));
    }

    private URI uri(String path) {
        String base = run.url().endsWith("/") ? run.url() : run.url() + "/";
        return URI.create(base + path);
    }

    private Map<String, Object> send(HttpRequest.Builder request) throws ControlException {
        HttpResponse<String> response;
        try {
            response = HTTP.send(request.timeout(TIMEOUT).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new ControlException("cannot reach Storm-MC (pid " + run.pid() + ") at " + run.url() + ": " + e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ControlException("interrupted");
        }
        Map<String, Object> body;
        try {
            body = Json.readMap(response.body());
        } catch (IllegalArgumentException e) {
            throw new ControlException("Storm-MC (pid " + run.pid() + ") answered " + response.statusCode()
                + " with " + Json.abbreviate(response.body(), 200));
        }
        if (response.statusCode() != 200) {
            throw new ControlException("Storm-MC (pid " + run.pid() + ") refused: " + response.statusCode() + " "
                + body.getOrDefault("errorMessage", body));
        }
        return body;
    }

    /** A request that failed; the message is for the user. */
    static final class ControlException extends Exception {
        ControlException(String message) {
            super(message);
        }
    }
}
