package io.github.stormmc.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.ConfigurationFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** bin/storm-mc's file logging: a worker.log in the log directory that rolls at its size cap and keeps N old files. */
class RollingWorkerLogTest {

    @Test
    void writingPastTheSizeCapKeepsTheCappedSetOfFiles(@TempDir Path dir) throws Exception {
        System.setProperty("storm.log.dir", dir.toString());
        System.setProperty("stormmc.log.max.size", "2 KB");
        System.setProperty("stormmc.log.max.files", "3");
        LoggerContext context = new LoggerContext("rolling-worker-log-test");
        try {
            context.start(ConfigurationFactory.getInstance().getConfiguration(context, "rolling-worker-log-test",
                RollingWorkerLogTest.class.getResource("/io/github/stormmc/launcher/log4j2-launcher-file.xml").toURI()));
            Logger logger = context.getLogger("io.github.stormmc.test.Rolling");
            String padding = "x".repeat(100);
            for (int i = 0; i < 200; i++) { // about 27 KB: far past four files of 2 KB
                logger.info("line {} {}", i, padding);
            }
        } finally {
            context.stop();
            System.clearProperty("storm.log.dir");
            System.clearProperty("stormmc.log.max.size");
            System.clearProperty("stormmc.log.max.files");
        }
        List<String> files;
        try (Stream<Path> list = Files.list(dir)) {
            files = list.map(p -> p.getFileName().toString()).sorted().toList();
        }
        assertEquals(List.of("worker.log", "worker.log.1", "worker.log.2", "worker.log.3"), files);
        for (String name : files) {
            long size = Files.size(dir.resolve(name));
            assertTrue(size <= 2048 + 200, name + " is " + size + " bytes, over the 2 KB cap by more than a line");
        }
        List<String> current = Files.readAllLines(dir.resolve("worker.log"), StandardCharsets.UTF_8);
        assertTrue(current.get(current.size() - 1).contains("line 199 "), current.get(current.size() - 1));
        List<String> newestOld = Files.readAllLines(dir.resolve("worker.log.1"), StandardCharsets.UTF_8);
        int lastOld = Integer.parseInt(newestOld.get(newestOld.size() - 1).replaceAll(".* line (\\d+) .*", "$1"));
        int firstCurrent = Integer.parseInt(current.get(0).replaceAll(".* line (\\d+) .*", "$1"));
        assertEquals(lastOld + 1, firstCurrent, "worker.log.1 holds the lines just before worker.log's");
    }
}
