package org.apache.storm.validation;

import io.github.stormmc.config.AnnotatedConfigKey;
import io.github.stormmc.config.ApplicationClasses;
import io.github.stormmc.config.ConfigClasses;
import io.github.stormmc.config.ConfigValidator;
import io.github.stormmc.config.ValidatorSpec;
import io.github.stormmc.config.ValueDescription;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.storm.Config;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Validates configurations against the keys declared by config classes, and the validators those declarations
 * use. A config class declares each key as a {@code public static final String} field annotated with
 * {@link ConfigValidationAnnotations}; fields marked {@link NotConf} are not keys.
 *
 * <p>Storm's own {@link Config} is the exception: its fields carry no annotations in Storm-MC, so its keys are
 * checked with Storm-MC's table of Storm's key types (the one topology submission uses), which follows the
 * annotations of Storm 2.8.2's {@code Config}. Messages name the configuration key and the offending value.
 */
public class ConfigValidation {

    private static final Logger LOG = LoggerFactory.getLogger(ConfigValidation.class);
    private static final int KEY_MODIFIERS = Modifier.PUBLIC | Modifier.STATIC | Modifier.FINAL;
    private static List<Class<?>> configClasses;

    /**
     * {@link Config} and the classes listed in {@code META-INF/services/org.apache.storm.validation.Validated}
     * resources; read once.
     */
    public static synchronized List<Class<?>> getConfigClasses() {
        if (configClasses == null) {
            configClasses = ConfigClasses.discover();
            LOG.debug("Config classes for validation: {}", configClasses);
        }
        return configClasses;
    }

    /** Validates the key declared by the field {@code fieldName} of one of {@link #getConfigClasses()}. */
    public static void validateField(String fieldName, Map<String, Object> conf) {
        validateField(fieldName, conf, getConfigClasses());
    }

    /**
     * Validates the key declared by the public field {@code fieldName} of one of {@code configs} (the last that has
     * it, as in Storm).
     */
    public static void validateField(String fieldName, Map<String, Object> conf, List<Class<?>> configs) {
        Field found = null;
        for (Class<?> config : configs) {
            try {
                found = config.getField(fieldName);
            } catch (NoSuchFieldException e) {
                // not declared by this class: try the others
            }
        }
        if (found == null) {
            throw new IllegalArgumentException("No config key field " + fieldName + " in any of " + configs);
        }
        validateField(found, conf);
    }

    /**
     * Validates {@code conf}'s value (null when absent) of the key {@code field} declares, with each validator its
     * annotations name; the validators are told the key (what users write in their confs) as the field's name.
     */
    public static void validateField(Field field, Map<String, Object> conf) {
        Object key = AnnotatedConfigKey.keyOf(field);
        if (field.getDeclaringClass() == Config.class) {
            Map<String, Object> single = new HashMap<>();
            single.put(String.valueOf(key), conf.get(key));
            ConfigValidator.validateTopologyConf(single);
            return;
        }
        for (ValidatorSpec check : AnnotatedConfigKey.checksOf(field)) {
            newValidator(check).validateField(String.valueOf(key), conf.get(key));
        }
    }

    /** Built with the annotation's elements when the validator has a {@code Map} constructor, else with none. */
    private static Validator newValidator(ValidatorSpec check) {
        if (!Validator.class.isAssignableFrom(check.validatorClass())) {
            throw new IllegalStateException(check.validatorClass().getName() + " is not a "
                + Validator.class.getName());
        }
        Class<? extends Validator> type = check.validatorClass().asSubclass(Validator.class);
        try {
            try {
                return type.getConstructor(Map.class).newInstance(check.params());
            } catch (NoSuchMethodException e) {
                return type.getConstructor().newInstance();
            }
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("Cannot create validator " + type.getName(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Cannot create validator " + type.getName()
                + ": it needs a public constructor taking a Map, or none", e);
        }
    }

    /** Validates a topology conf against {@link Config}'s keys only. */
    public static void validateTopoConf(Map<String, Object> topoConf) {
        validateFields(topoConf, List.of(Config.class));
    }

    /** Validates every key of {@code conf} that one of {@link #getConfigClasses()} declares. */
    public static void validateFields(Map<String, Object> conf) {
        validateFields(conf, getConfigClasses());
    }

    /**
     * Validates every key of {@code conf} that one of {@code classes} declares; keys no class declares are not
     * checked. For {@link Config}, also checks Storm-MC's own keys that topology submission checks.
     */
    public static void validateFields(Map<String, Object> conf, List<Class<?>> classes) {
        for (Class<?> config : classes) {
            if (config == Config.class) {
                ConfigValidator.validateTopologyConf(conf);
                continue;
            }
            for (Field field : config.getDeclaredFields()) {
                if (!isFieldAllowed(field)) {
                    continue;
                }
                Object key = AnnotatedConfigKey.keyOf(field);
                if (key instanceof String && conf.containsKey(key)) {
                    validateField(field, conf);
                }
            }
        }
    }

    /** Whether a field declares a configuration key: public static final String, not synthetic, not {@link NotConf}. */
    public static boolean isFieldAllowed(Field field) {
        return field.getAnnotation(NotConf.class) == null
            && field.getType() == String.class
            && (field.getModifiers() & KEY_MODIFIERS) == KEY_MODIFIERS
            && !field.isSynthetic();
    }

    /** "Field name must be ..., but is value (type)": every message names the key and the value. */
    private static IllegalArgumentException invalid(String name, String requirement, Object value) {
        return new IllegalArgumentException("Field " + name + " must " + requirement + ", but is "
            + ValueDescription.of(value));
    }

    /** A new instance of a validator class named by an annotation, through its public no-argument constructor. */
    private static Object instantiate(Class<?> type)
        throws IllegalAccessException, InstantiationException, NoSuchMethodException, InvocationTargetException {
        return type.getConstructor().newInstance();
    }

    private static boolean isIntegral(Object o) {
        return o instanceof Number && ((Number) o).longValue() == ((Number) o).doubleValue();
    }

    /**
     * Checks one configuration value. Subclasses have a public no-argument constructor or one taking the
     * annotation's elements as a map (or both: the map one is used).
     */
    public abstract static class Validator {
        public Validator(Map<String, Object> params) {
        }

        public Validator() {
        }

        /** Throws {@link IllegalArgumentException} when {@code o} is not acceptable for the key {@code name}. */
        public abstract void validateField(String name, Object o);
    }

    /** Rejects null (an absent key is null). */
    public static class NotNullValidator extends Validator {
        @Override
        public void validateField(String name, Object o) {
            if (o == null) {
                throw new IllegalArgumentException("Field " + name + " must not be null");
            }
        }
    }

    /** Accepts null and instances of the type given as {@code type}. */
    public static class SimpleTypeValidator extends Validator {
        private final Class<?> type;

        public SimpleTypeValidator(Map<String, Object> params) {
            this.type = (Class<?>) params.get(ConfigValidationAnnotations.ValidatorParams.TYPE);
        }

        public static void validateField(String name, Class<?> type, Object o) {
            if (o != null && !type.isInstance(o)) {
                throw invalid(name, "be of type " + type.getName(), o);
            }
        }

        @Override
        public void validateField(String name, Object o) {
            validateField(name, type, o);
        }
    }

    /** Accepts null and the name of a class assignable to {@code baseType}. */
    public static class DerivedTypeValidator extends Validator {
        private final Class<?> baseType;

        public DerivedTypeValidator(Map<String, Object> params) {
            this.baseType = (Class<?>) params.get(ConfigValidationAnnotations.ValidatorParams.BASE_TYPE);
        }

        public static void validateField(String name, Class<?> baseType, Object actualTypeName) {
            if (actualTypeName == null) {
                return;
            }
            Class<?> actual;
            try {
                actual = ApplicationClasses.forName(actualTypeName.toString());
            } catch (ClassNotFoundException e) {
                throw invalid(name, "name a class on the classpath deriving from " + baseType.getName(),
                    actualTypeName);
            }
            if (!baseType.isAssignableFrom(actual)) {
                throw invalid(name, "name a class deriving from " + baseType.getName(), actualTypeName);
            }
        }

        @Override
        public void validateField(String name, Object actualTypeName) {
            validateField(name, baseType, actualTypeName);
        }
    }

    /** Accepts null and Strings; when {@code acceptedValues} are given, only those (and not null). */
    public static class StringValidator extends Validator {
        /** Null: any String. */
        private final Set<String> acceptedValues;

        public StringValidator() {
            this.acceptedValues = null;
        }

        public StringValidator(Map<String, Object> params) {
            String[] given = (String[]) params.get(ConfigValidationAnnotations.ValidatorParams.ACCEPTED_VALUES);
            Set<String> values = given == null ? Set.of() : new TreeSet<>(Arrays.asList(given));
            // the annotation's default is {""}: no restriction
            boolean unrestricted = values.isEmpty() || values.equals(Set.of(""));
            this.acceptedValues = unrestricted ? null : values;
        }

        @Override
        public void validateField(String name, Object o) {
            SimpleTypeValidator.validateField(name, String.class, o);
            // as in Storm, null is not among the accepted values
            if (acceptedValues != null && (o == null || !acceptedValues.contains(o))) {
                throw invalid(name, "be one of " + acceptedValues, o);
            }
        }
    }

    public static class BooleanValidator extends Validator {
        @Override
        public void validateField(String name, Object o) {
            SimpleTypeValidator.validateField(name, Boolean.class, o);
        }
    }

    public static class NumberValidator extends Validator {
        @Override
        public void validateField(String name, Object o) {
            SimpleTypeValidator.validateField(name, Number.class, o);
        }
    }

    /** Accepts null and {@link Double}s only (not other Number types). */
    public static class DoubleValidator extends Validator {
        @Override
        public void validateField(String name, Object o) {
            SimpleTypeValidator.validateField(name, Double.class, o);
        }
    }

    /** Accepts null and any Number with an integral value within int range (e.g. {@code 3L}, {@code 3.0}). */
    public static class IntegerValidator extends Validator {
        @Override
        public void validateField(String name, Object o) {
            validateInteger(name, o);
        }

        public void validateInteger(String name, Object o) {
            if (o == null) {
                return;
            }
            if (isIntegral(o)) {
                long value = ((Number) o).longValue();
                if (value >= Integer.MIN_VALUE && value <= Integer.MAX_VALUE) {
                    return;
                }
            }
            throw invalid(name, "be an integer within int range", o);
        }
    }

    /** Accepts null and any Number with an integral value within long range. */
    public static class LongValidator extends Validator {
        @Override
        public void validateField(String name, Object o) {
            validateLong(name, o);
        }

        public void validateLong(String name, Object o) {
            if (o != null && !isIntegral(o)) {
                throw invalid(name, "be an integer within long range", o);
            }
        }
    }

    /** Accepts null and a Map from String to a list of Strings with entries "hosts" and "groups". */
    public static class ImpersonationAclUserEntryValidator extends Validator {
        @Override
        public void validateField(String name, Object o) {
            if (o == null) {
                return;
            }
            ConfigValidationUtils.mapFv(ConfigValidationUtils.fv(String.class, false),
                ConfigValidationUtils.listFv(String.class, false), false).validateField(name, o);
            Map<?, ?> map = (Map<?, ?>) o;
            for (String required : List.of("hosts", "groups")) {
                if (!map.containsKey(required)) {
                    throw invalid(name, "have an entry \"" + required + "\"", o);
                }
            }
        }
    }

    /** Accepts null and an Iterable whose elements are pairwise unequal. */
    public static class NoDuplicateInListValidator extends Validator {
        @Override
        public void validateField(String name, Object field) {
            if (field == null) {
                return;
            }
            SimpleTypeValidator.validateField(name, Iterable.class, field);
            Set<Object> seen = new HashSet<>();
            for (Object element : (Iterable<?>) field) {
                if (!seen.add(element)) {
                    throw invalid(name, "contain no duplicate elements (" + element + " repeats)", field);
                }
            }
        }
    }

    /** Accepts null, a String, or an Iterable of Strings. */
    public static class StringOrStringListValidator extends Validator {
        private final ConfigValidationUtils.FieldValidator stringList =
            ConfigValidationUtils.listFv(String.class, false);

        @Override
        public void validateField(String name, Object o) {
            if (o != null && !(o instanceof String)) {
                stringList.validateField(name, o);
            }
        }
    }

    /**
     * Accepts null and an Iterable whose elements are class names (Strings) or Maps from String to String (class
     * to serializer).
     */
    public static class KryoRegValidator extends Validator {
        @Override
        public void validateField(String name, Object o) {
            if (o == null) {
                return;
            }
            if (!(o instanceof Iterable)) {
                throw invalid(name, "be an Iterable of Strings or Maps of Strings", o);
            }
            for (Object element : (Iterable<?>) o) {
                if (!isRegistration(element)) {
                    throw invalid(name, "contain only Strings or Maps of Strings (element " + element + ")", o);
                }
            }
        }

        private static boolean isRegistration(Object element) {
            if (element instanceof String) {
                return true;
            }
            if (!(element instanceof Map)) {
                return false;
            }
            for (Map.Entry<?, ?> entry : ((Map<?, ?>) element).entrySet()) {
                if (!(entry.getKey() instanceof String) || !(entry.getValue() instanceof String)) {
                    return false;
                }
            }
            return true;
        }
    }

    /** Accepts null and any Number with an integral value that is a positive power of 2 (1, 2, 4, ...). */
    public static class PowerOf2Validator extends Validator {
        @Override
        public void validateField(String name, Object o) {
            if (o == null) {
                return;
            }
            if (isIntegral(o)) {
                long value = ((Number) o).longValue();
                if (value > 0 && (value & (value - 1)) == 0) {
                    return;
                }
            }
            throw invalid(name, "be a power of 2", o);
        }
    }

    /** Accepts null and an Iterable whose every element is a {@code type} (null elements pass). */
    public static class ListEntryTypeValidator extends Validator {
        private final Class<?> type;

        public ListEntryTypeValidator(Map<String, Object> params) {
            this.type = (Class<?>) params.get(ConfigValidationAnnotations.ValidatorParams.TYPE);
        }

        public static void validateField(String name, Class<?> type, Object o) {
            ConfigValidationUtils.listFv(type, false).validateField(name, o);
        }

        @Override
        public void validateField(String name, Object o) {
            validateField(name, type, o);
        }
    }

    /**
     * Accepts null and an Iterable whose every element passes each of the {@code entryValidatorClasses}; a class
     * that is no {@link Validator} is skipped with a warning, as in Storm.
     */
    public static class ListEntryCustomValidator extends Validator {
        private final Class<?>[] entryValidators;

        public ListEntryCustomValidator(Map<String, Object> params) {
            this.entryValidators = (Class<?>[]) params.get(
                ConfigValidationAnnotations.ValidatorParams.ENTRY_VALIDATOR_CLASSES);
        }

        public static void validateField(String name, Class<?>[] validators, Object o)
            throws IllegalAccessException, InstantiationException, NoSuchMethodException, InvocationTargetException {
            if (o == null) {
                return;
            }
            SimpleTypeValidator.validateField(name, Iterable.class, o);
            for (Object entry : (Iterable<?>) o) {
                for (Class<?> type : validators) {
                    Object validator = instantiate(type);
                    if (validator instanceof Validator) {
                        ((Validator) validator).validateField(name + " list entry", entry);
                    } else {
                        LOG.warn("{} is not a ConfigValidation.Validator: it cannot check list entries of {}",
                            type.getName(), name);
                    }
                }
            }
        }

        @Override
        public void validateField(String name, Object o) {
            try {
                validateField(name, entryValidators, o);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("Cannot create an entry validator for " + name, e);
            }
        }
    }

    /** Accepts null and a Map whose keys are {@code keyType} and values {@code valueType} (nulls pass). */
    public static class MapEntryTypeValidator extends Validator {
        private final Class<?> keyType;
        private final Class<?> valueType;

        public MapEntryTypeValidator(Map<String, Object> params) {
            this.keyType = (Class<?>) params.get(ConfigValidationAnnotations.ValidatorParams.KEY_TYPE);
            this.valueType = (Class<?>) params.get(ConfigValidationAnnotations.ValidatorParams.VALUE_TYPE);
        }

        public static void validateField(String name, Class<?> keyType, Class<?> valueType, Object o) {
            ConfigValidationUtils.mapFv(keyType, valueType, false).validateField(name, o);
        }

        @Override
        public void validateField(String name, Object o) {
            validateField(name, keyType, valueType, o);
        }
    }

    /**
     * Accepts null and a Map whose every key passes each key validator and every value each value validator; a
     * class that is no {@link Validator} is skipped with a warning, as in Storm.
     */
    public static class MapEntryCustomValidator extends Validator {
        private final Class<?>[] keyValidators;
        private final Class<?>[] valueValidators;

        public MapEntryCustomValidator(Map<String, Object> params) {
            this.keyValidators = (Class<?>[]) params.get(
                ConfigValidationAnnotations.ValidatorParams.KEY_VALIDATOR_CLASSES);
            this.valueValidators = (Class<?>[]) params.get(
                ConfigValidationAnnotations.ValidatorParams.VALUE_VALIDATOR_CLASSES);
        }

        public static void validateField(String name, Class<?>[] keyValidators, Class<?>[] valueValidators, Object o)
            throws IllegalAccessException, InstantiationException, NoSuchMethodException, InvocationTargetException {
            if (o == null) {
                return;
            }
            SimpleTypeValidator.validateField(name, Map.class, o);
            for (Map.Entry<?, ?> entry : ((Map<?, ?>) o).entrySet()) {
                apply(keyValidators, name + " Map key", entry.getKey());
                apply(valueValidators, name + " Map value", entry.getValue());
            }
        }

        private static void apply(Class<?>[] types, String what, Object value)
            throws IllegalAccessException, InstantiationException, NoSuchMethodException, InvocationTargetException {
            for (Class<?> type : types) {
                Object validator = instantiate(type);
                if (validator instanceof Validator) {
                    ((Validator) validator).validateField(what, value);
                } else {
                    LOG.warn("{} is not a ConfigValidation.Validator: it cannot check {}", type.getName(), what);
                }
            }
        }

        @Override
        public void validateField(String name, Object o) {
            try {
                validateField(name, keyValidators, valueValidators, o);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("Cannot create a map entry validator for " + name, e);
            }
        }
    }

    /** Accepts null and Numbers greater than 0, or at least 0 with {@code includeZero}. */
    public static class PositiveNumberValidator extends Validator {
        private final boolean includeZero;

        public PositiveNumberValidator() {
            this.includeZero = false;
        }

        public PositiveNumberValidator(Map<String, Object> params) {
            this.includeZero =
                Boolean.TRUE.equals(params.get(ConfigValidationAnnotations.ValidatorParams.INCLUDE_ZERO));
        }

        public static void validateField(String name, boolean includeZero, Object o) {
            if (o == null) {
                return;
            }
            if (o instanceof Number) {
                double value = ((Number) o).doubleValue();
                if (includeZero ? value >= 0.0 : value > 0.0) {
                    return;
                }
            }
            throw invalid(name, includeZero ? "be a number of at least 0" : "be a number greater than 0", o);
        }

        @Override
        public void validateField(String name, Object o) {
            validateField(name, includeZero, o);
        }
    }

    /** Accepts null and a Map with a "class" entry that is a String (or null). */
    public static class ClusterMetricRegistryValidator extends Validator {
        @Override
        public void validateField(String name, Object o) {
            if (o == null) {
                return;
            }
            Map<?, ?> map = requireMapWith(name, o, "class");
            SimpleTypeValidator.validateField(name + " class", String.class, map.get("class"));
        }
    }

    /** Accepts null and a Map with a String "class" and an integer "parallelism.hint" entry (either may be null). */
    public static class MetricRegistryValidator extends Validator {
        @Override
        public void validateField(String name, Object o) {
            if (o == null) {
                return;
            }
            Map<?, ?> map = requireMapWith(name, o, "class", "parallelism.hint");
            SimpleTypeValidator.validateField(name + " class", String.class, map.get("class"));
            new IntegerValidator().validateField(name + " parallelism.hint", map.get("parallelism.hint"));
        }
    }

    /** Accepts null and a Map with a String "class" entry and, optionally, a "filter" Map whose "class" is a String. */
    public static class MetricReportersValidator extends Validator {
        @Override
        public void validateField(String name, Object o) {
            if (o == null) {
                return;
            }
            Map<?, ?> map = requireMapWith(name, o, "class");
            if (map.containsKey("filter")) {
                Object filter = map.get("filter");
                if (!(filter instanceof Map)) {
                    throw invalid(name + " filter", "be a Map", filter);
                }
                SimpleTypeValidator.validateField(name + " filter class", String.class,
                    ((Map<?, ?>) filter).get("class"));
            }
            SimpleTypeValidator.validateField(name + " class", String.class, map.get("class"));
        }
    }

    /** Accepts null and a Map with a String "class" entry and, optionally, a Map "arguments". */
    public static class EventLoggerRegistryValidator extends Validator {
        @Override
        public void validateField(String name, Object o) {
            if (o == null) {
                return;
            }
            Map<?, ?> map = requireMapWith(name, o, "class");
            SimpleTypeValidator.validateField(name + " class", String.class, map.get("class"));
            SimpleTypeValidator.validateField(name + " arguments", Map.class, map.get("arguments"));
        }
    }

    /** Accepts a non-null Map from String to a non-null Map with String keys. */
    public static class MapOfStringToMapOfStringToObjectValidator extends Validator {
        @Override
        public void validateField(String name, Object o) {
            ConfigValidationUtils.mapFv(ConfigValidationUtils.fv(String.class, false),
                ConfigValidationUtils.mapFv(String.class, Object.class, true), true).validateField(name, o);
        }
    }

    /** Accepts "NONE", "DIGEST" and "KERBEROS" only (not null). */
    public static class PacemakerAuthTypeValidator extends Validator {
        private static final Set<String> METHODS = new LinkedHashSet<>(List.of("NONE", "DIGEST", "KERBEROS"));

        @Override
        public void validateField(String name, Object o) {
            if (!METHODS.contains(o)) {
                throw invalid(name, "be one of " + METHODS, o);
            }
        }
    }

    /** Accepts null and values that exactly one of the {@code valueValidatorClasses} accepts. */
    public static class CustomIsExactlyOneOfValidators extends Validator {
        private final Class<?>[] subValidators;

        public CustomIsExactlyOneOfValidators(Map<String, Object> params) {
            this.subValidators = (Class<?>[]) params.get(
                ConfigValidationAnnotations.ValidatorParams.VALUE_VALIDATOR_CLASSES);
        }

        @Override
        public void validateField(String name, Object o) {
            if (o == null) {
                return;
            }
            List<String> accepting = new ArrayList<>();
            Map<String, String> rejections = new LinkedHashMap<>();
            for (Class<?> type : subValidators) {
                Object validator;
                try {
                    validator = instantiate(type);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalArgumentException("Cannot create validator " + type.getName() + " for " + name, e);
                }
                if (!(validator instanceof Validator)) {
                    LOG.warn("{} is not a ConfigValidation.Validator: it cannot check {}", type.getName(), name);
                    continue;
                }
                try {
                    ((Validator) validator).validateField(name + " " + type.getSimpleName() + " value", o);
                    accepting.add(type.getName());
                } catch (RuntimeException e) {
                    rejections.put(type.getName(), e.getMessage());
                }
            }
            if (accepting.isEmpty()) {
                throw invalid(name, "pass one of " + names(subValidators) + " (" + rejections + ")", o);
            }
            if (accepting.size() > 1) {
                throw invalid(name, "pass exactly one of " + names(subValidators) + ", not all of " + accepting, o);
            }
        }

        private static List<String> names(Class<?>[] types) {
            return Arrays.stream(types).map(Class::getName).toList();
        }
    }

    /**
     * Accepts null and a Map from component to a Map of constraints: "maxNodeCoLocationCnt" (anything whose text is
     * an int) and "incompatibleComponents" (a component name or a list of them).
     */
    public static class RasConstraintsTypeValidator extends Validator {
        public static final String CONSTRAINT_TYPE_MAX_NODE_CO_LOCATION_CNT = "maxNodeCoLocationCnt";
        public static final String CONSTRAINT_TYPE_INCOMPATIBLE_COMPONENTS = "incompatibleComponents";

        @Override
        public void validateField(String name, Object o) {
            if (o == null) {
                return;
            }
            if (!(o instanceof Map)) {
                throw invalid(name, "be a Map from component to a Map of constraints", o);
            }
            for (Map.Entry<?, ?> component : ((Map<?, ?>) o).entrySet()) {
                if (!(component.getKey() instanceof String) || !(component.getValue() instanceof Map)) {
                    throw invalid(name, "map each component name to a Map with keys "
                        + CONSTRAINT_TYPE_MAX_NODE_CO_LOCATION_CNT + " and " + CONSTRAINT_TYPE_INCOMPATIBLE_COMPONENTS
                        + " (component " + component.getKey() + ")", o);
                }
                for (Map.Entry<?, ?> constraint : ((Map<?, ?>) component.getValue()).entrySet()) {
                    checkConstraint(name, component.getKey(), constraint.getKey(), constraint.getValue(), o);
                }
            }
        }

        private static void checkConstraint(String name, Object component, Object type, Object value, Object whole) {
            String where = name + " component " + component + " constraint " + type;
            if (CONSTRAINT_TYPE_MAX_NODE_CO_LOCATION_CNT.equals(type)) {
                try {
                    Integer.parseInt(String.valueOf(value));
                } catch (NumberFormatException e) {
                    throw invalid(where, "be an int", value);
                }
            } else if (CONSTRAINT_TYPE_INCOMPATIBLE_COMPONENTS.equals(type)) {
                // as in Storm, only a list's elements are checked; any other single value is accepted
                if (value instanceof List) {
                    for (Object other : (List<?>) value) {
                        if (!(other instanceof String)) {
                            throw invalid(where, "list component names (element " + other + ")", value);
                        }
                    }
                }
            } else {
                throw invalid(name + " component " + component, "have only the constraints "
                    + CONSTRAINT_TYPE_MAX_NODE_CO_LOCATION_CNT + " and " + CONSTRAINT_TYPE_INCOMPATIBLE_COMPONENTS
                    + " (not " + type + ")", whole);
            }
        }
    }

    /** Accepts null and a Map with Number (or null) entries "cpu" and "memory". */
    public static class UserResourcePoolEntryValidator extends Validator {
        @Override
        public void validateField(String name, Object o) {
            if (o == null) {
                return;
            }
            Map<?, ?> map = requireMapWith(name, o, "cpu", "memory");
            SimpleTypeValidator.validateField(name + " cpu", Number.class, map.get("cpu"));
            SimpleTypeValidator.validateField(name + " memory", Number.class, map.get("memory"));
        }
    }

    /**
     * Accepts null and the name of a class assignable to {@code implementsClass}; a missing {@code backtype.storm}
     * class is looked up again under {@code org.apache.storm}, as Storm does for topologies of Storm 0.x.
     */
    public static class ImplementsClassValidator extends Validator {
        private final Class<?> classImplements;

        public ImplementsClassValidator(Map<String, Object> params) {
            this.classImplements = (Class<?>) params.get(ConfigValidationAnnotations.ValidatorParams.IMPLEMENTS_CLASS);
        }

        @Override
        public void validateField(String name, Object o) {
            if (o == null) {
                return;
            }
            SimpleTypeValidator.validateField(name, String.class, o);
            String className = (String) o;
            Class<?> type;
            try {
                type = ApplicationClasses.forName(className);
            } catch (ClassNotFoundException e) {
                if (className.startsWith("backtype.storm")) {
                    LOG.warn("{}: class {} not found, trying it under org.apache.storm", name, className);
                    validateField(name, className.replace("backtype.storm", "org.apache.storm"));
                    return;
                }
                throw invalid(name, "name a class on the classpath implementing " + classImplements.getName(), o);
            }
            if (!classImplements.isAssignableFrom(type)) {
                throw invalid(name, "name a class implementing " + classImplements.getName(), o);
            }
        }
    }

    /** Accepts null and a List whose elements are Lists of Strings. */
    public static class ListOfListOfStringValidator extends Validator {
        @Override
        public void validateField(String name, Object o) throws IllegalArgumentException {
            if (o == null) {
                return;
            }
            if (o instanceof List && ((List<?>) o).stream().allMatch(ListOfListOfStringValidator::isStringList)) {
                return;
            }
            throw invalid(name, "be a List of Lists of Strings", o);
        }

        private static boolean isStringList(Object element) {
            return element instanceof List && ((List<?>) element).stream().allMatch(s -> s instanceof String);
        }
    }

    /** {@code o} as a Map, after checking it is one and has every one of {@code keys}. */
    private static Map<?, ?> requireMapWith(String name, Object o, String... keys) {
        SimpleTypeValidator.validateField(name, Map.class, o);
        Map<?, ?> map = (Map<?, ?>) o;
        for (String key : keys) {
            if (!map.containsKey(key)) {
                throw invalid(name, "have an entry \"" + key + "\"", o);
            }
        }
        return map;
    }
}
