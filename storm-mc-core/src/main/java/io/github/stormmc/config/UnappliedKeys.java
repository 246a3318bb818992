package io.github.stormmc.config;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.storm.Config;

/**
 * Storm keys that Storm-MC accepts (one configuration serves a cluster and one JVM) but cannot apply, each with what
 * to do instead. A key is reported only when its value differs from Storm's default, so a configuration that leaves
 * them alone stays quiet; {@code topology.blobstore.map} is rejected instead, since code that relies on a blob store
 * would fail later anyway.
 */
public final class UnappliedKeys {
    /** Keys bin/storm-mc applied to this JVM itself (comma-separated), which are therefore not reported. */
    public static final String APPLIED_BY_LAUNCHER = "stormmc.launcher.applied.keys";

    private static final String JVM_OPTS = "Storm-MC runs every topology in this JVM: pass JVM options with"
        + " bin/storm-mc --jvm-opts (or STORM_MC_JVM_OPTS), or to the java command that runs your code";
    private static final Map<String, String> ADVICE = new LinkedHashMap<>();

    static {
        ADVICE.put(Config.WORKER_CHILDOPTS, JVM_OPTS);
        ADVICE.put(Config.TOPOLOGY_WORKER_CHILDOPTS, JVM_OPTS);
        ADVICE.put("worker.gc.childopts", JVM_OPTS);
        ADVICE.put(Config.TOPOLOGY_WORKER_GC_CHILDOPTS, JVM_OPTS);
        ADVICE.put(Config.WORKER_HEAP_MEMORY_MB, "the heap is this JVM's: set it with -Xmx through bin/storm-mc"
            + " --jvm-opts");
        ADVICE.put(Config.TOPOLOGY_WORKER_MAX_HEAP_SIZE_MB, "the heap is this JVM's: set it with -Xmx through"
            + " bin/storm-mc --jvm-opts");
        ADVICE.put(Config.TOPOLOGY_WORKER_LOGWRITER_CHILDOPTS, "Storm-MC starts no log-writer process");
        ADVICE.put(Config.TOPOLOGY_ENVIRONMENT, "no worker process is started: set these variables in the"
            + " environment of the process that runs the topology (bin/storm-mc passes its own on)");
        ADVICE.put(Config.TOPOLOGY_CLASSPATH, "no worker process is started: put the jars on this JVM's classpath"
            + " (bin/storm-mc jar --jars a.jar,b.jar)");
        ADVICE.put(Config.TOPOLOGY_CLASSPATH_BEGINNING, "no worker process is started: put the jars on this JVM's"
            + " classpath (bin/storm-mc jar --jars a.jar,b.jar)");
        ADVICE.put(Config.TOPOLOGY_WORKERS, "one in-process worker runs every task; the value only sets the default"
            + " number of acker and event-logger tasks, so task ids match Storm's");
        ADVICE.put(Config.TOPOLOGY_EVENTLOGGER_EXECUTORS, "the __eventlogger tasks are numbered as in Storm, but"
            + " Storm-MC has no switch that turns on event sampling, so they receive no events");
    }

    private UnappliedKeys() {
    }

    /** The keys that may be reported, in report order. */
    public static Collection<String> keys() {
        return ADVICE.keySet();
    }

    /**
     * One message per key of {@code conf} that Storm-MC does not apply and whose value differs from
     * {@code defaults}, skipping the keys in {@code applied}.
     */
    public static List<String> warnings(Map<String, Object> conf, Map<String, Object> defaults,
                                        Collection<String> applied) {
        List<String> warnings = new ArrayList<>();
        ADVICE.forEach((key, advice) -> {
            Object value = conf.get(key);
            if (value != null && !applied.contains(key) && !sameValue(value, defaults.get(key))) {
                warnings.add("Config " + key + "=" + value + " is not applied: " + advice);
            }
        });
        return warnings;
    }

    /**
     * The keys bin/storm-mc applied to this JVM from storm.yaml ({@link #APPLIED_BY_LAUNCHER}) whose value in
     * {@code conf} is still storm.yaml's: a topology that sets its own value gets the warning, since that one was not
     * applied.
     */
    public static List<String> appliedByLauncher(Map<String, Object> conf) {
        String listed = System.getProperty(APPLIED_BY_LAUNCHER, "");
        String stormYaml = System.getProperty(StormConfigLoader.CONF_FILE_PROPERTY, "");
        if (listed.isEmpty() || stormYaml.isEmpty()) {
            return List.of();
        }
        Map<String, Object> fromFile = StormConfigLoader.findAndReadConfigFile(stormYaml, false);
        List<String> applied = new ArrayList<>();
        for (String key : listed.split(",")) {
            if (fromFile.containsKey(key) && Objects.equals(fromFile.get(key), conf.get(key))) {
                applied.add(key);
            }
        }
        return applied;
    }

    /** Throws {@link IllegalArgumentException} for keys Storm-MC rejects as Storm would reject an unusable value. */
    public static void rejectUnusable(Map<String, Object> conf) {
        Object blobs = conf.get(Config.TOPOLOGY_BLOBSTORE_MAP);
        if (blobs instanceof Map<?, ?> map && !map.isEmpty()) {
            throw new IllegalArgumentException(ConfigValidator.name(Config.TOPOLOGY_BLOBSTORE_MAP) + " names blobs "
                + map.keySet() + ", but Storm-MC has no blob store: read the files from the local file system or the"
                + " classpath instead");
        }
    }

    /** Numbers compare by value (YAML gives Integer, user code Long or Double). */
    private static boolean sameValue(Object a, Object b) {
        if (a instanceof Number x && b instanceof Number y) {
            return x.doubleValue() == y.doubleValue();
        }
        return Objects.equals(a, b);
    }
}
