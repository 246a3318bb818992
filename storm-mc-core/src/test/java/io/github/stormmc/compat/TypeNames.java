package io.github.stormmc.compat;

import java.lang.reflect.Executable;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;

/** Renders reflected types as source-like generic names, identically for both class loaders. */
final class TypeNames {

    private TypeNames() {
    }

    static String of(Type type) {
        return type.getTypeName();
    }

    /** {@code (java.util.Map<java.lang.String, java.lang.Object>, int...)}: generic, with varargs kept visible. */
    static String parameters(Executable executable) {
        Type[] types = executable.getGenericParameterTypes();
        // Inner-class constructors without a generic signature report the outer instance only here.
        if (types.length != executable.getParameterCount()) {
            types = executable.getParameterTypes();
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < types.length; i++) {
            String name = of(types[i]);
            if (executable.isVarArgs() && i == types.length - 1 && name.endsWith("[]")) {
                name = name.substring(0, name.length() - 2) + "...";
            }
            names.add(name);
        }
        return "(" + String.join(", ", names) + ")";
    }

    /** {@code <T extends java.lang.Number>} or the empty string for a non-generic method. */
    static String typeParameters(Executable executable) {
        TypeVariable<?>[] variables = executable.getTypeParameters();
        if (variables.length == 0) {
            return "";
        }
        return Arrays.stream(variables).map(TypeNames::declaration)
            .collect(Collectors.joining(", ", "<", ">"));
    }

    /** {@code throws A, B}: declared checked exceptions, sorted, since only they constrain callers; may be empty. */
    static String checkedExceptions(Executable executable) {
        Type[] generic = executable.getGenericExceptionTypes();
        Class<?>[] raw = executable.getExceptionTypes();
        TreeSet<String> checked = new TreeSet<>();
        for (int i = 0; i < raw.length; i++) {
            if (!RuntimeException.class.isAssignableFrom(raw[i]) && !Error.class.isAssignableFrom(raw[i])) {
                checked.add(of(i < generic.length ? generic[i] : raw[i]));
            }
        }
        return checked.isEmpty() ? "" : "throws " + String.join(", ", checked);
    }

    private static String declaration(TypeVariable<?> variable) {
        Type[] bounds = variable.getBounds();
        if (bounds.length == 1 && bounds[0] == Object.class) {
            return variable.getName();
        }
        return variable.getName() + " extends "
            + Arrays.stream(bounds).map(TypeNames::of).collect(Collectors.joining(" & "));
    }
}
