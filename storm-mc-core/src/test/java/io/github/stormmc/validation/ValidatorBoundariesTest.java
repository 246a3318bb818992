package io.github.stormmc.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.validation.ConfigValidation;
import org.apache.storm.validation.ConfigValidation.Validator;
import org.apache.storm.validation.ConfigValidationUtils;
import org.junit.jupiter.api.Test;

/** Each validator family at the edges of what it accepts; messages name the key ("k") and the bad value. */
class ValidatorBoundariesTest {

    private static void accepts(Validator validator, Object... values) {
        for (Object value : values) {
            validator.validateField("k", value);
        }
    }

    private static String rejects(Validator validator, Object value) {
        return assertThrows(IllegalArgumentException.class, () -> validator.validateField("k", value),
            () -> "accepted " + value).getMessage();
    }

    private static Map<String, Object> params(String name, Object value) {
        Map<String, Object> params = new HashMap<>();
        params.put(name, value);
        return params;
    }

    private static Map<String, Object> map(Object... keysAndValues) {
        Map<String, Object> map = new java.util.LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }

    @Test
    void powerOf2() {
        Validator v = new ConfigValidation.PowerOf2Validator();
        accepts(v, 1, 2, 4, 1024L, 8.0, null, (long) 1 << 62);
        assertEquals("Field k must be a power of 2, but is 0 (java.lang.Integer)", rejects(v, 0));
        assertEquals("Field k must be a power of 2, but is 3 (java.lang.Integer)", rejects(v, 3));
        assertEquals("Field k must be a power of 2, but is -2 (java.lang.Integer)", rejects(v, -2));
        assertEquals("Field k must be a power of 2, but is 2.5 (java.lang.Double)", rejects(v, 2.5));
        assertEquals("Field k must be a power of 2, but is \"4\" (java.lang.String)", rejects(v, "4"));
    }

    @Test
    void positiveNumberWithAndWithoutZero() {
        Validator strict = new ConfigValidation.PositiveNumberValidator();
        accepts(strict, 1, 0.001, Long.MAX_VALUE, null);
        assertEquals("Field k must be a number greater than 0, but is 0 (java.lang.Integer)", rejects(strict, 0));
        assertEquals("Field k must be a number greater than 0, but is \"1\" (java.lang.String)", rejects(strict, "1"));
        Validator withZero = new ConfigValidation.PositiveNumberValidator(params("includeZero", true));
        accepts(withZero, 0, 0.0, 5);
        assertEquals("Field k must be a number of at least 0, but is -0.5 (java.lang.Double)", rejects(withZero, -0.5));
        ConfigValidation.PositiveNumberValidator.validateField("k", true, 0L);
        assertEquals("Field k must be a number greater than 0, but is NaN (java.lang.Double)",
            assertThrows(IllegalArgumentException.class,
                () -> ConfigValidation.PositiveNumberValidator.validateField("k", false, Double.NaN)).getMessage());
    }

    @Test
    void integersAndLongsAreIntegralNumbersOfAnyType() {
        ConfigValidation.IntegerValidator ints = new ConfigValidation.IntegerValidator();
        accepts(ints, Integer.MAX_VALUE, (long) Integer.MIN_VALUE, 3.0, (short) 7, null);
        assertEquals("Field k must be an integer within int range, but is 2147483648 (java.lang.Long)",
            rejects(ints, Integer.MAX_VALUE + 1L));
        assertEquals("Field k must be an integer within int range, but is 2.5 (java.lang.Double)", rejects(ints, 2.5));
        assertEquals("Field k must be an integer within int range, but is \"1\" (java.lang.String)",
            assertThrows(IllegalArgumentException.class, () -> ints.validateInteger("k", "1")).getMessage());
        ConfigValidation.LongValidator longs = new ConfigValidation.LongValidator();
        accepts(longs, Long.MAX_VALUE, 3.0, 1, null);
        assertEquals("Field k must be an integer within long range, but is 0.5 (java.lang.Float)", rejects(longs, 0.5f));
        assertEquals("Field k must be an integer within long range, but is true (java.lang.Boolean)",
            assertThrows(IllegalArgumentException.class, () -> longs.validateLong("k", true)).getMessage());
    }

    @Test
    void simpleTypes() {
        accepts(new ConfigValidation.NumberValidator(), 1, 2.5, 3L, null);
        assertEquals("Field k must be of type java.lang.Number, but is \"1\" (java.lang.String)",
            rejects(new ConfigValidation.NumberValidator(), "1"));
        accepts(new ConfigValidation.DoubleValidator(), 1.0, null);
        assertEquals("Field k must be of type java.lang.Double, but is 1 (java.lang.Integer)",
            rejects(new ConfigValidation.DoubleValidator(), 1));
        accepts(new ConfigValidation.BooleanValidator(), true, false, null);
        assertEquals("Field k must be of type java.lang.Boolean, but is \"false\" (java.lang.String)",
            rejects(new ConfigValidation.BooleanValidator(), "false"));
        accepts(new ConfigValidation.StringValidator(), "", "x", null);
        accepts(new ConfigValidation.SimpleTypeValidator(params("type", List.class)), List.of(), null);
        assertEquals("Field k must be of type java.util.List, but is {} (java.util.HashMap)",
            rejects(new ConfigValidation.SimpleTypeValidator(params("type", List.class)), new HashMap<>()));
        accepts(new ConfigValidation.NotNullValidator(), 0, "");
        assertEquals("Field k must not be null", rejects(new ConfigValidation.NotNullValidator(), null));
    }

    @Test
    void acceptedStringValuesExcludeNullAndTheEmptyDefaultMeansAny() {
        Validator oneOf = new ConfigValidation.StringValidator(params("acceptedValues", new String[] {"b", "a"}));
        accepts(oneOf, "a", "b");
        assertEquals("Field k must be one of [a, b], but is \"c\" (java.lang.String)", rejects(oneOf, "c"));
        assertEquals("Field k must be one of [a, b], but is null", rejects(oneOf, null));
        accepts(new ConfigValidation.StringValidator(params("acceptedValues", new String[] {""})), "anything", null);
    }

    @Test
    void listsAndMapsOfTypes() {
        Validator longList = new ConfigValidation.ListEntryTypeValidator(params("type", Long.class));
        accepts(longList, List.of(1L, 2L), Collections.singletonList(null), null);
        assertEquals("Each element of the list k must be a java.lang.Long, but is 1 (java.lang.Integer)",
            rejects(longList, List.of(1L, 1)));
        assertEquals("Field k must be an Iterable, but is 1 (java.lang.Long)", rejects(longList, 1L));
        Map<String, Object> types = params("keyType", String.class);
        types.put("valueType", Integer.class);
        Validator stringToInt = new ConfigValidation.MapEntryTypeValidator(types);
        accepts(stringToInt, Map.of("a", 1), null);
        assertEquals("Each key of the map k must be a java.lang.String, but is 1 (java.lang.Integer)",
            rejects(stringToInt, Map.of(1, 1)));
        assertEquals("Field k must be a Map, but is [] (java.util.ImmutableCollections$ListN)",
            rejects(stringToInt, List.of()));
    }

    @Test
    void listAndMapEntriesThroughValidatorClasses() {
        Validator entries = new ConfigValidation.ListEntryCustomValidator(params("entryValidatorClasses",
            new Class<?>[] {ConfigValidation.IntegerValidator.class, ConfigValidation.PowerOf2Validator.class}));
        accepts(entries, List.of(1, 2, 4), null);
        assertEquals("Field k list entry must be a power of 2, but is 3 (java.lang.Integer)",
            rejects(entries, List.of(1, 3)));
        assertEquals("Field k must be of type java.lang.Iterable, but is 4 (java.lang.Integer)", rejects(entries, 4));
        Map<String, Object> both = params("keyValidatorClasses", new Class<?>[] {ConfigValidation.StringValidator.class});
        both.put("valueValidatorClasses", new Class<?>[] {ConfigValidation.PositiveNumberValidator.class});
        Validator entryMap = new ConfigValidation.MapEntryCustomValidator(both);
        accepts(entryMap, Map.of("a", 1), null);
        assertEquals("Field k Map key must be of type java.lang.String, but is 1 (java.lang.Integer)",
            rejects(entryMap, Map.of(1, 1)));
        assertEquals("Field k Map value must be a number greater than 0, but is 0 (java.lang.Integer)",
            rejects(entryMap, Map.of("a", 0)));
    }

    @Test
    void classNames() {
        Validator maps = new ConfigValidation.ImplementsClassValidator(params("implementsClass", Map.class));
        accepts(maps, "java.util.HashMap", "backtype.storm.Config", null);
        assertEquals("Field k must name a class implementing java.util.Map, but is \"java.lang.String\""
            + " (java.lang.String)", rejects(maps, "java.lang.String"));
        assertEquals("Field k must name a class on the classpath implementing java.util.Map, but is \"no.Such\""
            + " (java.lang.String)", rejects(maps, "no.Such"));
        Validator derived = new ConfigValidation.DerivedTypeValidator(params("baseType", Number.class));
        accepts(derived, "java.lang.Integer", null);
        assertEquals("Field k must name a class deriving from java.lang.Number, but is \"java.lang.String\""
            + " (java.lang.String)", rejects(derived, "java.lang.String"));
        assertEquals("Field k must name a class on the classpath deriving from java.lang.Number, but is \"no.Such\""
            + " (java.lang.String)", rejects(derived, "no.Such"));
    }

    @Test
    void stringsAndLists() {
        Validator kryo = new ConfigValidation.KryoRegValidator();
        accepts(kryo, List.of("a.A", Map.of("b.B", "b.BSerializer")), List.of(), null);
        assertEquals("Field k must contain only Strings or Maps of Strings (element {b.B=1}), but is [{b.B=1}]"
            + " (java.util.ImmutableCollections$List12)", rejects(kryo, List.of(Map.of("b.B", 1))));
        assertEquals("Field k must be an Iterable of Strings or Maps of Strings, but is \"a.A\" (java.lang.String)",
            rejects(kryo, "a.A"));
        Validator stringOrList = new ConfigValidation.StringOrStringListValidator();
        accepts(stringOrList, "a", List.of("a", "b"), null);
        assertEquals("Each element of the list k must be a java.lang.String, but is 1 (java.lang.Integer)",
            rejects(stringOrList, List.of(1)));
        assertEquals("Field k must be an Iterable, but is 3 (java.lang.Integer)", rejects(stringOrList, 3));
        Validator noDuplicates = new ConfigValidation.NoDuplicateInListValidator();
        accepts(noDuplicates, List.of(1, 2), null);
        assertEquals("Field k must contain no duplicate elements (1 repeats), but is [1, 2, 1]"
            + " (java.util.ImmutableCollections$ListN)", rejects(noDuplicates, List.of(1, 2, 1)));
        Validator listOfLists = new ConfigValidation.ListOfListOfStringValidator();
        accepts(listOfLists, List.of(List.of("a"), List.of()), null);
        assertEquals("Field k must be a List of Lists of Strings, but is [a] (java.util.ImmutableCollections$List12)",
            rejects(listOfLists, List.of("a")));
    }

    @Test
    void registryEntries() {
        Validator reporters = new ConfigValidation.MetricReportersValidator();
        accepts(reporters, map("class", "r.R"), map("class", "r.R", "filter", map("class", "f.F")), null);
        assertEquals("Field k must have an entry \"class\", but is {} (java.util.LinkedHashMap)",
            rejects(reporters, map()));
        assertEquals("Field k filter class must be of type java.lang.String, but is 3 (java.lang.Integer)",
            rejects(reporters, map("class", "r.R", "filter", map("class", 3))));
        assertEquals("Field k filter must be a Map, but is null", rejects(reporters, map("class", "r.R", "filter", null)));
        Validator consumers = new ConfigValidation.MetricRegistryValidator();
        accepts(consumers, map("class", "c.C", "parallelism.hint", 2));
        assertEquals("Field k must have an entry \"parallelism.hint\", but is {class=c.C} (java.util.LinkedHashMap)",
            rejects(consumers, map("class", "c.C")));
        assertEquals("Field k parallelism.hint must be an integer within int range, but is 1.5 (java.lang.Double)",
            rejects(consumers, map("class", "c.C", "parallelism.hint", 1.5)));
        Validator cluster = new ConfigValidation.ClusterMetricRegistryValidator();
        accepts(cluster, map("class", "c.C"), null);
        assertEquals("Field k class must be of type java.lang.String, but is 1 (java.lang.Integer)",
            rejects(cluster, map("class", 1)));
        Validator loggers = new ConfigValidation.EventLoggerRegistryValidator();
        accepts(loggers, map("class", "l.L"), map("class", "l.L", "arguments", map()));
        assertEquals("Field k arguments must be of type java.util.Map, but is \"a\" (java.lang.String)",
            rejects(loggers, map("class", "l.L", "arguments", "a")));
        assertEquals("Field k must be of type java.util.Map, but is \"l.L\" (java.lang.String)", rejects(loggers, "l.L"));
    }

    @Test
    void exactlyOneOf() {
        Validator intOrString = new ConfigValidation.CustomIsExactlyOneOfValidators(params("valueValidatorClasses",
            new Class<?>[] {ConfigValidation.IntegerValidator.class, ConfigValidation.StringValidator.class}));
        accepts(intOrString, 3, "a", null);
        assertEquals("Field k must pass one of [org.apache.storm.validation.ConfigValidation$IntegerValidator,"
            + " org.apache.storm.validation.ConfigValidation$StringValidator]"
            + " ({org.apache.storm.validation.ConfigValidation$IntegerValidator=Field k IntegerValidator value must be"
            + " an integer within int range, but is 2.5 (java.lang.Double),"
            + " org.apache.storm.validation.ConfigValidation$StringValidator=Field k StringValidator value must be of"
            + " type java.lang.String, but is 2.5 (java.lang.Double)}), but is 2.5 (java.lang.Double)",
            rejects(intOrString, 2.5));
        Validator overlapping = new ConfigValidation.CustomIsExactlyOneOfValidators(params("valueValidatorClasses",
            new Class<?>[] {ConfigValidation.IntegerValidator.class, ConfigValidation.NumberValidator.class}));
        accepts(overlapping, 2.5);
        assertEquals("Field k must pass exactly one of [org.apache.storm.validation.ConfigValidation$IntegerValidator,"
            + " org.apache.storm.validation.ConfigValidation$NumberValidator], not all of"
            + " [org.apache.storm.validation.ConfigValidation$IntegerValidator,"
            + " org.apache.storm.validation.ConfigValidation$NumberValidator], but is 3 (java.lang.Integer)",
            rejects(overlapping, 3));
    }

    @Test
    void clusterShapedEntries() {
        Validator pacemaker = new ConfigValidation.PacemakerAuthTypeValidator();
        accepts(pacemaker, "NONE", "DIGEST", "KERBEROS");
        assertEquals("Field k must be one of [NONE, DIGEST, KERBEROS], but is null", rejects(pacemaker, null));
        assertEquals("Field k must be one of [NONE, DIGEST, KERBEROS], but is \"digest\" (java.lang.String)",
            rejects(pacemaker, "digest"));
        Validator acl = new ConfigValidation.ImpersonationAclUserEntryValidator();
        accepts(acl, map("hosts", List.of("h"), "groups", List.of("g")), null);
        assertEquals("Field k must have an entry \"groups\", but is {hosts=[h]} (java.util.LinkedHashMap)",
            rejects(acl, map("hosts", List.of("h"))));
        assertEquals("Field k must be an Iterable, but is \"h\" (java.lang.String)", rejects(acl, map("hosts", "h")));
        Validator pool = new ConfigValidation.UserResourcePoolEntryValidator();
        accepts(pool, map("cpu", 100, "memory", 1024.0), null);
        assertEquals("Field k must have an entry \"memory\", but is {cpu=100} (java.util.LinkedHashMap)",
            rejects(pool, map("cpu", 100)));
        assertEquals("Field k cpu must be of type java.lang.Number, but is \"a\" (java.lang.String)",
            rejects(pool, map("cpu", "a", "memory", 1)));
    }

    @Test
    void rasConstraints() {
        Validator ras = new ConfigValidation.RasConstraintsTypeValidator();
        accepts(ras, map("c1", map("maxNodeCoLocationCnt", "2", "incompatibleComponents", List.of("c2"))),
            map("c1", map("incompatibleComponents", "c2", "maxNodeCoLocationCnt", 3)), null);
        assertEquals("Field k component c1 constraint maxNodeCoLocationCnt must be an int, but is 2.5"
            + " (java.lang.Double)", rejects(ras, map("c1", map("maxNodeCoLocationCnt", 2.5))));
        assertEquals("Field k component c1 constraint incompatibleComponents must list component names (element 1),"
            + " but is [1] (java.util.ImmutableCollections$List12)",
            rejects(ras, map("c1", map("incompatibleComponents", List.of(1)))));
        assertEquals("Field k component c1 must have only the constraints maxNodeCoLocationCnt and"
            + " incompatibleComponents (not spread), but is {c1={spread=1}} (java.util.LinkedHashMap)",
            rejects(ras, map("c1", map("spread", 1))));
        assertEquals("Field k must be a Map from component to a Map of constraints, but is \"c1\" (java.lang.String)",
            rejects(ras, "c1"));
    }

    @Test
    void mapOfStringToMapIsRequired() {
        Validator v = new ConfigValidation.MapOfStringToMapOfStringToObjectValidator();
        accepts(v, map("a", map("b", 1)), map());
        assertEquals("Field k must not be null", rejects(v, null));
        assertEquals("Field k must not be null", rejects(v, map("a", null)));
        assertEquals("Each key of the map k must be a java.lang.String, but is 1 (java.lang.Integer)",
            rejects(v, map("a", Map.of(1, 2))));
    }

    @Test
    void nestableFieldValidators() {
        ConfigValidationUtils.NestableFieldValidator listOfIntLists = ConfigValidationUtils.listFv(
            ConfigValidationUtils.listFv(Integer.class, true), true);
        listOfIntLists.validateField("k", List.of(List.of(1), List.of()));
        assertEquals("Each element of the list Each element of the list k must be a java.lang.Integer, but is \"x\""
            + " (java.lang.String)", assertThrows(IllegalArgumentException.class,
                () -> listOfIntLists.validateField("k", List.of(List.of("x")))).getMessage());
        assertEquals("Field k must not be null", assertThrows(IllegalArgumentException.class,
            () -> listOfIntLists.validateField("k", Arrays.asList(List.of(1), null))).getMessage());
        ConfigValidationUtils.fv(String.class, false).validateField("k", null);
        ConfigValidationUtils.mapFv(String.class, Object.class, true).validateField(null, "k", Map.of("a", 1));
    }
}
