package io.github.stormmc.compat;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Every public class of the real storm-client and storm-server jars, read from the class files' access flags rather
 * than by loading them, so that a class whose dependencies are not on the isolated loader's path is still listed.
 * A nested class counts only when every class enclosing it is public too (otherwise user code cannot name it).
 */
final class PublicStormClasses {

    private static final int ACC_PUBLIC = 0x0001;
    private static final int ACC_SYNTHETIC = 0x1000;
    private static final int ACC_MODULE = 0x8000;

    private PublicStormClasses() {
    }

    /** Public class names ('$' for nested) of the storm-client-* and storm-server-* jars in the directory. */
    static TreeSet<String> in(Path jarDirectory) {
        return in(jarDirectory, "");
    }

    /** The same, of the one jar whose name starts with {@code prefix} (e.g. "storm-client-"); "" for both. */
    static TreeSet<String> in(Path jarDirectory, String prefix) {
        Map<String, Integer> flags = new HashMap<>();
        List<Path> jars;
        try (Stream<Path> files = Files.list(jarDirectory)) {
            jars = files.filter(PublicStormClasses::isClientOrServerJar)
                .filter(p -> p.getFileName().toString().startsWith(prefix)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + jarDirectory, e);
        }
        if (jars.size() != (prefix.isEmpty() ? 2 : 1)) {
            throw new IllegalStateException("expected storm-client and storm-server jars in " + jarDirectory
                + " but found " + jars);
        }
        for (Path jar : jars) {
            readFlags(jar, flags);
        }
        TreeSet<String> result = new TreeSet<>();
        flags.keySet().stream().filter(name -> isPublic(name, flags)).forEach(result::add);
        return result;
    }

    private static boolean isClientOrServerJar(Path p) {
        String name = p.getFileName().toString();
        return name.endsWith(".jar") && (name.startsWith("storm-client-") || name.startsWith("storm-server-"));
    }

    private static boolean isPublic(String name, Map<String, Integer> flags) {
        int f = flags.get(name);
        if ((f & ACC_PUBLIC) == 0 || (f & (ACC_SYNTHETIC | ACC_MODULE)) != 0) {
            return false;
        }
        int dollar = name.lastIndexOf('$');
        if (dollar < 0) {
            return true;
        }
        String outer = name.substring(0, dollar);
        return flags.containsKey(outer) && isPublic(outer, flags);
    }

    private static void readFlags(Path jar, Map<String, Integer> flags) {
        try (JarFile file = new JarFile(jar.toFile())) {
            Enumeration<JarEntry> entries = file.entries();
            while (entries.hasMoreElements()) {
                JarEntry entry = entries.nextElement();
                String path = entry.getName();
                if (!path.endsWith(".class") || path.startsWith("META-INF/") || path.endsWith("module-info.class")) {
                    continue;
                }
                try (InputStream in = file.getInputStream(entry)) {
                    String name = path.substring(0, path.length() - ".class".length()).replace('/', '.');
                    flags.put(name, accessFlags(in.readAllBytes(), name));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + jar, e);
        }
    }

    /** The access_flags item of a class file, which follows the constant pool (JVMS 4.1). */
    static int accessFlags(byte[] classFile, String name) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(classFile));
        if (in.readInt() != 0xCAFEBABE) {
            throw new IOException(name + " is not a class file");
        }
        in.readUnsignedShort();
        in.readUnsignedShort();
        int count = in.readUnsignedShort();
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> in.skipNBytes(in.readUnsignedShort());       // Utf8
                case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipNBytes(4);   // Integer, Float, refs, NameAndType, dynamic
                case 5, 6 -> {                                          // Long, Double take two slots
                    in.skipNBytes(8);
                    i++;
                }
                case 7, 8, 16, 19, 20 -> in.skipNBytes(2);              // Class, String, MethodType, Module, Package
                case 15 -> in.skipNBytes(3);                            // MethodHandle
                default -> throw new IOException(name + ": unknown constant pool tag " + tag);
            }
        }
        return in.readUnsignedShort();
    }
}
