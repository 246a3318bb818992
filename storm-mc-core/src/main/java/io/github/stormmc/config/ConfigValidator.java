package io.github.stormmc.config;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;

/**
 * Checks a topology conf the way Storm does at submission: value types of Storm's own keys, and that the whole
 * conf survives a JSON round trip. Keys Storm does not know are not type-checked.
 */
public final class ConfigValidator {

    /** Config constant name by key, for messages that name both; built by reflection on the first message. */
    private static final class ConstantNames {
        static final Map<String, String> BY_KEY = constantNamesByKey();
    }

    private ConfigValidator() {
    }

    /**
     * Throws {@link IllegalArgumentException} for the first Storm key whose value has the wrong type. The message
     * names the Config constant and the key, the expected type and the offending value with its class.
     */
    public static void validateTopologyConf(Map<String, Object> conf) {
        // Storm-MC's own keys read when the topology is planned: rejected here, so submit reports them as invalid
        ChainingSetting.of(conf);
        ThreadPolicy.batch(conf);
        for (Map.Entry<String, Object> entry : conf.entrySet()) {
            List<ValueKind> kinds = StormConfigSchema.kindsOf(entry.getKey());
            if (kinds == null) {
                continue;
            }
            Object value = entry.getValue();
            if (value == null) {
                if (kinds.contains(ValueKind.NOT_NULL)) {
                    throw new IllegalArgumentException(
                        "Invalid topology config: " + name(entry.getKey()) + " must not be null");
                }
                continue;
            }
            for (ValueKind kind : kinds) {
                String problem = kind.problem(value);
                if (problem != null) {
                    throw new IllegalArgumentException("Invalid topology config: " + name(entry.getKey())
                        + " must be " + kind.expected() + ", but is " + ValueKind.describe(value)
                        + (problem.isEmpty() ? "" : "; " + problem));
                }
            }
        }
    }

    /**
     * Throws {@link IllegalArgumentException} unless every value is JSON-friendly: String, Boolean, Integer, Long,
     * Float, Double, BigInteger, null, collections of those, and maps with String keys, recursively. The message
     * gives the path to the offending value (e.g. {@code my.key[2]["field"]}) and its class.
     */
    public static void validateJsonSerializable(Map<String, Object> conf) {
        JsonFriendlyValues.check(conf);
    }

    /** {@code Config.NAME ("key")}; keys without a constant (none today) show only the key. */
    static String name(String key) {
        String constant = ConstantNames.BY_KEY.get(key);
        return constant == null ? "\"" + key + "\"" : "Config." + constant + " (\"" + key + "\")";
    }

    private static Map<String, String> constantNamesByKey() {
        Map<String, String> names = new HashMap<>();
        for (Field field : Config.class.getFields()) {
            int modifiers = field.getModifiers();
            if (Modifier.isStatic(modifiers) && field.getType() == String.class) {
                try {
                    names.put((String) field.get(null), field.getName());
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException("Cannot read Config." + field.getName(), e);
                }
            }
        }
        return Collections.unmodifiableMap(names);
    }
}
