package io.github.stormmc.config;

import java.math.BigInteger;
import java.util.Map;
import java.util.Set;

/**
 * What a Storm config key accepts, one rule per kind of value, mirroring how Storm 2.8.2 validates its
 * annotated Config keys. A key may combine several kinds (e.g. INTEGER and POSITIVE_NUMBER); see
 * {@link StormConfigSchema}. Every kind except {@link #NOT_NULL} accepts null.
 */
enum ValueKind {
    NOT_NULL("a non-null value") {
        @Override
        String problem(Object value) {
            return value == null ? "" : null;
        }
    },
    BOOLEAN("a Boolean") {
        @Override
        String problem(Object value) {
            return value instanceof Boolean ? null : "";
        }
    },
    STRING("a String") {
        @Override
        String problem(Object value) {
            return value instanceof String ? null : "";
        }
    },
    /** Any number whose value is a whole number within int range: Long 5 and Double 5.0 are fine. */
    INTEGER("an integer within int range") {
        @Override
        String problem(Object value) {
            return isWholeNumberWithin(value, Integer.MIN_VALUE, Integer.MAX_VALUE) ? null : "";
        }
    },
    LONG("an integer within long range") {
        @Override
        String problem(Object value) {
            return isWholeNumberWithin(value, Long.MIN_VALUE, Long.MAX_VALUE) ? null : "";
        }
    },
    NUMBER("a Number") {
        @Override
        String problem(Object value) {
            return value instanceof Number ? null : "";
        }
    },
    POSITIVE_NUMBER("a number greater than 0") {
        @Override
        String problem(Object value) {
            return value instanceof Number && ((Number) value).doubleValue() > 0 ? null : "";
        }
    },
    NON_NEGATIVE_NUMBER("a number of at least 0") {
        @Override
        String problem(Object value) {
            return value instanceof Number && ((Number) value).doubleValue() >= 0 ? null : "";
        }
    },
    STRING_LIST("a list of Strings") {
        @Override
        String problem(Object value) {
            return stringListProblem(value);
        }
    },
    STRING_OR_STRING_LIST("a String or a list of Strings") {
        @Override
        String problem(Object value) {
            return value instanceof String ? null : stringListProblem(value);
        }
    },
    MAP("a Map") {
        @Override
        String problem(Object value) {
            return value instanceof Map ? null : "";
        }
    },
    MAP_OF_STRINGS("a Map from String to String") {
        @Override
        String problem(Object value) {
            return mapProblem(value, String.class);
        }
    },
    MAP_OF_NUMBERS("a Map from String to Number") {
        @Override
        String problem(Object value) {
            return mapProblem(value, Number.class);
        }
    },
    MAP_OF_MAPS("a Map from String to a Map with String keys") {
        @Override
        String problem(Object value) {
            String problem = mapProblem(value, Map.class);
            if (problem != null) {
                return problem;
            }
            for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
                String inner = mapProblem(entry.getValue(), Object.class);
                if (inner != null && entry.getValue() != null) {
                    return "the value for \"" + entry.getKey() + "\" has a non-String key";
                }
            }
            return null;
        }
    },
    /** Class names, or single-entry maps {className: serializerClassName}. */
    KRYO_REGISTRATIONS("a list whose elements are class names or Maps from class name to serializer class name") {
        @Override
        String problem(Object value) {
            if (!isList(value)) {
                return "";
            }
            int index = 0;
            for (Object element : (Iterable<?>) value) {
                if (!(element instanceof String) && !isMapOfNonNullStrings(element)) {
                    return "element " + index + " is " + describe(element);
                }
                index++;
            }
            return null;
        }
    },
    METRICS_CONSUMERS("a list of Maps, each with a String \"class\" and an integer \"parallelism.hint\"") {
        @Override
        String problem(Object value) {
            return registrationsProblem(value, true, false);
        }
    },
    EVENT_LOGGERS("a list of Maps, each with a String \"class\" and optional Map \"arguments\"") {
        @Override
        String problem(Object value) {
            return registrationsProblem(value, false, true);
        }
    },
    METRICS_REPORTERS("a list of Maps, each with a String \"class\"") {
        @Override
        String problem(Object value) {
            return registrationsProblem(value, false, false);
        }
    },
    /** Either [[componentA, componentB], ...] or {component: {"maxNodeCoLocationCnt": n, "incompatibleComponents": [...]}}. */
    RAS_CONSTRAINTS("a list of [component, component] pairs, or a Map from component to a Map with keys"
            + " \"maxNodeCoLocationCnt\" and/or \"incompatibleComponents\"") {
        @Override
        String problem(Object value) {
            if (isList(value)) {
                for (Object pair : (Iterable<?>) value) {
                    if (stringListProblem(pair) != null) {
                        return "element " + describe(pair) + " is not a list of Strings";
                    }
                }
                return null;
            }
            if (!(value instanceof Map)) {
                return "";
            }
            for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
                if (!(entry.getValue() instanceof Map)) {
                    return "the constraints for " + entry.getKey() + " are not a Map";
                }
                for (Object type : ((Map<?, ?>) entry.getValue()).keySet()) {
                    if (!RAS_CONSTRAINT_TYPES.contains(type)) {
                        return "component " + entry.getKey() + " has unsupported constraint type \"" + type + "\"";
                    }
                }
            }
            return null;
        }
    },
    PACEMAKER_AUTH_METHOD("one of \"NONE\", \"DIGEST\", \"KERBEROS\"") {
        @Override
        String problem(Object value) {
            return PACEMAKER_AUTH_METHODS.contains(value) ? null : "";
        }
    },
    IMPERSONATION_ACL("a Map from user to a Map with \"hosts\" and \"groups\" entries") {
        @Override
        String problem(Object value) {
            String problem = mapProblem(value, Map.class);
            if (problem != null) {
                return problem;
            }
            for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
                Map<?, ?> acl = (Map<?, ?>) entry.getValue();
                if (acl == null || !acl.containsKey("hosts") || !acl.containsKey("groups")) {
                    return "the entry for " + entry.getKey() + " lacks \"hosts\" or \"groups\"";
                }
            }
            return null;
        }
    },
    /** A class name. Storm also loads the class to check its interface; those daemon classes don't exist here. */
    CLASS_NAME("a class name String") {
        @Override
        String problem(Object value) {
            return value instanceof String ? null : "";
        }
    },
    LOGGING_SENSITIVITY("one of \"S0\", \"S1\", \"S2\", \"S3\"") {
        @Override
        String problem(Object value) {
            return LOGGING_SENSITIVITIES.contains(value) ? null : "";
        }
    };

    private static final Set<String> RAS_CONSTRAINT_TYPES = Set.of("maxNodeCoLocationCnt", "incompatibleComponents");
    private static final Set<String> PACEMAKER_AUTH_METHODS = Set.of("NONE", "DIGEST", "KERBEROS");
    private static final Set<String> LOGGING_SENSITIVITIES = Set.of("S0", "S1", "S2", "S3");

    private final String expected;

    ValueKind(String expected) {
        this.expected = expected;
    }

    /** Human description of the accepted values, used in error messages. */
    String expected() {
        return expected;
    }

    /**
     * Null if {@code value} is acceptable; otherwise why not: "" when the type itself is wrong, or a detail
     * pointing inside a list or map. Callers pass null values only to {@link #NOT_NULL}.
     */
    abstract String problem(Object value);

    static String describe(Object value) {
        if (value == null) {
            return "null";
        }
        String text = value instanceof String ? "\"" + value + "\"" : String.valueOf(value);
        if (text.length() > 200) {
            text = text.substring(0, 200) + "...";
        }
        return text + " (" + value.getClass().getName() + ")";
    }

    private static boolean isWholeNumberWithin(Object value, long min, long max) {
        if (!(value instanceof Number)) {
            return false;
        }
        Number number = (Number) value;
        if (number instanceof BigInteger) {
            BigInteger big = (BigInteger) number;
            return big.compareTo(BigInteger.valueOf(min)) >= 0 && big.compareTo(BigInteger.valueOf(max)) <= 0;
        }
        double asDouble = number.doubleValue();
        if (Double.isNaN(asDouble) || Double.isInfinite(asDouble) || asDouble != Math.rint(asDouble)) {
            return false;
        }
        // Compare as doubles first so huge values (BigInteger, 1e300) cannot wrap around in longValue().
        if (asDouble < (double) min || asDouble > (double) max) {
            return false;
        }
        long asLong = number.longValue();
        return asLong >= min && asLong <= max;
    }

    private static boolean isList(Object value) {
        return value instanceof Iterable && !(value instanceof Map);
    }

    private static String stringListProblem(Object value) {
        if (!isList(value)) {
            return "";
        }
        int index = 0;
        for (Object element : (Iterable<?>) value) {
            if (element != null && !(element instanceof String)) {
                return "element " + index + " is " + describe(element);
            }
            index++;
        }
        return null;
    }

    /** Map with String keys and values that are null or of {@code valueType}. */
    private static String mapProblem(Object value, Class<?> valueType) {
        if (!(value instanceof Map)) {
            return "";
        }
        for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
            if (!(entry.getKey() instanceof String)) {
                return "key " + describe(entry.getKey()) + " is not a String";
            }
            Object v = entry.getValue();
            if (v != null && !valueType.isInstance(v)) {
                return "the value for \"" + entry.getKey() + "\" is " + describe(v);
            }
        }
        return null;
    }

    private static boolean isMapOfNonNullStrings(Object value) {
        if (!(value instanceof Map)) {
            return false;
        }
        for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
            if (!(entry.getKey() instanceof String) || !(entry.getValue() instanceof String)) {
                return false;
            }
        }
        return true;
    }

    private static String registrationsProblem(Object value, boolean needsParallelism, boolean mapArguments) {
        if (!isList(value)) {
            return "";
        }
        int index = 0;
        for (Object element : (Iterable<?>) value) {
            String where = "element " + index;
            if (!(element instanceof Map)) {
                return where + " is " + describe(element);
            }
            Map<?, ?> registration = (Map<?, ?>) element;
            if (!(registration.get("class") instanceof String)) {
                return where + " needs a String \"class\" entry";
            }
            if (needsParallelism && INTEGER.problem(registration.get("parallelism.hint")) != null) {
                return where + " needs an integer \"parallelism.hint\" entry";
            }
            Object arguments = registration.get("arguments");
            if (mapArguments && arguments != null && !(arguments instanceof Map)) {
                return where + " has \"arguments\" that is not a Map: " + describe(arguments);
            }
            index++;
        }
        return null;
    }
}
