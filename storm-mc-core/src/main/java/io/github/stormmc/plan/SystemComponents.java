package io.github.stormmc.plan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.Constants;
import org.apache.storm.tuple.Fields;
import org.apache.storm.utils.ObjectReader;

/**
 * The hidden components Storm adds to every topology. Storm-MC runs none of them as separate executors, but they
 * take part in task numbering exactly as in Storm (task ids are handed out over all components in sorted id order),
 * so that a user task gets the same id it would get on Storm.
 */
public final class SystemComponents {
    public static final String ACKER_COMPONENT_ID = "__acker";
    public static final String EVENTLOGGER_COMPONENT_ID = "__eventlogger";

    /**
     * A hidden component: its id, its task count and its declared streams; {@code runnable} is the bolt Storm-MC runs
     * for it (only metrics consumers run), or null.
     */
    public record SystemComponent(String id, int tasks, Map<String, Fields> streams, Object runnable) {
        SystemComponent(String id, int tasks, Map<String, Fields> streams) {
            this(id, tasks, streams, null);
        }
    }

    private SystemComponents() {
    }

    public static List<SystemComponent> forTopology(Map<String, Object> topologyConf) {
        List<SystemComponent> result = new ArrayList<>();
        int workers = ObjectReader.getInt(topologyConf.get(Config.TOPOLOGY_WORKERS), 1);
        Integer maxParallelism = ObjectReader.getInt(topologyConf.get(Config.TOPOLOGY_MAX_TASK_PARALLELISM), null);

        int ackers = countOrWorkers(topologyConf, Config.TOPOLOGY_ACKER_EXECUTORS, workers);
        if (ackers > 0) {
            result.add(new SystemComponent(ACKER_COMPONENT_ID, cap(ackers, maxParallelism), Map.of()));
        }
        int eventLoggers = countOrWorkers(topologyConf, Config.TOPOLOGY_EVENTLOGGER_EXECUTORS, workers);
        if (eventLoggers > 0) {
            result.add(new SystemComponent(EVENTLOGGER_COMPONENT_ID, cap(eventLoggers, maxParallelism), Map.of()));
        }
        result.addAll(metricsConsumers(topologyConf, maxParallelism));

        Map<String, Fields> systemStreams = new LinkedHashMap<>();
        systemStreams.put(Constants.SYSTEM_TICK_STREAM_ID, new Fields("rate_secs"));
        systemStreams.put(Constants.METRICS_TICK_STREAM_ID, new Fields("interval"));
        systemStreams.put("__credentials", new Fields("creds"));
        result.add(new SystemComponent(Constants.SYSTEM_COMPONENT_ID, 0, systemStreams));
        return result;
    }

    private static int countOrWorkers(Map<String, Object> conf, String key, int workers) {
        return conf.containsKey(key) && conf.get(key) != null ? ObjectReader.getInt(conf.get(key)) : workers;
    }

    private static int cap(int tasks, Integer maxParallelism) {
        return maxParallelism == null ? tasks : Math.min(tasks, maxParallelism);
    }

    @SuppressWarnings("unchecked")
    private static List<SystemComponent> metricsConsumers(Map<String, Object> conf, Integer maxParallelism) {
        Object registered = conf.get(Config.TOPOLOGY_METRICS_CONSUMER_REGISTER);
        if (!(registered instanceof List)) {
            return List.of();
        }
        List<SystemComponent> result = new ArrayList<>();
        Map<String, Integer> occurrences = new HashMap<>();
        for (Object entry : (List<Object>) registered) {
            if (!(entry instanceof Map)) {
                continue;
            }
            Map<String, Object> spec = (Map<String, Object>) entry;
            String className = String.valueOf(spec.get("class"));
            int seen = occurrences.merge(className, 1, Integer::sum);
            String id = Constants.METRICS_COMPONENT_ID_PREFIX + className + (seen > 1 ? "#" + seen : "");
            int parallelism = ObjectReader.getInt(spec.get("parallelism.hint"), 1);
            result.add(new SystemComponent(id, cap(parallelism, maxParallelism), Map.of(),
                new io.github.stormmc.metrics.MetricsConsumerTask(className, spec.get("argument"))));
        }
        return result;
    }
}
