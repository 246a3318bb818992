package io.github.stormmc.config;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.CRC32;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * Reads the layered Storm configuration: defaults.yaml, then storm.yaml (or -Dstorm.conf.file), then
 * -Dstorm.options. Later layers replace earlier values key by key. Every call returns a fresh mutable map.
 *
 * <p>Resources are looked up through the thread's context class loader (falling back to this class's), so a
 * launcher or test can point it at another classpath.
 */
public final class StormConfigLoader {

    /** System property naming a config file (path or classpath resource) that replaces storm.yaml. */
    public static final String CONF_FILE_PROPERTY = "storm.conf.file";
    /** System property carrying {@code -c key=value} options, as Storm's CLI passes them. */
    public static final String OPTIONS_PROPERTY = "storm.options";

    private static final String DEFAULTS_RESOURCE = "defaults.yaml";
    private static final String STORM_YAML = "storm.yaml";

    /**
     * defaults.yaml as parsed, by its URL: a jar's resource does not change while the JVM runs, and parsing it
     * costs tens of milliseconds of interpreted SnakeYAML at start-up. Readers get deep copies.
     */
    private static final ConcurrentHashMap<String, Map<String, Object>> PARSED_DEFAULTS = new ConcurrentHashMap<>();

    private StormConfigLoader() {
    }

    /** The single defaults.yaml on the classpath. */
    public static Map<String, Object> readDefaultConfig() {
        List<URL> found = findResources(DEFAULTS_RESOURCE);
        if (found.isEmpty()) {
            throw new RuntimeException("defaults.yaml not found on the classpath. Storm-MC's core jar (storm-mc-core)"
                + " carries it at its root; make sure that jar is on the classpath.");
        }
        if (found.size() > 1) {
            throw new RuntimeException("Found multiple defaults.yaml resources on the classpath: " + found
                + ". Storm-MC ships one in storm-mc-core; another one usually means Apache Storm's own jars"
                + " (storm-client, or a topology jar bundling them) are on the same classpath. Storm-MC replaces"
                + " them: remove Apache Storm's jars from the classpath.");
        }
        URL url = found.get(0);
        // computeIfAbsent makes a reader wait for a parse already under way (the start-up warm-up's) instead of
        // parsing the same file a second time.
        Map<String, Object> parsed = PARSED_DEFAULTS.computeIfAbsent(url.toExternalForm(), key -> readDefaults(url));
        return deepCopy(parsed);
    }

    /** defaults.yaml's values: compiled when the file is the one they were compiled from, else parsed. */
    private static Map<String, Object> readDefaults(URL url) {
        byte[] bytes;
        try (InputStream in = url.openStream()) {
            bytes = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read config file " + DEFAULTS_RESOURCE + " from " + url, e);
        }
        return defaultsOf(bytes, url);
    }

    static Map<String, Object> defaultsOf(byte[] bytes, URL source) {
        if (bytes.length == CompiledDefaults.SOURCE_LENGTH) {
            CRC32 crc = new CRC32();
            crc.update(bytes);
            if (crc.getValue() == CompiledDefaults.SOURCE_CRC32) {
                return CompiledDefaults.values();
            }
        }
        return parseYamlMap(new ByteArrayInputStream(bytes), source, DEFAULTS_RESOURCE, true);
    }

    /** Parses defaults.yaml ahead of its first reader (the start-up warm-up); any failure is left to that reader. */
    public static void preloadDefaultConfig() {
        try {
            readDefaultConfig();
        } catch (RuntimeException e) {
            // the first real read reports it, with its context
        }
    }

    @SuppressWarnings("unchecked")
    private static <T> T deepCopy(T value) {
        if (value instanceof Map<?, ?> map) {
            Map<Object, Object> copy = new LinkedHashMap<>(map.size() * 2);
            map.forEach((k, v) -> copy.put(k, deepCopy(v)));
            return (T) copy;
        }
        if (value instanceof List<?> list) {
            List<Object> copy = new ArrayList<>(list.size());
            list.forEach(v -> copy.add(deepCopy(v)));
            return (T) copy;
        }
        if (value instanceof Set<?> set) {
            Set<Object> copy = new LinkedHashSet<>(set.size() * 2);
            set.forEach(v -> copy.add(deepCopy(v)));
            return (T) copy;
        }
        return value; // strings, numbers, booleans and null: immutable
    }

    /**
     * Reads a YAML map from {@code name}: an existing file path first, else a classpath resource.
     * A missing or empty source gives an empty map unless {@code mustExist}, in which case it is an error.
     */
    public static Map<String, Object> findAndReadConfigFile(String name, boolean mustExist) {
        File file = new File(name);
        URL source;
        if (file.isFile()) {
            source = toUrl(file);
        } else {
            List<URL> found = findResources(name);
            if (found.size() > 1) {
                throw new RuntimeException("Found multiple " + name + " resources on the classpath: " + found
                    + ". Keep only one; a second copy is usually bundled inside a topology or library jar.");
            }
            if (found.isEmpty()) {
                if (mustExist) {
                    throw new RuntimeException("Could not find config file " + name
                        + " as a file or on the classpath");
                }
                return new HashMap<>();
            }
            source = found.get(0);
        }
        return readYamlMap(source, name, mustExist);
    }

    /** The {@code -Dstorm.options} overrides; empty when the property is unset. */
    public static Map<String, Object> readCommandLineOpts() {
        return CommandLineOptions.parse(System.getProperty(OPTIONS_PROPERTY));
    }

    /** defaults.yaml &lt; storm.yaml or -Dstorm.conf.file &lt; -Dstorm.options. */
    public static Map<String, Object> readStormConfig() {
        Map<String, Object> conf = readDefaultConfig();
        String confFile = System.getProperty(CONF_FILE_PROPERTY);
        if (confFile == null || confFile.isEmpty()) {
            conf.putAll(findAndReadConfigFile(STORM_YAML, false));
        } else {
            conf.putAll(findAndReadConfigFile(confFile, true));
        }
        conf.putAll(readCommandLineOpts());
        return conf;
    }

    private static Map<String, Object> readYamlMap(URL source, String name, boolean mustExist) {
        try (InputStream in = source.openStream()) {
            return parseYamlMap(in, source, name, mustExist);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read config file " + name + " from " + source, e);
        }
    }

    private static Map<String, Object> parseYamlMap(InputStream in, URL source, String name, boolean mustExist) {
        Object parsed;
        try {
            parsed = newYaml().load(in);
        } catch (RuntimeException e) {
            throw new RuntimeException("Config file " + name + " (" + source + ") is not valid YAML: "
                + e.getMessage(), e);
        }
        if (parsed == null) {
            if (mustExist) {
                throw new RuntimeException("Config file " + name + " doesn't have any valid storm configs");
            }
            return new HashMap<>();
        }
        if (!(parsed instanceof Map)) {
            throw new RuntimeException("Config file " + name + " (" + source + ") must hold a map of settings, but"
                + " holds a " + parsed.getClass().getName());
        }
        Map<String, Object> result = new HashMap<>();
        for (Map.Entry<?, ?> entry : ((Map<?, ?>) parsed).entrySet()) {
            result.put(String.valueOf(entry.getKey()), entry.getValue());
        }
        return result;
    }

    /** A new parser per read: SnakeYAML instances are not thread-safe. Safe types only, no arbitrary classes. */
    private static Yaml newYaml() {
        return new Yaml(new SafeConstructor(new LoaderOptions()));
    }

    private static List<URL> findResources(String name) {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        if (loader == null) {
            loader = StormConfigLoader.class.getClassLoader();
        }
        // The same URL twice (a jar listed twice on the classpath) is still one file.
        Set<String> seen = new LinkedHashSet<>();
        List<URL> urls = new ArrayList<>();
        try {
            Enumeration<URL> resources = loader.getResources(name);
            while (resources.hasMoreElements()) {
                URL url = resources.nextElement();
                if (seen.add(url.toExternalForm())) {
                    urls.add(url);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Could not look up " + name + " on the classpath", e);
        }
        return urls;
    }

    private static URL toUrl(File file) {
        try {
            return file.toURI().toURL();
        } catch (IOException e) {
            throw new UncheckedIOException("Bad config file path " + file, e);
        }
    }
}
