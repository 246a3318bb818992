package io.github.stormmc.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.ParseResult;

class LauncherArgumentsTest {

    private static JarCommand parseJar(String... args) {
        ParseResult result = StormMcLauncher.commandLine().parseArgs(args);
        return (JarCommand) result.subcommand().commandSpec().userObject();
    }

    @Test
    void plainJarRun() {
        JarCommand jar = parseJar("jar", "app.jar", "com.example.Main", "a", "b");
        assertEquals(new JarArguments("app.jar", "com.example.Main", List.of("a", "b")), jar.arguments());
        assertNull(jar.options.ttlSeconds());
        assertEquals(List.of(), jar.options.configPairs());
        assertTrue(jar.options.progress());
        assertEquals(5000, jar.options.progressMillis());
    }

    @Test
    void configPairsBeforeAndAfterTheMainClassAreCollectedAndStrippedFromMainArgs() {
        JarCommand jar = parseJar("jar", "-c", "topology.debug=true", "app.jar", "com.example.Main", "a",
                "-c", "topology.workers=2", "b");
        assertEquals(List.of("topology.debug=true", "topology.workers=2"), jar.options.configPairs());
        assertEquals(List.of("a", "b"), jar.arguments().mainArgs());
    }

    @Test
    void ttlAfterTheMainClassIsALauncherOption() {
        JarCommand jar = parseJar("jar", "app.jar", "com.example.WordCount", "wc", "--ttl", "4");
        assertEquals(4L, jar.options.ttlSeconds());
        assertEquals(List.of("wc"), jar.arguments().mainArgs());
    }

    @Test
    void doubleDashEndsOptionParsing() {
        JarCommand jar = parseJar("jar", "--ttl", "3", "app.jar", "Main", "a", "--", "-c", "x=1", "--ttl", "9");
        assertEquals(3L, jar.options.ttlSeconds());
        assertEquals(List.of(), jar.options.configPairs());
        assertEquals(List.of("a", "-c", "x=1", "--ttl", "9"), jar.arguments().mainArgs());
    }

    @Test
    void unknownOptionsGoToTheUsersMain() {
        JarCommand jar = parseJar("jar", "app.jar", "Main", "--input", "file.txt", "-v");
        assertEquals(List.of("--input", "file.txt", "-v"), jar.arguments().mainArgs());
    }

    @Test
    void progressAndJvmOptions() {
        JarCommand jar = parseJar("jar", "--no-progress", "--progress-secs", "0.5", "--jvm-opts", "-Xmx1g -Da=b",
                "app.jar", "Main");
        assertFalse(jar.options.progress());
        assertEquals(500, jar.options.progressMillis());
        assertEquals("-Xmx1g -Da=b", jar.options.jvmOpts);
        assertEquals(List.of(), jar.arguments().mainArgs());
    }

    @Test
    void jarsAreTheLaunchScriptsAndNotPassedToMain() {
        JarCommand jar = parseJar("jar", "--jars", "topology.jar,more.jar", "flux-core.jar", "org.apache.storm.flux.Flux",
                "--filter", "dev.properties", "topology.yaml");
        assertEquals("topology.jar,more.jar", jar.jars);
        assertEquals("flux-core.jar", jar.arguments().jar());
        assertEquals(List.of("--filter", "dev.properties", "topology.yaml"), jar.arguments().mainArgs());
    }

    @Test
    void statusPageIsOnUnlessNoStatusAppearsAnywhere() {
        assertTrue(parseJar("jar", "app.jar", "Main").options.status());
        JarCommand jar = parseJar("jar", "app.jar", "Main", "wc", "--no-status");
        assertFalse(jar.options.status());
        assertEquals(List.of("wc"), jar.arguments().mainArgs());
    }

    @Test
    void missingMainClassIsAUsageError() {
        JarCommand jar = parseJar("jar", "app.jar");
        CommandLine.ParameterException e = assertThrows(CommandLine.ParameterException.class, jar::arguments);
        assertEquals("expected <topology.jar> <main-class> [args...]", e.getMessage());
    }

    @Test
    void configPairWithoutEqualsIsAUsageError() {
        JarCommand jar = parseJar("jar", "-c", "topology.debug", "app.jar", "Main");
        CommandLine.ParameterException e = assertThrows(CommandLine.ParameterException.class, jar::arguments);
        assertEquals("-c expects key=value, got: topology.debug", e.getMessage());
    }

    @Test
    void negativeTtlIsAUsageError() {
        JarCommand jar = parseJar("jar", "--ttl", "-1", "app.jar", "Main");
        CommandLine.ParameterException e = assertThrows(CommandLine.ParameterException.class, jar::arguments);
        assertEquals("--ttl must be zero or more seconds, got -1", e.getMessage());
    }

    @Test
    void demoTakesTheSameOptions() {
        ParseResult result = StormMcLauncher.commandLine().parseArgs("demo", "--ttl", "20", "-c", "k=v", "mine");
        DemoCommand demo = (DemoCommand) result.subcommand().commandSpec().userObject();
        assertEquals(20L, demo.options.ttlSeconds());
        assertEquals(List.of("k=v"), demo.options.configPairs());
        assertEquals(List.of("mine"), demo.args);
    }
}
