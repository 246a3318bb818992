package io.github.stormmc.benchmarks.enron;

import io.github.stormmc.benchmarks.common.DataFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Builds the Enron benchmark's input file from the maildir sample: every message of the tar.gz, parsed, Avro-encoded
 * with zero counts and written in the {@link EmailInputFile} format. Writes to a temporary file first, so an
 * interrupted run never leaves a truncated input behind.
 *
 * <pre>java -cp storm-mc-benchmarks.jar io.github.stormmc.benchmarks.enron.EnronConverter [ARCHIVE] OUTPUT</pre>
 */
public final class EnronConverter {

    private EnronConverter() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1 || args.length > 2) {
            System.err.println("usage: EnronConverter [ARCHIVE.tar.gz] OUTPUT");
            System.exit(2);
        }
        Path archive = args.length == 2 ? Path.of(args[0]) : DataFiles.enronArchive(null);
        Path output = Path.of(args[args.length - 1]);
        long start = System.nanoTime();
        int count = convert(archive, output);
        System.out.printf("converted %d emails from %s to %s in %.1f s%n", count, archive, output,
                (System.nanoTime() - start) / 1e9);
    }

    /** Converts every message of the archive; returns how many were written. */
    public static int convert(Path archive, Path output) throws IOException {
        return convert(archive, output, Integer.MAX_VALUE);
    }

    /** Converts the first messages of the archive (in archive order); returns how many were written. */
    public static int convert(Path archive, Path output, int maxMessages) throws IOException {
        if (!Files.isRegularFile(archive)) {
            throw new IOException("Enron archive not found: " + archive);
        }
        Path parent = output.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Path temp = Files.createTempFile(parent, output.getFileName().toString(), ".tmp");
        int count = 0;
        try {
            EmailCodec codec = new EmailCodec();
            try (TarEntryReader tar = new TarEntryReader(archive); EmailInputFile.Writer out =
                    new EmailInputFile.Writer(temp)) {
                for (TarEntryReader.Entry e = tar.next(); e != null && count < maxMessages; e = tar.next()) {
                    out.write(codec.encode(RawMessageParser.parse(e.content())));
                    count++;
                }
            }
            Files.move(temp, output, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temp);
        }
        return count;
    }
}
