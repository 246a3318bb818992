import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Derives tools/thrift-types/types.spec from the real storm-client jar by reflection only (names, ids,
 * requiredness, defaults, Java types). Run with storm-client-2.8.2.jar and storm-shaded-deps-2.8.2.jar on the
 * classpath; see ../README.md.
 */
public final class ExtractSpec {
    private static final String PKG = "org.apache.storm.generated.";
    private static final byte REQUIRED = 1;
    private static final byte OPTIONAL = 2;

    public static void main(String[] args) throws Exception {
        List<String> roots = new ArrayList<>(Arrays.asList(args[0].split(",")));
        String[] services = args[1].split(",");
        TreeSet<String> known = new TreeSet<>();
        Deque<String> todo = new ArrayDeque<>(roots);
        while (!todo.isEmpty()) {
            String name = todo.pop();
            if (!known.add(name)) {
                continue;
            }
            for (String ref : referencedTypes(Class.forName(PKG + name))) {
                if (!known.contains(ref)) {
                    todo.push(ref);
                }
            }
        }
        StringBuilder out = new StringBuilder();
        out.append("# Derived by tools/thrift-types/extract/ExtractSpec.java from storm-client 2.8.2")
                .append(" (reflection facts).\n");
        for (String name : known) {
            describe(Class.forName(PKG + name), out);
        }
        for (String service : services) {
            describeService(service, known, out);
        }
        System.out.print(out);
    }

    /** Generated types a class mentions through its thrift fields. */
    private static List<String> referencedTypes(Class<?> c) throws Exception {
        List<String> refs = new ArrayList<>();
        if (c.isEnum()) {
            return refs;
        }
        for (Object f : fieldsEnum(c).getEnumConstants()) {
            collect(getterType(c, fieldName(f)), refs);
        }
        return refs;
    }

    private static void collect(Type t, List<String> refs) {
        if (t instanceof ParameterizedType p) {
            for (Type a : p.getActualTypeArguments()) {
                collect(a, refs);
            }
        } else if (t instanceof Class<?> k && k.getName().startsWith(PKG)) {
            refs.add(k.getSimpleName());
        }
    }

    private static Class<?> fieldsEnum(Class<?> c) throws ClassNotFoundException {
        return Class.forName(c.getName() + "$_Fields");
    }

    private static String fieldName(Object fieldEnum) throws Exception {
        return (String) fieldEnum.getClass().getMethod("getFieldName").invoke(fieldEnum);
    }

    private static short fieldId(Object fieldEnum) throws Exception {
        return (Short) fieldEnum.getClass().getMethod("getThriftFieldId").invoke(fieldEnum);
    }

    private static Type getterType(Class<?> c, String field) throws Exception {
        for (String prefix : new String[] {"get_", "is_"}) {
            try {
                return c.getMethod(prefix + field).getGenericReturnType();
            } catch (NoSuchMethodException ignored) {
                // try the next accessor style
            }
        }
        throw new IllegalStateException("no getter for " + c.getName() + "." + field);
    }

    private static String specType(Type t) {
        if (t instanceof ParameterizedType p) {
            Type[] a = p.getActualTypeArguments();
            String raw = ((Class<?>) p.getRawType()).getSimpleName();
            return switch (raw) {
                case "Map" -> "map<" + specType(a[0]) + "," + specType(a[1]) + ">";
                case "List" -> "list<" + specType(a[0]) + ">";
                case "Set" -> "set<" + specType(a[0]) + ">";
                default -> throw new IllegalStateException(raw);
            };
        }
        Class<?> k = (Class<?>) t;
        if (k.getName().startsWith(PKG)) {
            return k.getSimpleName();
        }
        return switch (k.getName()) {
            case "boolean", "java.lang.Boolean" -> "bool";
            case "byte", "java.lang.Byte" -> "byte";
            case "short", "java.lang.Short" -> "i16";
            case "int", "java.lang.Integer" -> "i32";
            case "long", "java.lang.Long" -> "i64";
            case "double", "java.lang.Double" -> "double";
            case "java.lang.String" -> "string";
            case "java.nio.ByteBuffer", "[B" -> "binary";
            default -> throw new IllegalStateException(k.getName());
        };
    }

    private static void describe(Class<?> c, StringBuilder out) throws Exception {
        out.append('\n');
        if (c.isEnum()) {
            out.append("enum ").append(c.getSimpleName()).append('\n');
            for (Object e : c.getEnumConstants()) {
                int v = (Integer) c.getMethod("getValue").invoke(e);
                out.append("  ").append(((Enum<?>) e).name()).append(" = ").append(v).append('\n');
            }
            return;
        }
        String superName = c.getSuperclass().getSimpleName();
        String kind = superName.equals("TUnion") ? "union" : superName.equals("TException") ? "exception" : "struct";
        out.append(kind).append(' ').append(c.getSimpleName());
        if (Arrays.asList(c.getInterfaces()).contains(Cloneable.class)) {
            out.append(" cloneable");
        }
        out.append('\n');
        @SuppressWarnings("unchecked")
        Map<Object, Object> meta = (Map<Object, Object>) c.getField("metaDataMap").get(null);
        Object fresh = c.getConstructor().newInstance();
        List<String> ctorFields = new ArrayList<>();
        for (Object f : fieldsEnum(c).getEnumConstants()) {
            String name = fieldName(f);
            Object fm = meta.get(f);
            byte req = fm.getClass().getField("requirementType").getByte(fm);
            out.append("  ").append(fieldId(f)).append(": ");
            if (!kind.equals("union")) {
                out.append(req == REQUIRED ? "required " : req == OPTIONAL ? "optional " : "default ");
                if (req != OPTIONAL) {
                    ctorFields.add(name);
                }
            }
            out.append(specType(getterType(c, name))).append(' ').append(name);
            if (!kind.equals("union")) {
                boolean set = (Boolean) c.getMethod("isSet", fieldsEnum(c)).invoke(fresh, f);
                if (set) {
                    out.append(" = ").append(literal(c.getMethod("getFieldValue", fieldsEnum(c)).invoke(fresh, f)));
                }
            }
            out.append('\n');
        }
        if (!kind.equals("union")) {
            checkRequiredConstructor(c, ctorFields);
        }
    }

    private static String literal(Object v) {
        if (v instanceof String s) {
            return '"' + s + '"';
        }
        if (v instanceof Enum<?> e) {
            return e.getDeclaringClass().getSimpleName() + "." + e.name();
        }
        return String.valueOf(v);
    }

    /** The generator assumes the fields constructor takes every non-optional field in declaration order. */
    private static void checkRequiredConstructor(Class<?> c, List<String> fields) throws Exception {
        int expected = fields.size();
        boolean found = expected == 0;
        for (Constructor<?> k : c.getConstructors()) {
            Class<?>[] p = k.getParameterTypes();
            if (p.length == 0 || (p.length == 1 && p[0] == c)) {
                continue;
            }
            if (p.length != expected) {
                throw new IllegalStateException("unexpected constructor " + k);
            }
            for (int i = 0; i < p.length; i++) {
                Class<?> g = getterType(c, fields.get(i)) instanceof ParameterizedType pt
                        ? (Class<?>) pt.getRawType() : (Class<?>) getterType(c, fields.get(i));
                if (g == byte[].class) {
                    g = java.nio.ByteBuffer.class;
                }
                if (g != p[i]) {
                    throw new IllegalStateException("constructor order mismatch " + k);
                }
            }
            found = true;
        }
        if (!found) {
            throw new IllegalStateException("missing fields constructor on " + c);
        }
    }

    private static void describeService(String service, TreeSet<String> known, StringBuilder out)
            throws Exception {
        Class<?> iface = Class.forName(PKG + service + "$Iface");
        out.append("\nservice ").append(service).append('\n');
        Method[] methods = iface.getMethods();
        Map<String, Method> byName = new LinkedHashMap<>();
        Arrays.stream(methods).sorted(Comparator.comparing(Method::getName)).forEach(m -> byName.put(m.getName(), m));
        // Alphabetical order keeps the spec stable (reflection order is unspecified).
        List<String> order = new ArrayList<>(byName.keySet());
        for (String name : order) {
            Method m = byName.get(name);
            List<String> missing = new ArrayList<>();
            StringBuilder sig = new StringBuilder();
            sig.append(typeRef(m.getGenericReturnType(), known, missing)).append(' ').append(name).append('(');
            Object[] argFields = Class.forName(PKG + service + "$" + name + "_args$_Fields").getEnumConstants();
            Type[] params = m.getGenericParameterTypes();
            for (int i = 0; i < params.length; i++) {
                sig.append(i == 0 ? "" : ", ").append(typeRef(params[i], known, missing)).append(' ')
                        .append(fieldName(argFields[i]));
            }
            sig.append(')');
            List<String> ex = new ArrayList<>();
            for (Class<?> e : m.getExceptionTypes()) {
                ex.add(typeRef(e, known, missing));
            }
            sig.append(" throws ").append(String.join(", ", ex));
            if (missing.isEmpty()) {
                out.append("  method ").append(sig).append('\n');
            } else {
                out.append("  omit ").append(name).append(" # needs ").append(String.join(", ", new TreeSet<>(missing)))
                        .append('\n');
            }
        }
    }

    /** Java source spelling of a signature type, recording generated types we do not provide. */
    private static String typeRef(Type t, TreeSet<String> known, List<String> missing) {
        if (t instanceof ParameterizedType p) {
            StringBuilder b = new StringBuilder(((Class<?>) p.getRawType()).getSimpleName()).append('<');
            Type[] a = p.getActualTypeArguments();
            for (int i = 0; i < a.length; i++) {
                b.append(i == 0 ? "" : ", ").append(typeRef(a[i], known, missing));
            }
            return b.append('>').toString();
        }
        Class<?> k = (Class<?>) t;
        if (k.getName().startsWith(PKG) && !known.contains(k.getSimpleName())) {
            missing.add(k.getSimpleName());
        }
        if (k.isArray()) {
            return k.getComponentType().getSimpleName() + "[]";
        }
        return k.getSimpleName();
    }
}
