package org.apache.storm.utils;

import io.github.stormmc.cluster.DeferredLogger;
import io.github.stormmc.config.StormConfigLoader;
import io.github.stormmc.json.Json;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.Reader;
import java.io.Serializable;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URL;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.apache.storm.Config;
import org.apache.storm.generated.AuthorizationException;
import org.apache.storm.generated.Bolt;
import org.apache.storm.generated.ClusterSummary;
import org.apache.storm.generated.ComponentCommon;
import org.apache.storm.generated.ComponentObject;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.InvalidTopologyException;
import org.apache.storm.generated.Nimbus;
import org.apache.storm.generated.SpoutSpec;
import org.apache.storm.generated.StateSpoutSpec;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.generated.TopologyInfo;
import org.apache.storm.generated.TopologySummary;
import org.apache.storm.thrift.TBase;
import org.slf4j.Logger;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * Storm's grab bag of static helpers, for the members that make sense in one JVM. Members that need ZooKeeper,
 * a blob store or Storm's multi-version machinery are left out (docs/compat-notes/utils.md lists them).
 */
public class Utils {
    public static final Logger LOG = DeferredLogger.of(Utils.class);
    public static final String DEFAULT_STREAM_ID = "default";
    public static final Pattern BLOB_KEY_PATTERN = Pattern.compile("^[\\w \\t\\._-]+$");

    private static final Pattern TOPOLOGY_NAME_PATTERN = Pattern.compile("^[^/.:\\\\]+$");
    /** As Storm reads a heap size: the unit is required, a leading dash is not. */
    private static final Pattern XMX_PATTERN = Pattern.compile("Xmx([0-9]+)([mkgMKG])");
    private static final Set<String> LOCALHOST_ADDRESSES =
        new HashSet<>(Arrays.asList("localhost", "127.0.0.1", "0:0:0:0:0:0:0:1"));
    private static final String STORM_API_VERSION = "2.8.2";

    private static volatile Utils instance = new Utils();
    /** Set by tests or launchers whose topology classes live on a loader this class cannot see. */
    private static volatile ClassLoader deserializationClassLoader;
    private static volatile String memoizedLocalHostname;

    public Utils() {
    }

    /** Replaces the instance behind the overridable helpers (tests); returns the previous one. */
    public static Utils setInstance(Utils u) {
        Utils old = instance;
        instance = u;
        return old;
    }

    public static void setClassLoaderForJavaDeSerialize(ClassLoader cl) {
        deserializationClassLoader = cl;
    }

    public static void resetClassLoaderForJavaDeSerialize() {
        deserializationClassLoader = null;
    }

    // ---- Configuration ----

    public static List<URL> findResources(String name) {
        try {
            Enumeration<URL> resources = classLoader().getResources(name);
            return Collections.list(resources);
        } catch (IOException e) {
            throw new RuntimeException(e);
        }
    }

    public static Map<String, Object> findAndReadConfigFile(String name, boolean mustExist) {
        return StormConfigLoader.findAndReadConfigFile(name, mustExist);
    }

    public static Map<String, Object> findAndReadConfigFile(String name) {
        return findAndReadConfigFile(name, true);
    }

    public static Map<String, Object> readDefaultConfig() {
        return StormConfigLoader.readDefaultConfig();
    }

    public static Map<String, Object> readCommandLineOpts() {
        return StormConfigLoader.readCommandLineOpts();
    }

    public static Map<String, Object> readStormConfig() {
        return StormConfigLoader.readStormConfig();
    }

    /** Parses a YAML file; null when the file does not exist. */
    public static Object readYamlFile(String yamlFile) {
        Path path = Paths.get(yamlFile);
        if (!Files.exists(path)) {
            return null;
        }
        try (Reader reader = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            return new Yaml(new SafeConstructor(new LoaderOptions())).load(reader);
        } catch (IOException e) {
            throw new RuntimeException(e);
        }
    }

    /** Instantiates the class named by {@code conf.get(configKey)}; null when the key is unset. */
    public static Object getConfiguredClass(Map<String, Object> conf, Object configKey) {
        Object className = conf.get(configKey);
        if (className == null) {
            return null;
        }
        try {
            return Class.forName(className.toString(), true, classLoader()).getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new RuntimeException(e);
        }
    }

    /** Whether the configuration survives a JSON round trip unchanged (only maps, lists, strings, numbers, booleans). */
    public static boolean isValidConf(Map<String, Object> topoConfIn) {
        return isJsonValue(topoConfIn);
    }

    /**
     * Whether a configuration and its serialised-and-read-back copy are equal, key by key (values compared with
     * equals); each difference is logged.
     */
    static boolean isValidConf(Map<String, Object> orig, Map<String, Object> deser) {
        boolean equal = true;
        Set<String> keys = new java.util.TreeSet<>(orig.keySet());
        keys.addAll(deser.keySet());
        for (String key : keys) {
            if (!deser.containsKey(key)) {
                LOG.warn("Config property ({}) is in the original config but missing from the serialized-deserialized one: {}",
                    key, orig.get(key));
                equal = false;
            } else if (!orig.containsKey(key)) {
                LOG.warn("Config property ({}) is not in the original config but is in the serialized-deserialized one: {}",
                    key, deser.get(key));
                equal = false;
            } else if (!java.util.Objects.equals(orig.get(key), deser.get(key))) {
                LOG.warn("Config property ({}) changed in serialization: {} became {}", key, orig.get(key), deser.get(key));
                equal = false;
            }
        }
        return equal;
    }

    /**
     * The Storm versions named in {@link Config#SUPERVISOR_WORKER_VERSION_CLASSPATH_MAP}, each with the version info
     * found on its class path ("Unknown" fields when none is found), ordered by name.
     */
    @SuppressWarnings("unchecked")
    public static java.util.NavigableMap<String, IVersionInfo> getAlternativeVersionsMap(Map<String, Object> conf) {
        TreeMap<String, IVersionInfo> versions = new TreeMap<>();
        Map<String, String> fromConf = (Map<String, String>) conf.getOrDefault(
            org.apache.storm.Config.SUPERVISOR_WORKER_VERSION_CLASSPATH_MAP, Collections.emptyMap());
        for (Map.Entry<String, String> entry : fromConf.entrySet()) {
            IVersionInfo version = VersionInfo.getFromClasspath(entry.getValue());
            if (version == null) {
                LOG.error("Could not find the real version of {} from CP {}", entry.getKey(), entry.getValue());
                version = VersionInfo.UNKNOWN;
            }
            versions.put(entry.getKey(), version);
        }
        return versions;
    }

    private static boolean isJsonValue(Object value) {
        if (value == null || value instanceof String || value instanceof Boolean || value instanceof Number) {
            return true;
        }
        if (value instanceof Map) {
            for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
                if (!(entry.getKey() instanceof String) || !isJsonValue(entry.getValue())) {
                    return false;
                }
            }
            return true;
        }
        if (value instanceof List) {
            for (Object element : (List<?>) value) {
                if (!isJsonValue(element)) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    public static Map<String, Object> redactValue(Map<String, Object> m, String key) {
        if (!m.containsKey(key)) {
            return m;
        }
        Map<String, Object> copy = new HashMap<>(m);
        Object value = copy.get(key);
        int length = value == null ? 0 : value.toString().length();
        copy.put(key, "#".repeat(length));
        return copy;
    }

    /** Heap size in MB from the first {@code -Xmx} option (k, m, g or bytes); the default when there is none. */
    public static Double parseJvmHeapMemByChildOpts(List<String> options, Double defaultValue) {
        if (options == null) {
            return defaultValue;
        }
        for (String option : options) {
            if (option == null) {
                continue;
            }
            Matcher m = XMX_PATTERN.matcher(option);
            if (m.find()) {
                double bytes = Double.parseDouble(m.group(1));
                switch (m.group(2).toLowerCase()) {
                    case "k":
                        bytes *= 1024;
                        break;
                    case "m":
                        bytes *= 1024 * 1024;
                        break;
                    default:
                        bytes *= 1024 * 1024 * 1024;
                        break;
                }
                return Math.max(1.0, bytes / 1024 / 1024); // in MB, never below one
            }
        }
        return defaultValue;
    }

    public static boolean isValidKey(String key) {
        if (key == null || key.isEmpty() || ".".equals(key) || "..".equals(key)) {
            return false;
        }
        return BLOB_KEY_PATTERN.matcher(key).matches();
    }

    public static void validateTopologyName(String name) throws IllegalArgumentException {
        if (name == null || !TOPOLOGY_NAME_PATTERN.matcher(name).matches()) {
            throw new IllegalArgumentException("Topology name '" + name + "' is not valid. It can't be null and it must match "
                + TOPOLOGY_NAME_PATTERN.pattern());
        }
    }

    /** Topologies that use the blob store cannot run here; a topology without blobs passes. */
    public static void validateTopologyBlobStoreMap(Map<String, Object> topoConf)
        throws InvalidTopologyException, AuthorizationException {
        Object blobs = topoConf.get(Config.TOPOLOGY_BLOBSTORE_MAP);
        if (blobs instanceof Map && !((Map<?, ?>) blobs).isEmpty()) {
            throw new UnsupportedOperationException("Storm-MC runs in one JVM: the blob store is not supported ("
                + Config.TOPOLOGY_BLOBSTORE_MAP + " must be empty)");
        }
    }

    // ---- Strings, ids, collections ----

    public static String urlEncodeUtf8(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    public static String urlDecodeUtf8(String s) {
        return URLDecoder.decode(s, StandardCharsets.UTF_8);
    }

    public static long bitXorVals(List<Long> coll) {
        long result = 0;
        for (Long val : coll) {
            result ^= val;
        }
        return result;
    }

    public static long bitXor(Long a, Long b) {
        return a ^ b;
    }

    /** System components and streams start with two underscores. */
    public static boolean isSystemId(String id) {
        return id.startsWith("__");
    }

    public static long secureRandomLong() {
        return SecureRandomHolder.RANDOM.nextLong();
    }

    /** Seeded on first use: seeding at class initialisation cost every topology's start ~10 ms on Java 17. */
    private static final class SecureRandomHolder {
        static final SecureRandom RANDOM = new SecureRandom();
    }

    public static String uuid() {
        return UUID.randomUUID().toString();
    }

    public static <S, T> T get(Map<S, T> m, S key, T def) {
        T value = m.get(key);
        return value == null ? def : value;
    }

    public static double zeroIfNaNOrInf(double x) {
        return (Double.isNaN(x) || Double.isInfinite(x)) ? 0.0 : x;
    }

    public static <T> String join(Iterable<T> coll, String sep) {
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        for (T item : coll) {
            if (!first) {
                sb.append(sep);
            }
            first = false;
            sb.append(item);
        }
        return sb.toString();
    }

    public static <K, V> HashMap<V, List<K>> reverseMap(Map<K, V> map) {
        HashMap<V, List<K>> rtn = new HashMap<>();
        if (map == null) {
            return rtn;
        }
        for (Map.Entry<K, V> entry : map.entrySet()) {
            rtn.computeIfAbsent(entry.getValue(), v -> new ArrayList<>()).add(entry.getKey());
        }
        return rtn;
    }

    /** Reverses a list of [key, value] pairs into value -> keys. */
    public static Map<Object, List<Object>> reverseMap(List<List<Object>> listSeq) {
        Map<Object, List<Object>> rtn = new HashMap<>();
        if (listSeq == null) {
            return rtn;
        }
        for (List<Object> pair : listSeq) {
            rtn.computeIfAbsent(pair.get(1), v -> new ArrayList<>()).add(pair.get(0));
        }
        return rtn;
    }

    public static List<Object> tuple(Object... values) {
        List<Object> ret = new ArrayList<>(values.length);
        Collections.addAll(ret, values);
        return ret;
    }

    /** Every element that already occurred earlier in the list, in order (so an element seen n times appears n-1 times). */
    public static List<String> getRepeat(List<String> list) {
        List<String> repeats = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (String s : list) {
            if (!seen.add(s)) {
                repeats.add(s);
            }
        }
        return repeats;
    }

    public static GlobalStreamId getGlobalStreamId(String componentId, String streamId) {
        return new GlobalStreamId(componentId, streamId == null ? DEFAULT_STREAM_ID : streamId);
    }

    public static int toPositive(int number) {
        return number & Integer.MAX_VALUE;
    }

    public static double nullToZero(Double v) {
        return v == null ? 0 : v;
    }

    public static <V> V OR(V a, V b) {
        return a == null ? b : a;
    }

    /** How {@code sum} splits into {@code numPieces} near-equal integers: piece size -> number of such pieces. */
    public static TreeMap<Integer, Integer> integerDivided(int sum, int numPieces) {
        int base = sum / numPieces;
        int numInc = sum % numPieces;
        int numBases = numPieces - numInc;
        TreeMap<Integer, Integer> ret = new TreeMap<>();
        ret.put(base, numBases);
        if (numInc != 0) {
            ret.put(base + 1, numInc);
        }
        return ret;
    }

    /** Splits the collection into at most maxNumChunks contiguous chunks of near-equal size, larger chunks first. */
    public static <T> List<List<T>> partitionFixed(int maxNumChunks, Collection<T> coll) {
        List<List<T>> ret = new ArrayList<>();
        if (maxNumChunks <= 0 || coll == null || coll.isEmpty()) {
            return ret;
        }
        List<T> items = new ArrayList<>(coll);
        List<Integer> sizes = new ArrayList<>();
        for (Map.Entry<Integer, Integer> entry : integerDivided(items.size(), maxNumChunks).descendingMap().entrySet()) {
            for (int i = 0; i < entry.getValue(); i++) {
                if (entry.getKey() > 0) {
                    sizes.add(entry.getKey());
                }
            }
        }
        int start = 0;
        for (int size : sizes) {
            ret.add(new ArrayList<>(items.subList(start, start + size)));
            start += size;
        }
        return ret;
    }

    public static <K, V> Map<K, V> merge(Map<? extends K, ? extends V> first, Map<? extends K, ? extends V> other) {
        Map<K, V> ret = new HashMap<>(first);
        if (other != null) {
            ret.putAll(other);
        }
        return ret;
    }

    /** Lays the map out as a list indexed by key - start (keys below start are dropped, gaps are null). */
    public static <V> ArrayList<V> convertToArray(Map<Integer, V> srcMap, int start) {
        int maxKey = srcMap.keySet().stream().max(Comparator.naturalOrder())
            .orElseThrow(() -> new NoSuchElementException("convertToArray needs a non-empty map"));
        ArrayList<V> ret = new ArrayList<>(Collections.nCopies(Math.max(0, maxKey - start + 1), null));
        for (Map.Entry<Integer, V> entry : srcMap.entrySet()) {
            int index = entry.getKey() - start;
            if (index >= 0) {
                ret.set(index, entry.getValue());
            }
        }
        return ret;
    }

    /** The first element satisfying the predicate, or null. */
    public static <T> T findOne(IPredicate<T> pred, Collection<T> coll) {
        if (coll == null) {
            return null;
        }
        for (T o : coll) {
            if (pred.test(o)) {
                return o;
            }
        }
        return null;
    }

    /** The first value satisfying the predicate, or null. */
    public static <T, U> T findOne(IPredicate<T> pred, Map<U, T> map) {
        if (map == null) {
            return null;
        }
        return findOne(pred, map.values());
    }

    public static boolean isLocalhostAddress(String address) {
        return LOCALHOST_ADDRESSES.contains(address);
    }

    // ---- Exceptions ----

    /** Whether the throwable or any of its causes is an instance of the class. */
    @SuppressWarnings({"rawtypes", "unchecked"})
    public static boolean exceptionCauseIsInstanceOf(Class klass, Throwable throwable) {
        return unwrapTo(klass, throwable) != null;
    }

    @SuppressWarnings("unchecked")
    public static <T extends Throwable> T unwrapTo(Class<T> klass, Throwable t) {
        for (Throwable cur = t; cur != null; cur = cur.getCause()) {
            if (klass.isInstance(cur)) {
                return (T) cur;
            }
            if (cur.getCause() == cur) {
                break;
            }
        }
        return null;
    }

    public static <T extends Throwable> void unwrapAndThrow(Class<T> klass, Throwable t) throws T {
        T cause = unwrapTo(klass, t);
        if (cause != null) {
            throw cause;
        }
    }

    public static RuntimeException wrapInRuntime(Exception e) {
        return e instanceof RuntimeException ? (RuntimeException) e : new RuntimeException(e);
    }

    /** Swallows (logs) allowed exceptions; halts on OutOfMemoryError; rethrows anything else as an Error. */
    public static void handleUncaughtException(Throwable t, Set<Class<?>> allowedExceptions, boolean worker) {
        if (t instanceof OutOfMemoryError) {
            LOG.error("Halting due to Out Of Memory Error...", t);
            Runtime.getRuntime().halt(-1);
        }
        for (Class<?> allowed : allowedExceptions) {
            if (exceptionCauseIsInstanceOf(allowed, t)) { // the exception itself or any of its causes, as in Storm
                LOG.info("Swallowing {}", String.valueOf(t), t);
                return;
            }
        }
        if (worker && isHadoopLoginRenewalNpe(t)) {
            LOG.info("Swallowing {}", String.valueOf(t), t);
            return;
        }
        LOG.error("Uncaught exception{}", worker ? " in worker" : "", t);
        throw new Error(t);
    }

    /** Storm's workers survive the NullPointerException Hadoop's login renewal thread can throw. */
    private static boolean isHadoopLoginRenewalNpe(Throwable t) {
        if (t instanceof NullPointerException) {
            for (StackTraceElement e : t.getStackTrace()) {
                if (e.getClassName().startsWith("org.apache.hadoop.security.UserGroupInformation")
                    && e.getMethodName().equals("run")) {
                    return true;
                }
            }
        }
        return false;
    }

    public static void handleUncaughtException(Throwable t) {
        handleUncaughtException(t, Collections.emptySet(), false);
    }

    public static void handleWorkerUncaughtException(Throwable t) {
        handleUncaughtException(t, Collections.emptySet(), true);
    }

    public static Thread.UncaughtExceptionHandler createDefaultUncaughtExceptionHandler() {
        return (thread, e) -> handleUncaughtException(e);
    }

    public static Thread.UncaughtExceptionHandler createWorkerUncaughtExceptionHandler() {
        return (thread, e) -> handleWorkerUncaughtException(e);
    }

    public static void setupDefaultUncaughtExceptionHandler() {
        Thread.setDefaultUncaughtExceptionHandler(createDefaultUncaughtExceptionHandler());
    }

    public static void setupWorkerUncaughtExceptionHandler() {
        Thread.setDefaultUncaughtExceptionHandler(createWorkerUncaughtExceptionHandler());
    }

    // ---- Process and threads ----

    public static void addShutdownHookWithForceKillIn1Sec(Runnable func) {
        addShutdownHookWithDelayedForceKill(func, 1);
    }

    /** Runs func at JVM shutdown, halting the JVM if shutdown is still running numSecs later. */
    public static void addShutdownHookWithDelayedForceKill(Runnable func, int numSecs) {
        Runnable sleepKill = () -> {
            try {
                Thread.sleep(numSecs * 1000L);
                LOG.warn("Forceing Halt... {}", threadDump());
                Runtime.getRuntime().halt(20);
            } catch (InterruptedException ignored) {
                // Shutdown finished first.
            }
        };
        Runnable wrapped = () -> {
            Thread killer = new Thread(sleepKill, "shutdown-force-kill");
            killer.setDaemon(true);
            killer.start();
            try {
                func.run();
            } finally {
                killer.interrupt();
            }
        };
        Runtime.getRuntime().addShutdownHook(new Thread(wrapped, "shutdown-hook"));
    }

    /**
     * Starts (unless told otherwise) a thread that calls afn until it returns null; a non-null result is the number of
     * ms to sleep before the next call. With isFactory, afn is called once to produce the callable to loop on.
     */
    @SuppressWarnings("rawtypes")
    public static SmartThread asyncLoop(Callable afn, boolean isDaemon, Thread.UncaughtExceptionHandler eh,
                                        int priority, boolean isFactory, boolean startImmediately, String threadName) {
        SmartThread thread = new SmartThread(() -> {
            try {
                Callable fn = isFactory ? (Callable) afn.call() : afn;
                while (true) {
                    Object sleepMs = fn.call();
                    if (sleepMs == null) {
                        return;
                    }
                    long ms = ((Number) sleepMs).longValue();
                    if (ms > 0) {
                        Time.sleep(ms);
                    }
                }
            } catch (Throwable t) {
                if (exceptionCauseIsInstanceOf(InterruptedException.class, t)) {
                    LOG.info("Async loop interrupted!");
                    return;
                }
                LOG.error("Async loop died!", t);
                throw wrapThrowable(t);
            }
        });
        if (eh != null) {
            thread.setUncaughtExceptionHandler(eh);
        } else {
            thread.setUncaughtExceptionHandler((t, e) -> {
                LOG.error("Async loop died!", e);
                exitProcess(1, "Async loop died!");
            });
        }
        thread.setDaemon(isDaemon);
        thread.setPriority(priority);
        if (threadName != null && !threadName.isEmpty()) {
            thread.setName(thread.getName() + "-" + threadName);
        }
        if (startImmediately) {
            thread.start();
        }
        return thread;
    }

    @SuppressWarnings("rawtypes")
    public static SmartThread asyncLoop(Callable afn, String threadName, Thread.UncaughtExceptionHandler eh) {
        return asyncLoop(afn, false, eh, Thread.NORM_PRIORITY, false, true, threadName);
    }

    @SuppressWarnings("rawtypes")
    public static SmartThread asyncLoop(Callable afn) {
        return asyncLoop(afn, false, null, Thread.NORM_PRIORITY, false, true, null);
    }

    private static RuntimeException wrapThrowable(Throwable t) {
        if (t instanceof RuntimeException) {
            return (RuntimeException) t;
        }
        if (t instanceof Error) {
            throw (Error) t;
        }
        return new RuntimeException(t);
    }

    /** Logs and exits the JVM, as Storm does for fatal worker errors. */
    public static void exitProcess(int val, String msg) {
        String combinedErrorMessage = "Halting process: " + msg;
        LOG.info(combinedErrorMessage, new RuntimeException(combinedErrorMessage));
        Runtime.getRuntime().exit(val);
    }

    public static Runnable mkSuicideFn() {
        return () -> exitProcess(1, "Worker died");
    }

    public static void sleepNoSimulation(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RuntimeException(e);
        }
    }

    /** Sleeps on the {@link Time} clock (simulated time aware); interruption becomes a RuntimeException. */
    public static void sleep(long millis) {
        try {
            Time.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RuntimeException(e);
        }
    }

    public static UptimeComputer makeUptimeComputer() {
        return instance.makeUptimeComputerImpl();
    }

    public UptimeComputer makeUptimeComputerImpl() {
        return new UptimeComputer();
    }

    public static boolean isOnWindows() {
        String os = System.getProperty("os.name");
        return os != null && os.startsWith("Windows");
    }

    public static String processPid() {
        return String.valueOf(ProcessHandle.current().pid());
    }

    public static String threadDump() {
        StringBuilder dump = new StringBuilder();
        ThreadMXBean threadMxBean = ManagementFactory.getThreadMXBean();
        for (ThreadInfo info : threadMxBean.dumpAllThreads(true, true)) {
            dump.append('"').append(info.getThreadName()).append("\" ")
                .append(info.isDaemon() ? "(DAEMON) " : "")
                .append(info.getThreadState()).append('\n');
            for (StackTraceElement element : info.getStackTrace()) {
                dump.append("        at ").append(element).append('\n');
            }
            dump.append("\n");
        }
        return dump.toString();
    }

    public static void readAndLogStream(String prefix, InputStream in) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                LOG.info("{}{}", prefix, line);
            }
        } catch (IOException e) {
            LOG.warn("Error while trying to log stream", e);
        }
    }

    public static int getAvailablePort(int preferredPort) {
        int port = -1;
        try (ServerSocket socket = new ServerSocket(preferredPort)) {
            port = socket.getLocalPort();
        } catch (IOException e) {
            if (preferredPort > 0) {
                return getAvailablePort(0);
            }
        }
        return port;
    }

    public static int getAvailablePort() {
        return getAvailablePort(0);
    }

    // ---- Host names ----

    public static String hostname() throws UnknownHostException {
        return instance.hostnameImpl();
    }

    public static String localHostname() throws UnknownHostException {
        return instance.localHostnameImpl();
    }

    public static String memoizedLocalHostname() throws UnknownHostException {
        String name = memoizedLocalHostname;
        if (name == null) {
            name = localHostname();
            memoizedLocalHostname = name;
        }
        return name;
    }

    protected String localHostnameImpl() throws UnknownHostException {
        return InetAddress.getLocalHost().getCanonicalHostName();
    }

    /** The configured {@code storm.local.hostname}, else the local host name. */
    protected String hostnameImpl() throws UnknownHostException {
        Object configured = readStormConfig().get(Config.STORM_LOCAL_HOSTNAME);
        if (configured != null && !configured.toString().isEmpty()) {
            return configured.toString();
        }
        return memoizedLocalHostname();
    }

    // ---- Files ----

    public static boolean checkFileExists(String path) {
        return Files.exists(Paths.get(path));
    }

    public static boolean checkDirExists(String dir) {
        return new File(dir).isDirectory();
    }

    public static void forceDelete(String path) throws IOException {
        instance.forceDeleteImpl(path);
    }

    /** Deletes a file or a directory tree; a missing path is fine. */
    protected void forceDeleteImpl(String path) throws IOException {
        Path root = Paths.get(path);
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            List<Path> paths = new ArrayList<>();
            walk.forEach(paths::add);
            Collections.reverse(paths);
            for (Path p : paths) {
                Files.deleteIfExists(p);
            }
        }
    }

    // ---- Serialization ----

    public static byte[] javaSerialize(Object obj) {
        try {
            ByteArrayOutputStream bos = new ByteArrayOutputStream();
            try (ObjectOutputStream oos = new ObjectOutputStream(bos)) {
                oos.writeObject(obj);
            }
            return bos.toByteArray();
        } catch (IOException e) {
            throw new RuntimeException(e);
        }
    }

    /** Java deserialization resolving classes through the topology's class loader (see {@link #classLoader()}). */
    @SuppressWarnings("unchecked")
    public static <T> T javaDeserialize(byte[] serialized, Class<T> clazz) {
        try (ObjectInputStream ois = new LoaderAwareObjectInputStream(new ByteArrayInputStream(serialized),
            classLoader())) {
            return (T) ois.readObject();
        } catch (IOException | ClassNotFoundException e) {
            throw new RuntimeException(e);
        }
    }

    /** Storm-MC's meta serialization: gzipped Java serialization (one JVM, so no Thrift wire format is needed). */
    public static byte[] serialize(Object obj) {
        return gzip(javaSerialize(obj));
    }

    public static <T> T deserialize(byte[] serialized, Class<T> clazz) {
        return javaDeserialize(gunzip(serialized), clazz);
    }

    public static String serializeToString(Object obj) {
        return Base64.getEncoder().encodeToString(serialize(obj));
    }

    public static <T> T deserializeFromString(String str, Class<T> clazz) {
        return deserialize(Base64.getDecoder().decode(str), clazz);
    }

    /** Storm-MC's generated types are Serializable; the bytes are Java serialization, not Thrift's binary protocol. */
    @SuppressWarnings("rawtypes")
    public static byte[] thriftSerialize(TBase t) {
        return javaSerialize(t);
    }

    public static <T> T thriftDeserialize(Class<T> c, byte[] b) {
        return thriftDeserialize(c, b, 0, b.length);
    }

    public static <T> T thriftDeserialize(Class<T> c, byte[] b, int offset, int length) {
        return c.cast(javaDeserialize(Arrays.copyOfRange(b, offset, offset + length), c));
    }

    /** The remaining bytes of the buffer, without moving its position. */
    public static byte[] toByteArray(ByteBuffer buffer) {
        ByteBuffer view = buffer.duplicate();
        byte[] ret = new byte[view.remaining()];
        view.get(ret);
        return ret;
    }

    public static byte[] gzip(byte[] data) {
        try {
            ByteArrayOutputStream bos = new ByteArrayOutputStream();
            try (GZIPOutputStream out = new GZIPOutputStream(bos)) {
                out.write(data);
            }
            return bos.toByteArray();
        } catch (IOException e) {
            throw new RuntimeException(e);
        }
    }

    public static byte[] gunzip(byte[] data) {
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(data))) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new RuntimeException(e);
        }
    }

    public static byte[] toCompressedJsonConf(Map<String, Object> topoConf) {
        return gzip(Json.write(topoConf).getBytes(StandardCharsets.UTF_8));
    }

    public static Map<String, Object> fromCompressedJsonConf(byte[] serialized) {
        return parseJson(new String(gunzip(serialized), StandardCharsets.UTF_8));
    }

    /**
     * Parses a JSON object; null gives an empty map. Integral numbers come back as Integer when they fit, else Long;
     * other numbers as Double.
     */
    public static Map<String, Object> parseJson(String json) {
        if (json == null) {
            return new HashMap<>();
        }
        try {
            return Json.readMap(json);
        } catch (IllegalArgumentException e) {
            throw new RuntimeException(e);
        }
    }

    // ---- Topology structure ----

    /** Deserializes a component from its serialized Java form; a shell component is returned as is. */
    public static Object getSetComponentObject(ComponentObject obj) {
        if (obj.is_set_serialized_java()) {
            return javaDeserialize(obj.get_serialized_java(), Serializable.class);
        } else if (obj.is_set_java_object()) {
            return obj.get_java_object();
        } else {
            return obj.get_shell();
        }
    }

    public static ComponentCommon getComponentCommon(StormTopology topology, String id) {
        SpoutSpec spout = topology.get_spouts() == null ? null : topology.get_spouts().get(id);
        if (spout != null) {
            return spout.get_common();
        }
        Bolt bolt = topology.get_bolts() == null ? null : topology.get_bolts().get(id);
        if (bolt != null) {
            return bolt.get_common();
        }
        StateSpoutSpec stateSpout = topology.get_state_spouts() == null ? null : topology.get_state_spouts().get(id);
        if (stateSpout != null) {
            return stateSpout.get_common();
        }
        throw new IllegalArgumentException("Could not find component with id " + id);
    }

    /** Records the Storm API version and the JDK version in the topology, unless already set. */
    public static StormTopology addVersions(StormTopology topology) {
        if (!topology.is_set_storm_version()) {
            topology.set_storm_version(STORM_API_VERSION);
        }
        String jdkVersion = System.getProperty("java.version");
        if (jdkVersion != null && !topology.is_set_jdk_version()) {
            topology.set_jdk_version(jdkVersion);
        }
        return topology;
    }

    /** The cycles among components, following subscriptions from each component to its subscribers. */
    /**
     * The component cycles found, as Storm finds them: a depth-first walk from each spout along bolt subscriptions
     * (system components left out) records a cycle when it meets a component already seen on that walk that closes
     * one (a self-loop, a pair subscribing to each other, or a component on the current path) and then drops that
     * closing edge, so a cycle's sub-cycles are not reported again. A topology without spouts has none.
     */
    public static List<List<String>> findComponentCycles(StormTopology topology, String topoId) {
        List<List<String>> cycles = new ArrayList<>();
        if (topology.get_spouts_size() == 0) {
            return cycles;
        }
        Map<String, Set<String>> edgesOut = new HashMap<>();
        if (topology.get_bolts() != null) {
            topology.get_bolts().forEach((id, bolt) -> {
                if (!isSystemId(id) && bolt.get_common().get_inputs() != null) {
                    bolt.get_common().get_inputs().keySet().forEach(
                        in -> edgesOut.computeIfAbsent(in.get_componentId(), k -> new HashSet<>()).add(id));
                }
            });
        }
        for (String spout : topology.get_spouts().keySet()) {
            List<String> path = new ArrayList<>(List.of(spout));
            Set<String> seen = new HashSet<>(Set.of(spout));
            walkForCycles(path, edgesOut, seen, cycles);
        }
        return cycles;
    }

    /** Visits the children of the last component on the path; a child seen before is walked again unless it closes a cycle. */
    private static void walkForCycles(List<String> path, Map<String, Set<String>> edgesOut, Set<String> seen,
                                      List<List<String>> cycles) {
        String from = path.get(path.size() - 1);
        Set<String> out = edgesOut.get(from);
        if (out != null && !out.isEmpty()) {
            for (String to : new HashSet<>(out)) {
                if (seen.contains(to)) {
                    List<String> cycle = new ArrayList<>();
                    if (from.equals(to)) {
                        cycle.add(to);
                    } else if (edgesOut.getOrDefault(to, Set.of()).contains(from)) {
                        cycle.add(from);
                        cycle.add(to);
                    } else {
                        int at = path.indexOf(to);
                        if (at >= 0) {
                            cycle.addAll(path.subList(at, path.size()));
                            cycle.add(to);
                        }
                    }
                    if (!cycle.isEmpty()) {
                        cycles.add(cycle);
                        out.remove(to);
                        continue;
                    }
                }
                seen.add(to);
                path.add(to);
                walkForCycles(path, edgesOut, seen, cycles);
            }
        }
        path.remove(path.size() - 1);
    }

    public static void validateCycleFree(StormTopology topology, String name) throws InvalidTopologyException {
        List<List<String>> cycles = findComponentCycles(topology, name);
        if (!cycles.isEmpty()) {
            List<String> rendered = new ArrayList<>();
            for (List<String> cycle : cycles) {
                rendered.add(String.join(",", cycle));
            }
            throw new InvalidTopologyException("Topology " + name + " contains cycles in components \""
                + String.join(" ; ", rendered) + "\"");
        }
    }

    /** The id of the running topology with this name, or null when there is none. */
    public static String getTopologyId(String name, Nimbus.Iface client) {
        try {
            ClusterSummary summary = client.getClusterInfo();
            for (TopologySummary s : summary.get_topologies()) {
                if (s.get_name().equals(name)) {
                    return s.get_id();
                }
            }
        } catch (Exception e) {
            throw wrapInRuntime(e);
        }
        return null;
    }

    /** Storm looks this up through a Nimbus client; Storm-MC's topologies are queried through LocalCluster. */
    public static TopologyInfo getTopologyInfo(String name, String asUser, Map<String, Object> topoConf) {
        throw new UnsupportedOperationException("Storm-MC runs in one JVM without a Nimbus daemon: "
            + "Utils.getTopologyInfo is not supported; use LocalCluster.getTopologyInfoByName instead");
    }

    // ---- Not supported in one JVM ----

    /** Whether the conf names a ZooKeeper auth scheme for topologies (Storm-MC uses no ZooKeeper; the conf is only read). */
    public static boolean isZkAuthenticationConfiguredTopology(Map<String, Object> conf) {
        return conf != null && conf.get(Config.STORM_ZOOKEEPER_TOPOLOGY_AUTH_SCHEME) instanceof String scheme
            && !scheme.isEmpty();
    }

    /** Whether a JAAS login config is set or the conf names a ZooKeeper auth scheme for the daemons. */
    public static boolean isZkAuthenticationConfiguredStormServer(Map<String, Object> conf) {
        return System.getProperty("java.security.auth.login.config") != null
            || conf != null && conf.get(Config.STORM_ZOOKEEPER_AUTH_SCHEME) instanceof String scheme && !scheme.isEmpty();
    }

    public static Map<String, Object> getConfigFromClasspath(List<String> cp, Map<String, Object> conf)
        throws IOException {
        throw new UnsupportedOperationException("Storm-MC runs a single Storm version in-process: "
            + "reading another version's configuration from a classpath is not supported");
    }

    // ---- Internals ----

    /** The loader for topology classes: the explicitly set one, else the thread context loader, else this library's. */
    private static ClassLoader classLoader() {
        ClassLoader explicit = deserializationClassLoader;
        if (explicit != null) {
            return explicit;
        }
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        return context != null ? context : Utils.class.getClassLoader();
    }

    /** Resolves classes through a given loader, falling back to this library's loader. */
    private static final class LoaderAwareObjectInputStream extends ObjectInputStream {
        private final ClassLoader loader;

        LoaderAwareObjectInputStream(InputStream in, ClassLoader loader) throws IOException {
            super(in);
            this.loader = loader;
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
            try {
                return Class.forName(desc.getName(), false, loader);
            } catch (ClassNotFoundException e) {
                try {
                    return Class.forName(desc.getName(), false, Utils.class.getClassLoader());
                } catch (ClassNotFoundException ignored) {
                    return super.resolveClass(desc);
                }
            }
        }
    }

    /** A thread that can tell whether it is in a (simulated) sleep. */
    public static class SmartThread extends Thread {
        public SmartThread(Runnable r) {
            super(r);
        }

        public boolean isSleeping() {
            if (Time.isSimulating()) {
                return Time.isThreadWaiting(this);
            }
            return getState() == State.TIMED_WAITING;
        }
    }

    /** Seconds since creation, on the {@link Time} clock. */
    public static class UptimeComputer {
        private final int startTime = Time.currentTimeSecs();

        public int upTime() {
            return Time.deltaSecs(startTime);
        }
    }
}
