package io.github.stormmc.compat;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** Extracts the comparable public surface of a class. */
final class ApiSurface {

    private ApiSurface() {
    }

    /**
     * What a class itself declares: its kind, superclass and direct interfaces, and its public and protected
     * constructors, methods and fields. This is the reference side (Apache Storm's class).
     */
    static Map<String, ApiMember> declaredBy(Class<?> type) {
        Map<String, ApiMember> members = new LinkedHashMap<>();
        put(members, new ApiMember("<kind>", kind(type)));
        if (!type.isInterface()) {
            Type superclass = type.getGenericSuperclass();
            put(members, new ApiMember("<extends>", superclass == null ? "none" : TypeNames.of(superclass)));
        }
        for (Type iface : type.getGenericInterfaces()) {
            put(members, new ApiMember("<implements " + TypeNames.of(iface) + ">", ""));
        }
        // Reflection returns members in no defined order; sorting keeps reports and baseline diffs stable.
        Map<String, ApiMember> constructors = new TreeMap<>();
        for (Constructor<?> constructor : type.getDeclaredConstructors()) {
            if (isApi(constructor)) {
                put(constructors, constructor(constructor));
            }
        }
        Map<String, ApiMember> methods = new TreeMap<>();
        for (Method method : type.getDeclaredMethods()) {
            if (isApi(method) && !method.isBridge()) {
                put(methods, method(method));
            }
        }
        Map<String, ApiMember> fields = new TreeMap<>();
        Map<String, String> constants = ConstantValues.of(type);
        for (Field field : type.getDeclaredFields()) {
            if (isApi(field)) {
                put(fields, field(field, constants));
            }
        }
        members.putAll(constructors);
        members.putAll(methods);
        members.putAll(fields);
        return members;
    }

    /**
     * Everything user code can reach through a class (ours): what it declares plus what it inherits from
     * non-JDK supertypes, since a member moved to a supertype still compiles unchanged at the call site.
     * Interfaces are recorded transitively for the same reason.
     */
    static Map<String, ApiMember> visibleOn(Class<?> type) {
        Map<String, ApiMember> members = new LinkedHashMap<>(declaredBy(type));
        for (Class<?> supertype : supertypes(type)) {
            for (Type iface : supertype.getGenericInterfaces()) {
                members.putIfAbsent("<implements " + TypeNames.of(iface) + ">",
                    new ApiMember("<implements " + TypeNames.of(iface) + ">", ""));
            }
            if (isJdk(supertype)) {
                continue;
            }
            Map<String, String> constants = ConstantValues.of(supertype);
            for (Method method : supertype.getDeclaredMethods()) {
                boolean staticOnInterface = supertype.isInterface() && Modifier.isStatic(method.getModifiers());
                if (isApi(method) && !method.isBridge() && !staticOnInterface) {
                    ApiMember member = method(method);
                    members.putIfAbsent(member.key(), member);
                }
            }
            for (Field field : supertype.getDeclaredFields()) {
                if (isApi(field)) {
                    ApiMember member = field(field, constants);
                    members.putIfAbsent(member.key(), member);
                }
            }
        }
        return members;
    }

    private static ApiMember constructor(Constructor<?> constructor) {
        String shape = join(visibility(constructor), TypeNames.typeParameters(constructor),
            TypeNames.checkedExceptions(constructor));
        return new ApiMember("<init>" + TypeNames.parameters(constructor), shape);
    }

    private static ApiMember method(Method method) {
        int modifiers = method.getModifiers();
        String shape = join(visibility(method),
            Modifier.isStatic(modifiers) ? "static" : "",
            Modifier.isAbstract(modifiers) ? "abstract" : "",
            Modifier.isFinal(modifiers) ? "final" : "",
            TypeNames.typeParameters(method),
            TypeNames.of(method.getGenericReturnType()),
            TypeNames.checkedExceptions(method));
        return new ApiMember(method.getName() + TypeNames.parameters(method), shape);
    }

    private static ApiMember field(Field field, Map<String, String> constants) {
        int modifiers = field.getModifiers();
        String constant = constants.get(field.getName());
        String shape = join(visibility(field),
            Modifier.isStatic(modifiers) ? "static" : "",
            Modifier.isFinal(modifiers) ? "final" : "",
            TypeNames.of(field.getGenericType()),
            constant == null ? "" : "= " + constant);
        return new ApiMember(field.getName(), shape);
    }

    static String kind(Class<?> type) {
        int modifiers = type.getModifiers();
        String kind;
        if (type.isAnnotation()) {
            kind = "@interface";
        } else if (type.isInterface()) {
            kind = "interface";
        } else if (type.isEnum()) {
            kind = "enum";
        } else if (type.isRecord()) {
            kind = "record";
        } else if (Modifier.isAbstract(modifiers)) {
            kind = "abstract class";
        } else if (Modifier.isFinal(modifiers)) {
            kind = "final class";
        } else {
            kind = "class";
        }
        boolean staticNested = type.getEnclosingClass() != null && Modifier.isStatic(modifiers)
            && !type.isInterface() && !type.isEnum() && !type.isRecord();
        return join(visibility(modifiers), staticNested ? "static" : "", kind);
    }

    /** Superclasses first, then every superinterface, breadth first; the class itself excluded. */
    private static Set<Class<?>> supertypes(Class<?> type) {
        Set<Class<?>> result = new LinkedHashSet<>();
        for (Class<?> c = type.getSuperclass(); c != null; c = c.getSuperclass()) {
            result.add(c);
        }
        Deque<Class<?>> queue = new ArrayDeque<>();
        queue.add(type);
        queue.addAll(result);
        while (!queue.isEmpty()) {
            for (Class<?> iface : queue.poll().getInterfaces()) {
                if (result.add(iface)) {
                    queue.add(iface);
                }
            }
        }
        return result;
    }

    private static boolean isJdk(Class<?> type) {
        String name = type.getName();
        return name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.")
            || name.startsWith("sun.");
    }

    private static boolean isApi(Member member) {
        int modifiers = member.getModifiers();
        return (Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers)) && !member.isSynthetic();
    }

    private static String visibility(Member member) {
        return visibility(member.getModifiers());
    }

    private static String visibility(int modifiers) {
        if (Modifier.isPublic(modifiers)) {
            return "public";
        }
        return Modifier.isProtected(modifiers) ? "protected" : "package-private";
    }

    private static void put(Map<String, ApiMember> members, ApiMember member) {
        members.put(member.key(), member);
    }

    private static String join(String... parts) {
        StringBuilder sb = new StringBuilder();
        for (String part : parts) {
            if (!part.isEmpty()) {
                sb.append(sb.length() == 0 ? "" : " ").append(part);
            }
        }
        return sb.toString();
    }
}
