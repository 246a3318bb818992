package io.github.stormmc.multilang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** resources/ from every classpath directory and jar lands once in the code directory; the first source wins. */
class ResourcesDirTest {

    @Test
    void copiesResourcesFromDirectoriesAndJarsOncePerCodeDirectory(@TempDir Path tmp) throws Exception {
        Path jar = tmp.resolve("topology.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new JarEntry("resources/"));
            entry(out, "resources/tools/helper.sh", "echo helper\n");
            entry(out, "resources/splitsentence.py", "shadowed: the test classpath's copy comes first\n");
            entry(out, "other/ignored.txt", "not a resource\n");
        }
        Path codeDir = Files.createDirectories(tmp.resolve("code"));
        ClassLoader previous = Thread.currentThread().getContextClassLoader();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, previous)) {
            Thread.currentThread().setContextClassLoader(loader);
            Path resources = ResourcesDir.prepare(codeDir.toString());
            assertEquals(codeDir.resolve("resources"), resources);
            assertEquals("echo helper\n", Files.readString(resources.resolve("tools/helper.sh")));
            assertEquals(Files.readString(Path.of(previous.getResource("resources/splitsentence.py").toURI())),
                Files.readString(resources.resolve("splitsentence.py")));
            assertFalse(Files.exists(resources.resolve("ignored.txt")));
            assertFalse(Files.exists(resources.resolve("other")));

            Files.delete(resources.resolve("tools/helper.sh"));
            assertSame(resources, ResourcesDir.prepare(codeDir.toString()));
            assertFalse(Files.exists(resources.resolve("tools/helper.sh")), "copied a second time");
        } finally {
            Thread.currentThread().setContextClassLoader(previous);
        }
    }

    private static void entry(JarOutputStream out, String name, String text) throws Exception {
        out.putNextEntry(new JarEntry(name));
        OutputStream body = out;
        body.write(text.getBytes(StandardCharsets.UTF_8));
        out.closeEntry();
    }
}
