package io.github.stormmc.check;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * The application as the check sees it: every class of its jar and the extra jars (first one wins, as on a
 * classpath), what each uses, and the libraries named by META-INF/maven pom.properties entries or by jar file names.
 */
final class ApplicationJars {

    private static final Pattern POM_PROPERTIES = Pattern.compile("META-INF/maven/[^/]+/[^/]+/pom\\.properties");
    /** Multi-release variants are skipped: the base class is the one every Java version can load. */
    private static final String VERSIONED = "META-INF/versions/";

    private final Map<String, ClassShape> shapes = new LinkedHashMap<>();
    private final List<Reference> references = new ArrayList<>();
    private final Map<String, SortedSet<String>> strings = new HashMap<>();
    private final List<Library> libraries = new ArrayList<>();
    private final List<Path> jarsWithoutPom = new ArrayList<>();
    private final List<String> unreadable = new ArrayList<>();

    /** Reads JARS in classpath order; a missing file or one that is not a jar is a CheckException naming it. */
    static ApplicationJars read(List<Path> jars) throws CheckException {
        ApplicationJars app = new ApplicationJars();
        for (Path jar : jars) {
            app.readJar(jar);
        }
        return app;
    }

    private void readJar(Path jar) throws CheckException {
        if (!Files.isRegularFile(jar)) {
            throw new CheckException("jar not found: " + jar);
        }
        int poms = 0;
        int librariesBefore = libraries.size();
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                String name = entry.getName();
                if (name.endsWith(".class") && !name.startsWith(VERSIONED) && !name.endsWith("module-info.class")) {
                    readClass(jar, zip, entry);
                } else if (POM_PROPERTIES.matcher(name).matches()) {
                    poms += readPomProperties(jar, zip, entry) ? 1 : 0;
                }
            }
        } catch (ZipException e) {
            throw new CheckException("not a jar: " + jar + " (" + e.getMessage() + ")");
        } catch (IOException e) {
            throw new CheckException("cannot read " + jar + ": " + e.getMessage());
        }
        if (poms == 0) {
            jarsWithoutPom.add(jar);
        }
        dropRelocatedLibraries(librariesBefore);
    }

    /**
     * Storm's storm-shaded-deps carries the pom.properties of the libraries it relocates under org.apache.storm.shade;
     * their versions never meet the application's, so only the jar itself counts.
     */
    private void dropRelocatedLibraries(int firstOfJar) {
        List<Library> ofJar = libraries.subList(firstOfJar, libraries.size());
        boolean shadedDeps = ofJar.stream()
            .anyMatch(l -> l.groupId().equals("org.apache.storm") && l.artifactId().equals("storm-shaded-deps"));
        if (shadedDeps) {
            ofJar.removeIf(l -> !l.groupId().equals("org.apache.storm"));
        }
    }

    private void readClass(Path jar, ZipFile zip, ZipEntry entry) throws IOException {
        byte[] bytes;
        try (InputStream in = zip.getInputStream(entry)) {
            bytes = in.readAllBytes();
        }
        ReferenceCollector collector;
        try {
            collector = ReferenceCollector.read(bytes);
        } catch (IllegalArgumentException | ArrayIndexOutOfBoundsException e) {
            // ASM rejects class files newer than it knows and corrupt ones; the rest of the jar is still worth checking.
            unreadable.add(entry.getName() + " in " + jar.getFileName() + " (" + e.getMessage() + ")");
            return;
        }
        ClassShape shape = collector.shape();
        if (shapes.putIfAbsent(shape.name(), shape) == null) {
            references.addAll(collector.references());
            for (String constant : collector.strings()) {
                strings.computeIfAbsent(constant, k -> new TreeSet<>()).add(shape.name());
            }
        }
    }

    private boolean readPomProperties(Path jar, ZipFile zip, ZipEntry entry) throws IOException {
        Properties p = new Properties();
        try (InputStream in = zip.getInputStream(entry)) {
            p.load(in);
        }
        String group = p.getProperty("groupId");
        String artifact = p.getProperty("artifactId");
        String version = p.getProperty("version");
        if (group == null || artifact == null || version == null) {
            return false;
        }
        libraries.add(new Library(group.trim(), artifact.trim(), version.trim(), jar.getFileName().toString()));
        return true;
    }

    Map<String, ClassShape> shapes() {
        return shapes;
    }

    List<Reference> references() {
        return references;
    }

    /** Each string constant with the classes that hold it. */
    Map<String, SortedSet<String>> strings() {
        return strings;
    }

    /** Libraries named by pom.properties entries. */
    List<Library> libraries() {
        return libraries;
    }

    /** Jars with no pom.properties: their file names ({@code name-1.2.3.jar}) are all that says what they are. */
    List<Path> jarsWithoutPom() {
        return jarsWithoutPom;
    }

    /** Class files ASM could not read, each with the jar and the reason. */
    List<String> unreadable() {
        return unreadable;
    }

    /** Splits {@code gson-2.5.jar} into artifact id and version when the part after the last "-name-" starts a version. */
    static Matcher jarFileName(String fileName) {
        return Pattern.compile("(.+?)-(\\d[^-]*(?:-[A-Za-z0-9.]+)*)\\.jar").matcher(fileName);
    }
}
