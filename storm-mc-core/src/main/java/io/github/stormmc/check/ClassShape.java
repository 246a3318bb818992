package io.github.stormmc.check;

import java.util.List;
import java.util.Set;

/**
 * What resolution needs of one class: its supertypes and the members it declares, each as {@code name + descriptor}
 * (methods: {@code emit(Ljava/util/List;)Ljava/util/List;}, fields: {@code name:descriptor}).
 */
record ClassShape(String name, String superName, List<String> interfaces, Set<String> methods, Set<String> fields) {

    static String fieldKey(String name, String descriptor) {
        return name + ":" + descriptor;
    }

    boolean declares(Reference ref) {
        return switch (ref.kind()) {
            case METHOD -> methods.contains(ref.name() + ref.descriptor());
            case FIELD -> fields.contains(fieldKey(ref.name(), ref.descriptor()));
            case CLASS -> true;
        };
    }

    /** Direct supertypes, superclass first. */
    List<String> supertypes() {
        if (superName == null) {
            return interfaces;
        }
        java.util.ArrayList<String> all = new java.util.ArrayList<>(interfaces.size() + 1);
        all.add(superName);
        all.addAll(interfaces);
        return all;
    }
}
