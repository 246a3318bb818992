package io.github.stormmc.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.status.StatusLogger;
import org.junit.jupiter.api.Test;

class StartupWarmupTest {

    @Test
    void warmupLeavesLoggingAsItWas() throws Exception {
        LoggerContext context = (LoggerContext) LogManager.getContext(false);
        Configuration before = context.getConfiguration();
        Level statusLevel = StatusLogger.getLogger().getFallbackListener().getStatusLevel();
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        PrintStream capture = new PrintStream(written, true, StandardCharsets.UTF_8);
        System.setOut(capture);
        System.setErr(capture);
        try {
            Log4jWarmup.run();
            Log4jWarmup.run();
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
        assertEquals("", written.toString(StandardCharsets.UTF_8), "the warm-up writes nothing");
        assertSame(before, context.getConfiguration(), "the installed configuration is untouched");
        assertEquals(statusLevel, StatusLogger.getLogger().getFallbackListener().getStatusLevel(),
            "the status logger keeps its level");
        assertTrue(context.isStarted());
    }

    @Test
    void startIsIdempotentAndNeverThrows() {
        StartupWarmup.start();
        StartupWarmup.start();
    }
}
