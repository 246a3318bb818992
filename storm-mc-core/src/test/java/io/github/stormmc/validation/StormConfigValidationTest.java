package io.github.stormmc.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.utils.Utils;
import org.apache.storm.validation.ConfigValidation;
import org.junit.jupiter.api.Test;

/** Storm's own keys, which Storm-MC checks with its table of Storm's key types. */
class StormConfigValidationTest {

    @Test
    void stormMcDefaultsPass() {
        Map<String, Object> defaults = Utils.readDefaultConfig();
        ConfigValidation.validateFields(defaults);
        ConfigValidation.validateTopoConf(defaults);
    }

    @Test
    void aWrongTypedWorkerCountIsRejected() {
        Map<String, Object> conf = new HashMap<>(Utils.readDefaultConfig());
        conf.put(Config.TOPOLOGY_WORKERS, "4");
        String expected = "Invalid topology config: Config.TOPOLOGY_WORKERS (\"topology.workers\") must be an integer"
            + " within int range, but is \"4\" (java.lang.String)";
        assertEquals(expected, assertThrows(IllegalArgumentException.class,
            () -> ConfigValidation.validateFields(conf)).getMessage());
        assertEquals(expected, assertThrows(IllegalArgumentException.class,
            () -> ConfigValidation.validateTopoConf(conf)).getMessage());
        assertEquals(expected, assertThrows(IllegalArgumentException.class,
            () -> ConfigValidation.validateField("TOPOLOGY_WORKERS", conf)).getMessage());
        conf.put(Config.TOPOLOGY_WORKERS, 4L);
        ConfigValidation.validateFields(conf);
    }

    @Test
    void oneStormKeyIsValidatedWithoutLookingAtTheOthers() {
        Map<String, Object> conf = new HashMap<>();
        conf.put(Config.TOPOLOGY_DEBUG, "yes");
        conf.put(Config.TOPOLOGY_WORKERS, 2);
        ConfigValidation.validateField("TOPOLOGY_WORKERS", conf);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> ConfigValidation.validateField("TOPOLOGY_DEBUG", conf));
        assertEquals("Invalid topology config: Config.TOPOLOGY_DEBUG (\"topology.debug\") must be a Boolean, but is"
            + " \"yes\" (java.lang.String)", e.getMessage());
    }
}
