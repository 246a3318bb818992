package io.github.stormmc.benchmarks.harness;

import io.github.stormmc.benchmarks.common.DataFiles;
import java.io.FileNotFoundException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Where the harness finds each topology's input, with errors that say what is missing and how to get it. */
public final class InputFiles {

    private InputFiles() {
    }

    public static Path wordCount(BenchmarkOptions o) throws FileNotFoundException {
        return DataFiles.find(DataFiles.WORDCOUNT_FILE, o.dataDir).toAbsolutePath();
    }

    /** The converted Enron input: --enron-input, else storm-mc-benchmarks/target/ under the repository. */
    public static Path enron(BenchmarkOptions o) throws FileNotFoundException {
        Path file = o.enronInput != null ? Path.of(o.enronInput) : defaultEnronInput();
        if (!Files.isRegularFile(file)) {
            throw new FileNotFoundException("Enron benchmark input not found: " + file.toAbsolutePath()
                    + "\nBuild it with: bin/storm-mc-bench convert-enron (from ../shared/data/enron-sample.tar.gz, or the"
                    + " small sample in storm-mc-benchmarks/data/)"
                    + " (or pass --enron-input FILE)");
        }
        return file.toAbsolutePath();
    }

    static Path defaultEnronInput() {
        return DataFiles.defaultEnronInput();
    }
}
