package io.github.stormmc.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.Opcodes;

class ApplicationCheckTest {

    private static final String UTILS = "org/apache/storm/utils/Utils";
    private static final String BOLT = "org/apache/storm/topology/base/BaseRichBolt";

    @TempDir
    Path tmp;

    private CheckResult check(Path... jars) throws CheckException {
        return ApplicationCheck.run(List.of(jars), getClass().getClassLoader());
    }

    private static CheckResult.Missing missing(Reference.Kind kind, String owner, String name, String descriptor,
            String... users) {
        return new CheckResult.Missing(new Reference(kind, owner, name, descriptor, ""), new TreeSet<>(List.of(users)));
    }

    @Test
    void aCallToAMethodStormMcLacksIsFoundWithItsDescriptorAndCaller() throws Exception {
        Path jar = new TestJar()
                .withClass("com/example/App", "java/lang/Object", run -> {
                    run.visitLdcInsn("x");
                    run.visitMethodInsn(Opcodes.INVOKESTATIC, UTILS, "someMethodThatDoesNotExist",
                            "(Ljava/lang/String;)V", false);
                    run.visitLdcInsn(5L); // an existing member next to it: Utils.sleep(long)
                    run.visitMethodInsn(Opcodes.INVOKESTATIC, UTILS, "sleep", "(J)V", false);
                })
                .withClass("com/example/Other", "java/lang/Object", run -> {
                    run.visitLdcInsn(5L);
                    run.visitMethodInsn(Opcodes.INVOKESTATIC, UTILS, "sleep", "(J)V", false);
                })
                .write(tmp.resolve("app.jar"));

        CheckResult result = check(jar);

        assertEquals(2, result.classesRead());
        assertEquals(List.of(missing(Reference.Kind.METHOD, UTILS, "someMethodThatDoesNotExist",
                "(Ljava/lang/String;)V", "com.example.App")), result.missing());
        assertEquals("method org.apache.storm.utils.Utils.someMethodThatDoesNotExist(Ljava/lang/String;)V",
                result.missing().get(0).reference().describe());
    }

    @Test
    void inheritedMembersResolveThroughStormSuperclassesAndAMissingOneIsReported() throws Exception {
        Path jar = new TestJar()
                .withClass("com/example/MyBolt", BOLT, run -> {
                    // inherited from BaseComponent: found
                    run.visitVarInsn(Opcodes.ALOAD, 0);
                    run.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "com/example/MyBolt", "getComponentConfiguration",
                            "()Ljava/util/Map;", false);
                    run.visitInsn(Opcodes.POP);
                    // from java.lang.Object through the Storm classes: found
                    run.visitVarInsn(Opcodes.ALOAD, 0);
                    run.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BOLT, "hashCode", "()I", false);
                    run.visitInsn(Opcodes.POP);
                    // neither the app class nor any Storm supertype declares it
                    run.visitVarInsn(Opcodes.ALOAD, 0);
                    run.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "com/example/MyBolt", "cleanupLater", "()V", false);
                    run.visitFieldInsn(Opcodes.GETSTATIC, "org/apache/storm/Config", "NO_SUCH_KEY",
                            "Ljava/lang/String;");
                    run.visitInsn(Opcodes.POP);
                    run.visitTypeInsn(Opcodes.NEW, "org/apache/storm/NoSuchClass");
                    run.visitInsn(Opcodes.POP);
                })
                .write(tmp.resolve("bolt.jar"));

        CheckResult result = check(jar);

        assertEquals(List.of(
                missing(Reference.Kind.CLASS, "org/apache/storm/NoSuchClass", "", "", "com.example.MyBolt"),
                missing(Reference.Kind.FIELD, "org/apache/storm/Config", "NO_SUCH_KEY", "Ljava/lang/String;",
                        "com.example.MyBolt"),
                missing(Reference.Kind.METHOD, "com/example/MyBolt", "cleanupLater", "()V", "com.example.MyBolt")),
                result.missing());
    }

    @Test
    void classesTheApplicationBringsUnderOrgApacheStormAreNotMissing() throws Exception {
        Path extra = new TestJar()
                .withClass("org/apache/storm/kafka/Thing", "java/lang/Object", run -> { })
                .write(tmp.resolve("storm-kafka-client-2.8.2.jar"));
        Path app = new TestJar()
                .withClass("com/example/App", "java/lang/Object", run -> {
                    run.visitVarInsn(Opcodes.ALOAD, 0);
                    run.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "org/apache/storm/kafka/Thing", "run", "()V", false);
                })
                .write(tmp.resolve("app.jar"));

        CheckResult result = check(app, extra);

        assertEquals(List.of(), result.missing());
        assertEquals(2, result.classesRead());
    }

    @Test
    void documentedDifferencesAreFoundThroughMembersSubclassesAndConfigurationKeys() throws Exception {
        Path jar = new TestJar()
                .withClass("com/example/Main", "java/lang/Object", run -> {
                    run.visitTypeInsn(Opcodes.NEW, "org/apache/storm/Config");
                    run.visitInsn(Opcodes.DUP);
                    run.visitMethodInsn(Opcodes.INVOKESPECIAL, "org/apache/storm/Config", "<init>", "()V", false);
                    run.visitInsn(Opcodes.ICONST_2);
                    run.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "org/apache/storm/Config", "setNumWorkers", "(I)V",
                            false);
                    run.visitLdcInsn("topology.workers");
                    run.visitInsn(Opcodes.POP);
                    // declared by WorkerTopologyContext, called through its subclass TopologyContext
                    run.visitInsn(Opcodes.ACONST_NULL);
                    run.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "org/apache/storm/task/TopologyContext", "getCodeDir",
                            "()Ljava/lang/String;", false);
                    run.visitInsn(Opcodes.POP);
                })
                .write(tmp.resolve("app.jar"));

        CheckResult result = check(jar);

        assertEquals(List.of(), result.missing());
        assertEquals(List.of("`topology.workers` > 1", "`WorkerTopologyContext.getCodeDir()`, `getPIDDir()`"),
                result.touched().stream().map(t -> t.row().feature()).toList());
        assertEquals(List.of("org.apache.storm.Config.setNumWorkers (in com.example.Main)",
                "the string \"topology.workers\" (in com.example.Main)"),
                List.copyOf(result.touched().get(0).uses()));
        assertEquals(List.of("org.apache.storm.task.TopologyContext.getCodeDir (in com.example.Main)"),
                List.copyOf(result.touched().get(1).uses()));
    }

    @Test
    void librariesAtOtherVersionsThanStormsAreListedFromPomPropertiesAndJarNames() throws Exception {
        Path app = new TestJar()
                .withClass("com/example/App", "java/lang/Object", run -> { })
                .withPomProperties("org.apache.commons", "commons-lang3", "3.10")
                .withPomProperties("org.slf4j", "slf4j-api", "2.0.17") // Storm's own version: not listed
                .withPomProperties("com.example", "not-storms", "1.0")
                .write(tmp.resolve("app.jar"));
        Path named = new TestJar().write(tmp.resolve("commons-io-2.4.jar"));
        Path same = new TestJar().write(tmp.resolve("json-smart-2.5.2.jar"));
        // storm-shaded-deps describes the libraries it relocates; their versions never meet the application's.
        Path shaded = new TestJar()
                .withPomProperties("org.apache.storm", "storm-shaded-deps", "2.8.2")
                .withPomProperties("commons-codec", "commons-codec", "1.18.0")
                .write(tmp.resolve("storm-shaded-deps-2.8.2.jar"));

        CheckResult result = check(app, named, same, shaded);

        assertEquals(List.of(
                new CheckResult.LibraryDifference(
                        new Library("org.apache.commons", "commons-lang3", "3.10", "app.jar"), "3.16.0"),
                new CheckResult.LibraryDifference(
                        new Library("commons-io", "commons-io", "2.4", "commons-io-2.4.jar"), "2.20.0")),
                result.libraries());
    }

    @Test
    void aFileThatIsNotAJarIsAnErrorNamingIt() throws Exception {
        Path notAJar = Files.writeString(tmp.resolve("app.jar"), "plain text");
        CheckException e = assertThrows(CheckException.class, () -> check(notAJar));
        assertTrue(e.getMessage().startsWith("not a jar: " + notAJar), e.getMessage());
        CheckException absent = assertThrows(CheckException.class, () -> check(tmp.resolve("absent.jar")));
        assertEquals("jar not found: " + tmp.resolve("absent.jar"), absent.getMessage());
    }
}
