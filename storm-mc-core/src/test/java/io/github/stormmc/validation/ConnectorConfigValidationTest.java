package io.github.stormmc.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.validation.ConfigValidation;
import org.junit.jupiter.api.Test;

/** A connector's annotated config class validated the way the connector does it. */
class ConnectorConfigValidationTest {

    private static final List<Class<?>> CONNECTOR = List.of(ExampleConnectorConfigs.class);

    private static Map<String, Object> goodConf() {
        Map<String, Object> conf = new HashMap<>();
        conf.put(ExampleConnectorConfigs.URI, "hdfs://namenode:8020");
        conf.put(ExampleConnectorConfigs.FORMAT, "seq");
        conf.put(ExampleConnectorConfigs.CLEAN_ON_START, true);
        conf.put(ExampleConnectorConfigs.BATCH_SIZE, 3L);
        conf.put(ExampleConnectorConfigs.TIMEOUT_SECS, 0);
        conf.put(ExampleConnectorConfigs.PROPERTIES, Map.of("user", "storm"));
        conf.put(ExampleConnectorConfigs.LOCK_DIR, ".lock");
        conf.put("some.other.key", List.of(1, 2));
        return conf;
    }

    private static String rejection(String key, Object value) {
        Map<String, Object> conf = goodConf();
        conf.put(key, value);
        return assertThrows(IllegalArgumentException.class, () -> ConfigValidation.validateFields(conf, CONNECTOR))
            .getMessage();
    }

    @Test
    void aConfWithGoodValuesAndUndeclaredKeysPasses() {
        ConfigValidation.validateFields(goodConf(), CONNECTOR);
        ConfigValidation.validateFields(new HashMap<>(), CONNECTOR);
    }

    @Test
    void eachBadValueIsRejectedWithAMessageNamingItsKeyAndValue() {
        assertEquals("Field example.uri must be of type java.lang.String, but is 8020 (java.lang.Integer)",
            rejection(ExampleConnectorConfigs.URI, 8020));
        assertEquals("Field example.format must be one of [seq, text], but is \"csv\" (java.lang.String)",
            rejection(ExampleConnectorConfigs.FORMAT, "csv"));
        assertEquals("Field example.clean.on.start must be of type java.lang.Boolean, but is \"yes\" (java.lang.String)",
            rejection(ExampleConnectorConfigs.CLEAN_ON_START, "yes"));
        assertEquals("Field example.batch.size must be an integer within int range, but is 2.5 (java.lang.Double)",
            rejection(ExampleConnectorConfigs.BATCH_SIZE, 2.5));
        assertEquals("Field example.timeout.secs must be a number of at least 0, but is -1 (java.lang.Integer)",
            rejection(ExampleConnectorConfigs.TIMEOUT_SECS, -1));
        assertEquals("Each value in the map example.properties must be a java.lang.String, but is 7 (java.lang.Integer)",
            rejection(ExampleConnectorConfigs.PROPERTIES, Map.of("retries", 7)));
        assertEquals("example.lock.dir must be a relative directory name, not /tmp/lock",
            rejection(ExampleConnectorConfigs.LOCK_DIR, "/tmp/lock"));
    }

    @Test
    void aNotConfFieldIsNoKey() throws Exception {
        assertFalse(ConfigValidation.isFieldAllowed(ExampleConnectorConfigs.class.getField("DEFAULT_LOCK_DIR")));
        assertTrue(ConfigValidation.isFieldAllowed(ExampleConnectorConfigs.class.getField("LOCK_DIR")));
        Map<String, Object> conf = goodConf();
        conf.put(ExampleConnectorConfigs.DEFAULT_LOCK_DIR, 42);
        ConfigValidation.validateFields(conf, CONNECTOR);
    }

    @Test
    void oneFieldIsValidatedByName() {
        Map<String, Object> conf = goodConf();
        conf.put(ExampleConnectorConfigs.BATCH_SIZE, "ten");
        ConfigValidation.validateField("URI", conf, CONNECTOR);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> ConfigValidation.validateField("BATCH_SIZE", conf, CONNECTOR));
        assertEquals("Field example.batch.size must be an integer within int range, but is \"ten\" (java.lang.String)",
            e.getMessage());
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
            () -> ConfigValidation.validateField("NO_SUCH_KEY", conf, CONNECTOR));
        assertEquals("No config key field NO_SUCH_KEY in any of [class io.github.stormmc.validation.ExampleConnectorConfigs]",
            unknown.getMessage());
    }

    @Test
    void classesListedAsValidatedAreFoundAndCheckedByValidateFields() {
        assertEquals(List.of(Config.class, ExampleConnectorConfigs.class), ConfigValidation.getConfigClasses());
        Map<String, Object> conf = goodConf();
        ConfigValidation.validateFields(conf);
        conf.put(ExampleConnectorConfigs.CLEAN_ON_START, "true");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> ConfigValidation.validateFields(conf));
        assertEquals("Field example.clean.on.start must be of type java.lang.Boolean, but is \"true\" (java.lang.String)",
            e.getMessage());
        // validateTopoConf checks Storm's keys only
        ConfigValidation.validateTopoConf(conf);
    }
}
