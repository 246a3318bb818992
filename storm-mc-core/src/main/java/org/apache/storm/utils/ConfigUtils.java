package org.apache.storm.utils;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;
import org.apache.storm.Config;

/**
 * Storm's configuration helpers: the local, log and artifact directories a configuration implies, reading YAML
 * configs, stats sampling, masking passwords. The paths are computed as Storm computes them (rooted at
 * {@code storm.local.dir} and {@code storm.log.dir}); Storm-MC itself creates none of the supervisor's directories.
 * The static methods delegate to an instance that tests may replace with {@link #setInstance(ConfigUtils)}.
 */
public class ConfigUtils {
    public static final String FILE_SEPARATOR = File.separator;
    public static final String STORM_HOME = "storm.home";
    public static final String RESOURCES_SUBDIR = "resources";

    /** The keys Storm declares as passwords, masked by {@link #maskPasswords(Map)}. */
    private static final Set<String> PASSWORD_KEYS = Set.of(
        "storm.zookeeper.topology.auth.payload",
        "logviewer.https.keystore.password", "logviewer.https.key.password", "logviewer.https.truststore.password",
        "ui.https.keystore.password", "ui.https.key.password", "ui.https.truststore.password",
        "drpc.https.keystore.password", "drpc.https.key.password", "drpc.https.truststore.password");

    private static volatile ConfigUtils instance = new ConfigUtils();

    /** Replaces the instance the static methods delegate to; returns the previous one. */
    public static ConfigUtils setInstance(ConfigUtils u) {
        ConfigUtils previous = instance;
        instance = u;
        return previous;
    }

    /** A copy of {@code conf} with the value of every password key replaced by {@code *****}. */
    public static Map<String, Object> maskPasswords(final Map<String, Object> conf) {
        Map<String, Object> masked = new HashMap<>(conf);
        masked.replaceAll((key, value) -> PASSWORD_KEYS.contains(key) ? "*****" : value);
        return masked;
    }

    /** True unless {@code storm.cluster.mode} is {@code distributed}; any value but local/distributed is an error. */
    public static boolean isLocalMode(Map<String, Object> conf) {
        Object mode = conf.get(Config.STORM_CLUSTER_MODE);
        if (mode == null || "local".equals(mode)) {
            return true;
        }
        if ("distributed".equals(mode)) {
            return false;
        }
        throw new IllegalArgumentException(Config.STORM_CLUSTER_MODE + " must be local or distributed, got " + mode);
    }

    /** The names of the entries of {@code dir}; empty when it is not a readable directory. */
    public static Collection<String> readDirContents(String dir) {
        return readDirFiles(dir).stream().map(File::getName).collect(Collectors.toList());
    }

    /** The entries of {@code dir}; empty when it is not a readable directory. */
    public static Collection<File> readDirFiles(String dir) {
        File[] files = new File(dir).listFiles();
        return files == null ? new HashSet<>() : new HashSet<>(Arrays.asList(files));
    }

    /** {@code storm.workers.artifacts.dir}, relative to the log directory unless absolute (default workers-artifacts). */
    public static String workerArtifactsRoot(Map<String, Object> conf) {
        return instance.workerArtifactsRootImpl(conf);
    }

    public static String workerArtifactsRoot(Map<String, Object> conf, String id) {
        return workerArtifactsRoot(conf) + FILE_SEPARATOR + id;
    }

    public static String workerArtifactsRoot(Map<String, Object> conf, String id, Integer port) {
        return workerArtifactsRoot(conf, id) + FILE_SEPARATOR + port;
    }

    /**
     * The canonical log directory: system property {@code storm.log.dir}, else {@code storm.log.dir} of the storm
     * configuration, else {@code <storm.home>/logs}, else {@code logs}.
     */
    public static String getLogDir() {
        String dir = System.getProperty("storm.log.dir");
        if (dir == null) {
            Object configured = readStormConfig().get("storm.log.dir");
            if (configured != null) {
                dir = configured.toString();
            } else if (System.getProperty(STORM_HOME) != null) {
                dir = System.getProperty(STORM_HOME) + FILE_SEPARATOR + "logs";
            } else {
                dir = "logs";
            }
        }
        try {
            return new File(dir).getCanonicalPath();
        } catch (IOException e) {
            throw new IllegalArgumentException("storm.log.dir '" + dir + "' is not a usable path", e);
        }
    }

    public static Map<String, Object> readStormConfig() {
        return instance.readStormConfigImpl();
    }

    /** One in how many executions is sampled: 1 / {@code topology.stats.sample.rate}. */
    public static int samplingRate(Map<String, Object> conf) {
        Double rate = ObjectReader.getDouble(conf.get(Config.TOPOLOGY_STATS_SAMPLE_RATE), 0.0);
        if (rate == 0) {
            throw new IllegalArgumentException(Config.TOPOLOGY_STATS_SAMPLE_RATE + " must be a non-zero rate, got "
                + conf.get(Config.TOPOLOGY_STATS_SAMPLE_RATE));
        }
        return (int) (1 / rate);
    }

    public static BooleanSupplier mkStatsSampler(Map<String, Object> conf) {
        return evenSampler(samplingRate(conf));
    }

    /** True exactly once in every run of {@code samplingFreq} calls, at a random position within the run. */
    public static BooleanSupplier evenSampler(final int samplingFreq) {
        Random random = new Random();
        return new BooleanSupplier() {
            private int position = -1;
            private int chosen = random.nextInt(samplingFreq);

            @Override
            public boolean getAsBoolean() {
                position++;
                if (position >= samplingFreq) {
                    position = 0;
                    chosen = random.nextInt(samplingFreq);
                }
                return position == chosen;
            }
        };
    }

    public static String supervisorStormCodePath(String stormRoot) {
        return concatIfNotNull(stormRoot) + FILE_SEPARATOR + "stormcode.ser";
    }

    /** {@code dir}, or the empty string for null. */
    public static String concatIfNotNull(String dir) {
        return dir == null ? "" : dir;
    }

    public static String supervisorStormDistRoot(Map<String, Object> conf) throws IOException {
        return instance.supervisorStormDistRootImpl(conf);
    }

    public static String supervisorStormDistRoot(Map<String, Object> conf, String stormId) throws IOException {
        return instance.supervisorStormDistRootImpl(conf, stormId);
    }

    public static String sharedByTopologyDir(Map<String, Object> conf, String stormId) throws IOException {
        return supervisorStormDistRoot(conf, stormId) + FILE_SEPARATOR + "shared_by_topology";
    }

    public static String supervisorStormJarPath(String stormRoot) {
        return concatIfNotNull(stormRoot) + FILE_SEPARATOR + "stormjar.jar";
    }

    public static String supervisorStormConfPath(String stormRoot) {
        return concatIfNotNull(stormRoot) + FILE_SEPARATOR + "stormconf.ser";
    }

    /** {@code storm.local.dir}, relative to {@code storm.home} unless absolute (default storm-local). */
    public static String absoluteStormLocalDir(Map<String, Object> conf) {
        return underStormHome((String) conf.get(Config.STORM_LOCAL_DIR), "storm-local");
    }

    /** {@code blobstore.dir}, relative to {@code storm.home} unless absolute; the local dir when unset. */
    public static String absoluteStormBlobStoreDir(Map<String, Object> conf) {
        String dir = (String) conf.get(Config.BLOBSTORE_DIR);
        return dir == null ? absoluteStormLocalDir(conf) : underStormHome(dir, dir);
    }

    private static String underStormHome(String dir, String fallback) {
        String stormHome = System.getProperty(STORM_HOME);
        if (dir != null && new File(dir).isAbsolute()) {
            return dir;
        }
        return stormHome + FILE_SEPARATOR + (dir == null ? fallback : dir);
    }

    public static String supervisorStormResourcesPath(String stormRoot) {
        return concatIfNotNull(stormRoot) + FILE_SEPARATOR + RESOURCES_SUBDIR;
    }

    public static String workerRoot(Map<String, Object> conf) {
        return instance.workerRootImpl(conf);
    }

    public static String workerRoot(Map<String, Object> conf, String id) {
        return workerRoot(conf) + FILE_SEPARATOR + id;
    }

    public static String workerArtifactsSymlink(Map<String, Object> conf, String id) {
        return workerRoot(conf, id) + FILE_SEPARATOR + "artifacts";
    }

    public static String workerPidsRoot(Map<String, Object> conf, String id) {
        return workerRoot(conf, id) + FILE_SEPARATOR + "pids";
    }

    public static String workerPidPath(Map<String, Object> conf, String id, String pid) {
        return workerPidsRoot(conf, id) + FILE_SEPARATOR + pid;
    }

    public static String workerPidPath(Map<String, Object> conf, String id, long pid) {
        return workerPidPath(conf, id, String.valueOf(pid));
    }

    public static String workerArtifactsPidPath(Map<String, Object> conf, String id, Integer port) {
        return workerArtifactsRoot(conf, id, port) + FILE_SEPARATOR + "worker.pid";
    }

    public static Map<String, Object> readSupervisorStormConf(Map<String, Object> conf, String stormId)
        throws IOException {
        return instance.readSupervisorStormConfImpl(conf, stormId);
    }

    /** {@code conf} overlaid with the topology configuration stored (compressed JSON) at {@code topoConfPath}. */
    public static Map<String, Object> readSupervisorStormConfGivenPath(Map<String, Object> conf, String topoConfPath)
        throws IOException {
        Map<String, Object> merged = new HashMap<>(conf);
        merged.putAll(Utils.fromCompressedJsonConf(Files.readAllBytes(new File(topoConfPath).toPath())));
        return merged;
    }

    /** Puts the JVM's {@code java.security.auth.login.config} property, if set, into {@code conf} and returns it. */
    public static Map<String, Object> overrideLoginConfigWithSystemProperty(Map<String, Object> conf) {
        String loginConf = System.getProperty("java.security.auth.login.config");
        if (loginConf != null) {
            conf.put("java.security.auth.login.config", loginConf);
        }
        return conf;
    }

    public static String workerHeartbeatsRoot(Map<String, Object> conf, String id) {
        return workerRoot(conf, id) + FILE_SEPARATOR + "heartbeats";
    }

    public static String masterStormCodeKey(String topologyId) {
        return topologyId + "-stormcode.ser";
    }

    public static String masterStormConfKey(String topologyId) {
        return topologyId + "-stormconf.ser";
    }

    /** The topology id of a Nimbus blob key ({@code <id>-stormjar.jar}, {@code -stormcode.ser}, {@code -stormconf.ser}). */
    public static String getIdFromBlobKey(String key) {
        if (key == null) {
            return null;
        }
        for (String suffix : List.of("-stormjar.jar", "-stormcode.ser", "-stormconf.ser")) {
            if (key.endsWith(suffix)) {
                return key.substring(0, key.length() - suffix.length());
            }
        }
        return null;
    }

    public static String masterStormJarKey(String topologyId) {
        return topologyId + "-stormjar.jar";
    }

    /** The YAML file {@code name} from the file system or the classpath (see {@link Utils#findAndReadConfigFile}). */
    public static Map<String, Object> readYamlConfig(String name, boolean mustExist) {
        return Utils.findAndReadConfigFile(name, mustExist);
    }

    public static Map<String, Object> readYamlConfig(String name) {
        return readYamlConfig(name, true);
    }

    public static String stormDistPath(String stormRoot) {
        return concatIfNotNull(stormRoot) + FILE_SEPARATOR + "stormdist";
    }

    public static String supervisorLocalDir(Map<String, Object> conf) throws IOException {
        return instance.supervisorLocalDirImpl(conf);
    }

    public static String workerTmpRoot(Map<String, Object> conf, String id) {
        return workerRoot(conf, id) + FILE_SEPARATOR + "tmp";
    }

    public static String workerUserRoot(Map<String, Object> conf) {
        return absoluteStormLocalDir(conf) + FILE_SEPARATOR + "workers-users";
    }

    public static String workerUserFile(Map<String, Object> conf, String workerId) {
        return workerUserRoot(conf) + FILE_SEPARATOR + workerId;
    }

    public static File getWorkerDirFromRoot(String logRoot, String id, Integer port) {
        return new File(logRoot + FILE_SEPARATOR + id + FILE_SEPARATOR + port);
    }

    /**
     * The value of {@code name} as a list of strings: a collection element by element, a string split on whitespace;
     * null when unset.
     */
    public static List<String> getValueAsList(String name, Map<String, Object> conf) {
        if (conf == null) {
            throw new IllegalArgumentException("A configuration is required to read " + name);
        }
        Object value = conf.get(name);
        if (value == null) {
            return null;
        }
        if (value instanceof Collection<?> values) {
            return values.stream().map(ObjectReader::getString).collect(Collectors.toList());
        }
        String text = ObjectReader.getString(value);
        return text.isEmpty() ? Collections.singletonList(text) : Arrays.asList(text.split("\\s+"));
    }

    public Map<String, Object> readStormConfigImpl() {
        return Utils.readStormConfig();
    }

    public String workerArtifactsRootImpl(Map<String, Object> conf) {
        String dir = (String) conf.get(Config.STORM_WORKERS_ARTIFACTS_DIR);
        if (dir != null && new File(dir).isAbsolute()) {
            return dir;
        }
        return getLogDir() + FILE_SEPARATOR + (dir == null ? "workers-artifacts" : dir);
    }

    public String supervisorStormDistRootImpl(Map<String, Object> conf, String stormId) throws IOException {
        return supervisorStormDistRoot(conf) + FILE_SEPARATOR + Utils.urlEncodeUtf8(stormId);
    }

    public String supervisorStormDistRootImpl(Map<String, Object> conf) throws IOException {
        return stormDistPath(supervisorLocalDir(conf));
    }

    public String workerRootImpl(Map<String, Object> conf) {
        return absoluteStormLocalDir(conf) + FILE_SEPARATOR + "workers";
    }

    public Map<String, Object> readSupervisorStormConfImpl(Map<String, Object> conf, String stormId)
        throws IOException {
        return readSupervisorStormConfGivenPath(conf, supervisorStormConfPath(supervisorStormDistRoot(conf, stormId)));
    }

    /** {@code <storm.local.dir>/supervisor}, created if missing (as Storm does). */
    public String supervisorLocalDirImpl(Map<String, Object> conf) throws IOException {
        File dir = new File(absoluteStormLocalDir(conf) + FILE_SEPARATOR + "supervisor");
        Files.createDirectories(dir.toPath());
        return dir.getPath();
    }
}
