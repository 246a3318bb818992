package io.github.stormmc.status;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.SimpleDateFormat;
import java.util.Date;
import org.apache.storm.utils.Utils;

/**
 * Thread and heap dumps of this JVM, as Storm UI's profiling actions take them of a worker: written as files into the
 * log directory ({@code storm.log.dir}, set by {@code bin/storm-mc --log-dir}) or, without one, into
 * {@code <java.io.tmpdir>/storm-mc-dumps}. One JVM runs every topology, so a dump shows all of them.
 */
final class JvmDumps {
    private final Path directory;

    JvmDumps(Path directory) {
        this.directory = directory;
    }

    /** Where dumps go in this JVM. */
    static JvmDumps inLogDirectory() {
        String logDir = System.getProperty("storm.log.dir");
        return new JvmDumps(logDir != null ? Path.of(logDir)
            : Path.of(System.getProperty("java.io.tmpdir"), "storm-mc-dumps"));
    }

    /** Every thread's stack, with locks, as a text file; returns it. */
    Path threadDump(String topologyId) {
        Path file = file(topologyId, "jstack.txt");
        try {
            Files.writeString(file, Utils.threadDump(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the thread dump " + file, e);
        }
        return file;
    }

    /** The live objects of the heap, in HPROF format; returns the file. Blocks while the JVM writes it. */
    Path heapDump(String topologyId) {
        Path file = file(topologyId, "heap.hprof");
        try {
            ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class).dumpHeap(file.toString(), true);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the heap dump " + file, e);
        }
        return file;
    }

    /** A new file name: topology, time to the millisecond and kind, so that dumps never overwrite each other. */
    private Path file(String topologyId, String kind) {
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create the dump directory " + directory, e);
        }
        String stamp = new SimpleDateFormat("yyyyMMdd-HHmmss-SSS").format(new Date());
        Path file = directory.resolve(topologyId + "-" + stamp + "-" + kind);
        for (int n = 1; Files.exists(file); n++) {
            file = directory.resolve(topologyId + "-" + stamp + "-" + n + "-" + kind);
        }
        return file;
    }
}
