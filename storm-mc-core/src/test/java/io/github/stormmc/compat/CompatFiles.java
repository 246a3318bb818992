package io.github.stormmc.compat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The committed lists under src/test/resources/compat: '#' starts a comment, blank lines are ignored. */
final class CompatFiles {

    private CompatFiles() {
    }

    static List<String> entries(Path file) {
        List<String> entries = new ArrayList<>();
        for (String line : lines(file)) {
            String trimmed = line.strip();
            if (!trimmed.isEmpty() && !trimmed.startsWith("#")) {
                entries.add(trimmed);
            }
        }
        return entries;
    }

    /** Leading comment block, kept when a file is regenerated so its explanation survives. */
    static List<String> header(Path file) {
        List<String> header = new ArrayList<>();
        for (String line : lines(file)) {
            if (!line.startsWith("#")) {
                break;
            }
            header.add(line);
        }
        return header;
    }

    static void write(Path file, List<String> lines) {
        try {
            Files.createDirectories(file.getParent());
            Files.write(file, lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }
}
