package io.github.stormmc.compat;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;

/**
 * Reads the compile-time constants ({@code ConstantValue} attributes) of a class straight from its class file.
 * Reflection cannot tell a compile-time constant from a field initialised at run time, and reading values
 * reflectively would run Apache Storm's static initialisers; javac inlines constants into user code, so both the
 * constant-ness and the value are part of the API.
 */
final class ConstantValues {

    private static final int UTF8 = 1;
    private static final int INTEGER = 3;
    private static final int FLOAT = 4;
    private static final int LONG = 5;
    private static final int DOUBLE = 6;
    private static final int STRING = 8;

    private ConstantValues() {
    }

    /** Field name to a printable constant value (strings quoted), for every field that has one. */
    static Map<String, String> of(Class<?> type) {
        String resource = type.getName().replace('.', '/') + ".class";
        ClassLoader loader = type.getClassLoader();
        try (InputStream in = loader == null
            ? ClassLoader.getSystemResourceAsStream(resource) : loader.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("class file not readable: " + resource);
            }
            return parse(new DataInputStream(in));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    private static Map<String, String> parse(DataInputStream in) throws IOException {
        in.readInt(); // magic
        in.readUnsignedShort(); // minor version
        in.readUnsignedShort(); // major version
        Object[] pool = readPool(in);
        in.readUnsignedShort(); // access flags
        in.readUnsignedShort(); // this class
        in.readUnsignedShort(); // super class
        in.skipBytes(2 * in.readUnsignedShort()); // interfaces
        Map<String, String> constants = new HashMap<>();
        int fields = in.readUnsignedShort();
        for (int f = 0; f < fields; f++) {
            in.readUnsignedShort(); // access flags
            String name = (String) pool[in.readUnsignedShort()];
            String descriptor = (String) pool[in.readUnsignedShort()];
            int attributes = in.readUnsignedShort();
            for (int a = 0; a < attributes; a++) {
                String attribute = (String) pool[in.readUnsignedShort()];
                int length = in.readInt();
                if ("ConstantValue".equals(attribute)) {
                    constants.put(name, render(descriptor, pool[in.readUnsignedShort()]));
                } else {
                    in.skipBytes(length);
                }
            }
        }
        return constants;
    }

    /** Constant pool with UTF-8 entries as strings, numeric entries boxed, string entries as pool indices. */
    private static Object[] readPool(DataInputStream in) throws IOException {
        Object[] pool = new Object[in.readUnsignedShort()];
        for (int i = 1; i < pool.length; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case UTF8 -> pool[i] = in.readUTF();
                case INTEGER -> pool[i] = in.readInt();
                case FLOAT -> pool[i] = in.readFloat();
                case LONG -> pool[i++] = in.readLong();
                case DOUBLE -> pool[i++] = in.readDouble();
                case STRING -> pool[i] = new StringRef(in.readUnsignedShort());
                case 7, 16, 19, 20 -> in.skipBytes(2); // class, method type, module, package
                case 15 -> in.skipBytes(3); // method handle
                case 9, 10, 11, 12, 17, 18 -> in.skipBytes(4); // member refs, name-and-type, dynamic
                default -> throw new IOException("unknown constant pool tag " + tag + " at " + i);
            }
        }
        for (int i = 1; i < pool.length; i++) {
            if (pool[i] instanceof StringRef ref) {
                pool[i] = new QuotedString((String) pool[ref.index()]);
            }
        }
        return pool;
    }

    private static String render(String descriptor, Object value) {
        if (value instanceof QuotedString s) {
            return '"' + s.value().replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + '"';
        }
        return switch (descriptor) {
            case "Z" -> String.valueOf(((Integer) value) != 0);
            case "C" -> "'" + (char) ((Integer) value).intValue() + "'";
            case "J" -> value + "L";
            case "F" -> value + "F";
            default -> String.valueOf(value);
        };
    }

    private record StringRef(int index) {
    }

    private record QuotedString(String value) {
    }
}
