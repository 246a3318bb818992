package io.github.stormmc.status;

import io.github.stormmc.cluster.InProcessCluster;
import io.github.stormmc.cluster.RunningTopology;
import io.github.stormmc.json.Json;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.generated.KillOptions;
import org.apache.storm.generated.LogConfig;
import org.apache.storm.generated.LogLevel;
import org.apache.storm.generated.LogLevelAction;
import org.apache.storm.generated.NotAliveException;

/**
 * Storm UI's POST actions on a topology, named by id or name: {@code activate}, {@code deactivate},
 * {@code kill/:wait}, {@code logconfig} and the thread and heap dumps of {@code profiling/...}, answered with Storm
 * UI's JSON (a dump also names its file). The caller has already checked the token.
 */
final class StatusActions {
    private static final String JSON = "application/json; charset=utf-8";

    private final InProcessCluster cluster;
    private final JvmDumps dumps;

    StatusActions(InProcessCluster cluster) {
        this(cluster, JvmDumps.inLogDirectory());
    }

    StatusActions(InProcessCluster cluster, JvmDumps dumps) {
        this.cluster = cluster;
        this.dumps = dumps;
    }

    /** Runs the action at {@code apiPath} (after {@code /api/v1/}), one of {@link ActionGuard#isAction}. */
    StatusRoutes.Response post(List<String> apiPath, String body) {
        RunningTopology t = cluster.byIdOrName(apiPath.get(1));
        if (t == null) {
            return StatusRoutes.Response.error(404, "Not Found", "No running topology has the id or name "
                + apiPath.get(1));
        }
        String op = apiPath.get(2);
        try {
            switch (op) {
                case "activate" -> cluster.activate(t.name());
                case "deactivate" -> cluster.deactivate(t.name());
                case "kill" -> {
                    KillOptions options = new KillOptions();
                    options.set_wait_secs(Integer.parseInt(apiPath.get(3)));
                    if (options.get_wait_secs() < 0) {
                        throw new NumberFormatException();
                    }
                    cluster.kill(t.name(), options);
                }
                case "logconfig" -> {
                    cluster.setLogConfig(t.name(), parseLogConfig(body));
                    return json(logConfigJson(cluster.logConfig(t.name())));
                }
                case "profiling" -> {
                    String kind = apiPath.get(3);
                    Path file = kind.equals("dumpheap") ? dumps.heapDump(t.id()) : dumps.threadDump(t.id());
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("topologyOperation", kind);
                    m.put("topologyId", t.id());
                    m.put("status", "success");
                    m.put("file", file.toString());
                    return json(m);
                }
                default -> {
                    return StatusRoutes.Response.error(400, "Bad Request", "Storm-MC runs a topology in one worker"
                        + " of one JVM and cannot rebalance it; change the parallelism and submit it again");
                }
            }
        } catch (NumberFormatException e) {
            return StatusRoutes.Response.error(400, "Bad Request", "The wait time must be a whole number of seconds"
                + " (0 or more), got " + apiPath.get(3));
        } catch (IllegalArgumentException | ClassCastException e) {
            return StatusRoutes.Response.error(400, "Bad Request", e.getMessage());
        } catch (IllegalStateException e) {
            return StatusRoutes.Response.error(409, "Conflict", e.getMessage());
        } catch (NotAliveException e) {
            return StatusRoutes.Response.error(404, "Not Found", "No running topology has the id or name "
                + apiPath.get(1));
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("topologyOperation", op);
        m.put("topologyId", t.id());
        m.put("status", "success");
        return json(m);
    }

    /** GET {@code logconfig}: the levels in force, as Storm UI shows them. */
    StatusRoutes.Response getLogConfig(String idOrName) {
        RunningTopology t = cluster.byIdOrName(idOrName);
        try {
            if (t != null) {
                return json(logConfigJson(cluster.logConfig(t.name())));
            }
        } catch (NotAliveException e) {
            // killed meanwhile
        }
        return StatusRoutes.Response.error(404, "Not Found", "No running topology has the id or name " + idOrName);
    }

    /**
     * Storm UI's body, {@code {"namedLoggerLevels": {"LOGGER": {"target_level": "DEBUG", "timeout": 30}}}}: a level
     * with its reset timeout in seconds; no {@code target_level} removes the logger's change.
     */
    @SuppressWarnings("unchecked")
    static LogConfig parseLogConfig(String body) {
        Object named = Json.readMap(body).get("namedLoggerLevels");
        if (!(named instanceof Map<?, ?> levels)) {
            throw new IllegalArgumentException("The body must be {\"namedLoggerLevels\": {\"LOGGER\": "
                + "{\"target_level\": \"DEBUG\", \"timeout\": 30}}}");
        }
        LogConfig config = new LogConfig();
        config.set_named_logger_level(new HashMap<>());
        for (Map.Entry<String, Object> e : ((Map<String, Object>) levels).entrySet()) {
            if (!(e.getValue() instanceof Map<?, ?> spec)) {
                throw new IllegalArgumentException("namedLoggerLevels." + e.getKey() + " must be an object");
            }
            Object target = spec.get("target_level");
            LogLevel level;
            if (target == null) {
                level = new LogLevel(LogLevelAction.REMOVE);
            } else {
                level = new LogLevel(LogLevelAction.UPDATE);
                level.set_target_log_level(target.toString());
                Object timeout = spec.get("timeout");
                level.set_reset_log_level_timeout_secs(timeout == null ? 0 : ((Number) timeout).intValue());
            }
            config.put_to_named_logger_level(e.getKey(), level);
        }
        return config;
    }

    static Map<String, Object> logConfigJson(LogConfig config) {
        Map<String, Object> levels = new java.util.TreeMap<>();
        if (config.is_set_named_logger_level()) {
            config.get_named_logger_level().forEach((logger, l) -> {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("target_level", l.get_target_log_level());
                m.put("reset_level", l.get_reset_log_level());
                m.put("timeout", l.get_reset_log_level_timeout_secs());
                m.put("timeout_epoch", l.get_reset_log_level_timeout_epoch());
                levels.put(logger, m);
            });
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("namedLoggerLevels", levels);
        return m;
    }

    private static StatusRoutes.Response json(Map<String, Object> body) {
        return new StatusRoutes.Response(200, JSON, Json.write(body));
    }
}
