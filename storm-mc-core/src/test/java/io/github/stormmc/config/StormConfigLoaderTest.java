package io.github.stormmc.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLClassLoader;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class StormConfigLoaderTest {

    private String savedConfFile;
    private String savedOptions;
    private ClassLoader savedLoader;

    @BeforeEach
    void save() {
        savedConfFile = System.getProperty(StormConfigLoader.CONF_FILE_PROPERTY);
        savedOptions = System.getProperty(StormConfigLoader.OPTIONS_PROPERTY);
        savedLoader = Thread.currentThread().getContextClassLoader();
        System.clearProperty(StormConfigLoader.CONF_FILE_PROPERTY);
        System.clearProperty(StormConfigLoader.OPTIONS_PROPERTY);
    }

    @AfterEach
    void restore() {
        restore(StormConfigLoader.CONF_FILE_PROPERTY, savedConfFile);
        restore(StormConfigLoader.OPTIONS_PROPERTY, savedOptions);
        Thread.currentThread().setContextClassLoader(savedLoader);
    }

    private static void restore(String property, String value) {
        if (value == null) {
            System.clearProperty(property);
        } else {
            System.setProperty(property, value);
        }
    }

    /** defaults.yaml is parsed once per JVM; every reader still gets its own copy, nested values included. */
    @Test
    @SuppressWarnings("unchecked")
    void everyReadOfTheDefaultsIsAnIndependentDeepCopy() {
        Map<String, Object> first = StormConfigLoader.readDefaultConfig();
        java.util.List<Object> ports = (java.util.List<Object>) first.get("supervisor.slots.ports");
        Map<String, Object> metrics = (Map<String, Object>) first.get("worker.metrics");
        ports.add(9999);
        metrics.put("Mine", "x");
        first.put("topology.workers", 42);
        Map<String, Object> second = StormConfigLoader.readDefaultConfig();
        assertEquals(java.util.List.of(6700, 6701, 6702, 6703), second.get("supervisor.slots.ports"));
        assertFalse(((Map<String, Object>) second.get("worker.metrics")).containsKey("Mine"));
        assertEquals(1, second.get("topology.workers"));
        assertNotSame(second.get("worker.metrics"), StormConfigLoader.readDefaultConfig().get("worker.metrics"));
        assertEquals(java.util.LinkedHashMap.class, second.get("worker.metrics").getClass(),
            "nested maps keep SnakeYAML's insertion order");
    }

    @Test
    void defaultsOnlyWhenNothingElseIsGiven() {
        Map<String, Object> conf = StormConfigLoader.readStormConfig();
        assertEquals(StormConfigLoader.readDefaultConfig(), conf);
        assertEquals(1, conf.get("topology.workers"));
    }

    @Test
    void stormYamlOnTheClasspathOverridesDefaults() throws Exception {
        try (URLClassLoader loader = ConfigTestSupport.loaderWithRoot("classpath-storm")) {
            Thread.currentThread().setContextClassLoader(loader);
            Map<String, Object> conf = StormConfigLoader.readStormConfig();
            assertEquals(3, conf.get("topology.workers"));
            assertEquals("from storm.yaml", conf.get("layer.storm.yaml"));
            assertEquals(30, conf.get("topology.message.timeout.secs"));
        }
    }

    @Test
    void confFilePropertyReplacesStormYaml() throws Exception {
        try (URLClassLoader loader = ConfigTestSupport.loaderWithRoot("classpath-storm")) {
            Thread.currentThread().setContextClassLoader(loader);
            System.setProperty(StormConfigLoader.CONF_FILE_PROPERTY,
                ConfigTestSupport.resourcePath("layer-conf-file.yaml").toString());
            Map<String, Object> conf = StormConfigLoader.readStormConfig();
            assertEquals(4, conf.get("topology.workers"));
            assertEquals(true, conf.get("topology.debug"));
            assertEquals("from conf file", conf.get("layer.conf.file"));
            assertFalse(conf.containsKey("layer.storm.yaml"));
        }
    }

    @Test
    void confFilePropertyMayNameAClasspathResource() {
        System.setProperty(StormConfigLoader.CONF_FILE_PROPERTY, "config/layer-conf-file.yaml");
        assertEquals("from conf file", StormConfigLoader.readStormConfig().get("layer.conf.file"));
    }

    @Test
    void optionsOverrideEveryFileLayer() {
        System.setProperty(StormConfigLoader.CONF_FILE_PROPERTY, "config/layer-conf-file.yaml");
        System.setProperty(StormConfigLoader.OPTIONS_PROPERTY, "topology.workers=9,extra.key=x");
        Map<String, Object> conf = StormConfigLoader.readStormConfig();
        assertEquals(9, conf.get("topology.workers"));
        assertEquals(true, conf.get("topology.debug"));
        assertEquals("x", conf.get("extra.key"));
    }

    @Test
    void missingConfFileIsAnError() {
        System.setProperty(StormConfigLoader.CONF_FILE_PROPERTY, "config/no-such-file.yaml");
        RuntimeException e = assertThrows(RuntimeException.class, StormConfigLoader::readStormConfig);
        assertEquals("Could not find config file config/no-such-file.yaml as a file or on the classpath",
            e.getMessage());
    }

    @Test
    void eachCallReturnsAFreshMutableMap() {
        Map<String, Object> first = StormConfigLoader.readStormConfig();
        Map<String, Object> second = StormConfigLoader.readStormConfig();
        assertNotSame(first, second);
        first.put("topology.workers", 77);
        assertEquals(1, second.get("topology.workers"));
        assertEquals(1, StormConfigLoader.readStormConfig().get("topology.workers"));
    }

    @Test
    void findAndReadConfigFileHandlesMissingAndEmptyFiles() {
        assertEquals(Map.of(), StormConfigLoader.findAndReadConfigFile("config/no-such-file.yaml", false));
        assertEquals(Map.of(), StormConfigLoader.findAndReadConfigFile("config/empty.yaml", false));
        RuntimeException empty = assertThrows(RuntimeException.class,
            () -> StormConfigLoader.findAndReadConfigFile("config/empty.yaml", true));
        assertEquals("Config file config/empty.yaml doesn't have any valid storm configs", empty.getMessage());
        RuntimeException list = assertThrows(RuntimeException.class,
            () -> StormConfigLoader.findAndReadConfigFile("config/list.yaml", true));
        assertTrue(list.getMessage().startsWith("Config file config/list.yaml ("), list.getMessage());
        assertTrue(list.getMessage().endsWith(") must hold a map of settings, but holds a java.util.ArrayList"),
            list.getMessage());
    }

    @Test
    void findAndReadConfigFilePrefersAFilePath() {
        String path = ConfigTestSupport.resourcePath("layer-conf-file.yaml").toString();
        assertEquals(Map.of("topology.workers", 4, "topology.debug", true, "layer.conf.file", "from conf file"),
            StormConfigLoader.findAndReadConfigFile(path, true));
    }

    @Test
    void missingDefaultsIsAnError() throws Exception {
        // A loader with no parent sees only the JDK: no defaults.yaml anywhere.
        try (URLClassLoader empty = new URLClassLoader(new java.net.URL[0], null)) {
            Thread.currentThread().setContextClassLoader(empty);
            RuntimeException e = assertThrows(RuntimeException.class, StormConfigLoader::readDefaultConfig);
            assertTrue(e.getMessage().startsWith("defaults.yaml not found on the classpath"), e.getMessage());
        }
    }

    @Test
    void multipleDefaultsNameTheResourcesAndTheLikelyCause() throws Exception {
        try (URLClassLoader loader = ConfigTestSupport.loaderWithRoot("duplicate-defaults")) {
            Thread.currentThread().setContextClassLoader(loader);
            RuntimeException e = assertThrows(RuntimeException.class, StormConfigLoader::readDefaultConfig);
            String message = e.getMessage();
            assertTrue(message.startsWith("Found multiple defaults.yaml resources on the classpath: ["), message);
            assertTrue(message.contains("duplicate-defaults/defaults.yaml"), message);
            assertTrue(message.contains("Apache Storm's own jars"), message);
        }
    }

    @Test
    void readCommandLineOptsUsesTheSystemProperty() {
        assertEquals(Map.of(), StormConfigLoader.readCommandLineOpts());
        System.setProperty(StormConfigLoader.OPTIONS_PROPERTY, "topology.workers=2");
        Map<String, Object> opts = StormConfigLoader.readCommandLineOpts();
        assertEquals(Map.of("topology.workers", 2), opts);
        assertEquals(Integer.class, opts.get("topology.workers").getClass());
        System.setProperty(StormConfigLoader.OPTIONS_PROPERTY, "a=null");
        assertTrue(StormConfigLoader.readCommandLineOpts().containsKey("a"));
        assertNull(StormConfigLoader.readCommandLineOpts().get("a"));
    }
}
