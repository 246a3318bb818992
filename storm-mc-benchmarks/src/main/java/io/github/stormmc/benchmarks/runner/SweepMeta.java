package io.github.stormmc.benchmarks.runner;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/** The facts of a sweep (machine, command, timings) saved beside runs.csv so the report can be rebuilt. */
final class SweepMeta {

    private SweepMeta() {
    }

    static void write(Path file, Map<String, String> meta) throws IOException {
        Properties p = new Properties();
        p.putAll(meta);
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            p.store(w, "storm-mc-bench sweep facts");
        }
        // Properties.store writes a timestamp comment first; drop it so identical facts give identical files.
        String text = Files.readString(file, StandardCharsets.UTF_8);
        StringBuilder kept = new StringBuilder();
        for (String line : text.split("\n")) {
            if (line.startsWith("#") && !line.startsWith("#storm-mc-bench")) {
                continue;
            }
            kept.append(line).append("\n");
        }
        Files.writeString(file, kept.toString(), StandardCharsets.UTF_8);
    }

    static Map<String, String> read(Path file) throws IOException {
        Map<String, String> meta = new TreeMap<>();
        if (!Files.isRegularFile(file)) {
            return meta;
        }
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        }
        p.forEach((k, v) -> meta.put(k.toString(), v.toString()));
        return meta;
    }
}
