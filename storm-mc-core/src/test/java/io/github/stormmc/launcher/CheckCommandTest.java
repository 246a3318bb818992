package io.github.stormmc.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import picocli.CommandLine;

class CheckCommandTest {

    @TempDir
    Path tmp;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int check(String... args) {
        CheckCommand command = new CheckCommand(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CommandLine(command).execute(args);
    }

    /** A jar with one class, com.example.Main, whose main calls Utils.someMethodThatDoesNotExist(String). */
    private Path appJar() throws IOException {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC, "com/example/Main", null, "java/lang/Object", null);
        MethodVisitor main = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "main", "([Ljava/lang/String;)V",
                null, null);
        main.visitCode();
        main.visitLdcInsn("x");
        main.visitMethodInsn(Opcodes.INVOKESTATIC, "org/apache/storm/utils/Utils", "someMethodThatDoesNotExist",
                "(Ljava/lang/String;)V", false);
        main.visitInsn(Opcodes.RETURN);
        main.visitMaxs(0, 0);
        main.visitEnd();
        cw.visitEnd();
        Path jar = tmp.resolve("app.jar");
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            out.putNextEntry(new JarEntry("com/example/Main.class"));
            out.write(cw.toByteArray());
            out.closeEntry();
        }
        return jar;
    }

    @Test
    void aMissingMemberIsReportedAndTheExitCodeIsOne() throws Exception {
        int code = check(appJar().toString());
        assertEquals(1, code, err.toString(StandardCharsets.UTF_8));
        assertEquals(String.join("\n",
                "Checked app.jar: 1 class read.",
                "",
                "Missing from Storm-MC (1):",
                "  method org.apache.storm.utils.Utils.someMethodThatDoesNotExist(Ljava/lang/String;)V",
                "    used by com.example.Main",
                "",
                "Documented differences touched: none.",
                "",
                "Libraries at other versions than Apache Storm 2.8.2's: none.",
                "",
                "Result: 1 missing from Storm-MC; it will fail where it uses them.",
                ""), out.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n"));
    }

    @Test
    void anUnreadableJarNamedByJarsIsAnErrorWithExitCodeTwo() throws Exception {
        Path broken = Files.writeString(tmp.resolve("broken.jar"), "not a zip");
        int code = check(appJar().toString(), "--jars", broken.toString());
        assertEquals(2, code);
        assertEquals("storm-mc check: not a jar: " + broken, err.toString(StandardCharsets.UTF_8).lines().findFirst()
                .orElse("").replaceAll(" \\(.*", ""));
    }

    @Test
    void checkIsASubcommandOfTheLauncher() {
        assertEquals(CheckCommand.class, StormMcLauncher.commandLine().getSubcommands().get("check")
                .getCommandSpec().userObject().getClass());
    }
}
