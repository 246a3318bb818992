package io.github.stormmc.examples.starter;

import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles storm-starter sources against Apache Storm's own storm-client, as the examples' own build does, and packs
 * them into a topology jar: what a user submits. Storm-MC then runs that jar, so the test covers binary
 * compatibility, not only source compatibility.
 */
final class StarterJar {

    private StarterJar() {
    }

    /**
     * @param sourceRoot the directory holding {@code org/apache/storm/starter/...}
     * @param sources    paths under the root, e.g. {@code org/apache/storm/starter/streams/JoinExample.java}
     * @param classpath  Apache Storm's storm-client and its dependencies
     */
    static Path build(Path sourceRoot, List<String> sources, String classpath, Path jar) throws IOException {
        Path classes = Files.createDirectories(jar.resolveSibling(jar.getFileName() + ".classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter diagnostics = new StringWriter();
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
            List<Path> paths = sources.stream().map(sourceRoot::resolve).toList();
            List<String> options = List.of("-classpath", classpath, "-d", classes.toString(), "-nowarn",
                "-proc:none", "--release", "17", "-encoding", "UTF-8");
            Boolean ok = javac.getTask(diagnostics, files, null, options, null, files.getJavaFileObjectsFromPaths(paths))
                .call();
            if (!ok) {
                throw new IllegalStateException("storm-starter sources do not compile against storm-client:\n"
                    + diagnostics);
            }
        }
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream zip = new JarOutputStream(out);
             Stream<Path> walk = Files.walk(classes)) {
            List<Path> classFiles = new ArrayList<>(walk.filter(Files::isRegularFile).sorted().toList());
            for (Path file : classFiles) {
                zip.putNextEntry(new JarEntry(classes.relativize(file).toString().replace('\\', '/')));
                Files.copy(file, zip);
                zip.closeEntry();
            }
        }
        return jar;
    }
}
