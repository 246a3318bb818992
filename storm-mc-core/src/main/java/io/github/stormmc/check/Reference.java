package io.github.stormmc.check;

/**
 * One use of a class, field or method by an application class, as its bytecode names it: internal names
 * ({@code org/apache/storm/tuple/Values}) and JVM descriptors. For a class reference, name and descriptor are empty.
 */
public record Reference(Kind kind, String owner, String name, String descriptor, String from) {

    public enum Kind { CLASS, FIELD, METHOD }

    static Reference toClass(String owner, String from) {
        return new Reference(Kind.CLASS, owner, "", "", from);
    }

    /** The same use without who made it: the key under which uses from several classes are merged. */
    Reference withoutFrom() {
        return new Reference(kind, owner, name, descriptor, "");
    }

    /** How the report names it: {@code method org.apache.storm.utils.Utils.foo(I)V}. */
    public String describe() {
        String type = owner.replace('/', '.');
        return switch (kind) {
            case CLASS -> "class " + type;
            case FIELD -> "field " + type + "." + name + " " + descriptor;
            case METHOD -> "method " + type + "." + name + descriptor;
        };
    }
}
