package io.github.stormmc.examples;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds the text the WordCount spout loops over: the file named by the "wordcount.input" config key, else A Tale of
 * Two Cities from the shared data directory next to the repository, else a few built-in sentences.
 */
public final class InputLines {

    /** Config key (e.g. {@code -c wordcount.input=PATH}) naming the text file to read. */
    public static final String INPUT_CONF = "wordcount.input";

    /** System property bin/storm-mc sets to the repository root, so the default file is found from any directory. */
    public static final String HOME_PROPERTY = "stormmc.home";

    static final String DEFAULT_FILE = "shared/data/A_Tale_of_Two_City.txt";

    static final List<String> BUILT_IN = List.of(
            "the cow jumped over the moon",
            "an apple a day keeps the doctor away",
            "four score and seven years ago",
            "snow white and the seven dwarfs",
            "i am at two with nature",
            "the quick brown fox jumps over the lazy dog",
            "a stitch in time saves nine",
            "all that glitters is not gold",
            "the early bird catches the worm",
            "better late than never");

    /** What was loaded, and from where ({@code null} when the built-in sentences are used). */
    public record Loaded(List<String> lines, Path source, List<Path> searched) {
    }

    private InputLines() {
    }

    /** The files to try, in order, as absolute normalised paths without duplicates. */
    public static List<Path> candidates(Object configured, Path workingDir, String home) {
        Set<Path> paths = new LinkedHashSet<>();
        if (configured != null && !configured.toString().isBlank()) {
            paths.add(workingDir.resolve(configured.toString()));
        }
        paths.add(workingDir.resolve("..").resolve(DEFAULT_FILE));
        paths.add(workingDir.resolve("../..").resolve(DEFAULT_FILE));
        if (home != null && !home.isBlank()) {
            paths.add(workingDir.resolve(home).resolve("..").resolve(DEFAULT_FILE));
        }
        List<Path> normalised = new ArrayList<>();
        for (Path p : paths) {
            Path n = p.toAbsolutePath().normalize();
            if (!normalised.contains(n)) {
                normalised.add(n);
            }
        }
        return normalised;
    }

    public static Loaded load(Map<String, Object> conf) {
        List<Path> searched = candidates(conf.get(INPUT_CONF), Paths.get(""), System.getProperty(HOME_PROPERTY));
        return load(searched);
    }

    /** Reads the first readable candidate with at least one non-blank line; blank lines are skipped. */
    public static Loaded load(List<Path> searched) {
        for (Path p : searched) {
            if (!Files.isRegularFile(p)) {
                continue;
            }
            try {
                List<String> lines = new ArrayList<>();
                for (String line : Files.readAllLines(p, StandardCharsets.UTF_8)) {
                    if (!line.isBlank()) {
                        lines.add(line);
                    }
                }
                if (!lines.isEmpty()) {
                    return new Loaded(lines, p, searched);
                }
            } catch (IOException e) {
                // Unreadable: try the next candidate.
            }
        }
        return new Loaded(BUILT_IN, null, searched);
    }
}
