package io.github.stormmc.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * defaults.yaml's compiled values ({@link CompiledDefaults}) are what SnakeYAML parses from the file, value for value
 * and type for type, and are used only for that exact file. {@code -Dstormmc.defaults.update=true} rewrites the
 * generated source from conf/defaults.yaml.
 */
class CompiledDefaultsTest {
    private static final Path YAML = Path.of("../conf/defaults.yaml");
    private static final Path SOURCE = Path.of(CompiledDefaultsSource.PATH);

    private static Map<String, Object> parse(byte[] yaml) {
        return new Yaml(new SafeConstructor(new LoaderOptions())).load(new String(yaml, StandardCharsets.UTF_8));
    }

    @Test
    void theCommittedSourceIsWhatDefaultsYamlCompilesTo() throws Exception {
        byte[] yaml = Files.readAllBytes(YAML);
        String expected = CompiledDefaultsSource.of(yaml, parse(yaml));
        if (Boolean.getBoolean("stormmc.defaults.update")) {
            Files.writeString(SOURCE, expected);
        }
        assertEquals(expected, Files.readString(SOURCE), "conf/defaults.yaml changed without " + SOURCE
            + ": run mvn -pl storm-mc-core test -Dtest=CompiledDefaultsTest -Dstormmc.defaults.update=true");
    }

    @Test
    void theCompiledValuesEqualTheParsedOnesWithTheSameTypes() throws Exception {
        byte[] yaml = Files.readAllBytes(YAML);
        assertEquals(CompiledDefaults.SOURCE_LENGTH, yaml.length);
        Map<String, Object> parsed = parse(yaml);
        Map<String, Object> compiled = CompiledDefaults.values();
        assertEquals(parsed.keySet(), compiled.keySet());
        parsed.forEach((key, value) -> assertSameTypedValue(key, value, compiled.get(key)));
        assertTrue(parsed.size() > 250, "keys: " + parsed.size());
    }

    @Test
    void theLoaderUsesTheCompiledValuesForTheFileTheyCameFromAndParsesAnyOther() throws Exception {
        byte[] yaml = Files.readAllBytes(YAML);
        URL source = YAML.toUri().toURL();
        assertEquals(CompiledDefaults.values(), StormConfigLoader.defaultsOf(yaml, source));

        // one changed value, same length: the CRC tells them apart
        String text = new String(yaml, StandardCharsets.UTF_8);
        String changed = text.replace("topology.message.timeout.secs: 30", "topology.message.timeout.secs: 31");
        assertEquals(yaml.length, changed.length());
        Map<String, Object> fromChanged = StormConfigLoader.defaultsOf(changed.getBytes(StandardCharsets.UTF_8), source);
        assertEquals(31, fromChanged.get("topology.message.timeout.secs"));
        assertEquals(parse(changed.getBytes(StandardCharsets.UTF_8)), fromChanged);

        Map<String, Object> shorter = StormConfigLoader.defaultsOf("a.b: [1, 2]\n".getBytes(StandardCharsets.UTF_8), source);
        assertEquals(Map.of("a.b", List.of(1, 2)), shorter);
    }

    @Test
    @SuppressWarnings("unchecked")
    void eachReadIsANewMutableMap() {
        Map<String, Object> first = CompiledDefaults.values();
        Map<String, Object> second = CompiledDefaults.values();
        assertNotSame(first, second);
        first.put("topology.workers", 5);
        ((List<Object>) first.get("storm.zookeeper.servers")).add("elsewhere");
        assertEquals(1, second.get("topology.workers"));
        assertEquals(List.of("localhost"), second.get("storm.zookeeper.servers"));
    }

    private static void assertSameTypedValue(String path, Object expected, Object actual) {
        assertEquals(expected, actual, path);
        if (expected == null) {
            return;
        }
        assertEquals(expected.getClass(), actual.getClass(), path);
        if (expected instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                assertSameTypedValue(path + "[" + i + "]", list.get(i), ((List<?>) actual).get(i));
            }
        } else if (expected instanceof Map<?, ?> map) {
            map.forEach((k, v) -> assertSameTypedValue(path + "." + k, v, ((Map<?, ?>) actual).get(k)));
        }
    }
}
