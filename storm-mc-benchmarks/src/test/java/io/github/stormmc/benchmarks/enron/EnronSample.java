package io.github.stormmc.benchmarks.enron;


import io.github.stormmc.benchmarks.common.DataFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/** Reads named real messages out of the Enron sample (../shared/data's, else the small one in data/). */
final class EnronSample {

    private static final Map<String, Email> CACHE = new HashMap<>();

    private EnronSample() {
    }

    /** The full shared sample, or the small one committed with the repository (it holds every message named here). */
    static Path archive() {
        try {
            return DataFiles.enronArchive(null);
        } catch (java.io.FileNotFoundException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    /** The parsed message stored under maildir/NAME in the archive. */
    static synchronized Email message(String name) throws IOException {
        Email cached = CACHE.get(name);
        if (cached != null) {
            return cached;
        }
        Set<String> wanted = Set.of("allen-p/_sent_mail/1.", "allen-p/_sent_mail/10.", "allen-p/_sent_mail/334.",
                "allen-p/_sent_mail/438.", "allen-p/_sent_mail/564.", "allen-p/_sent_mail/596.",
                "allen-p/all_documents/292.");
        try (TarEntryReader tar = new TarEntryReader(archive())) {
            for (TarEntryReader.Entry e = tar.next(); e != null && CACHE.size() < wanted.size(); e = tar.next()) {
                String shortName = e.name().substring("maildir/".length());
                if (wanted.contains(shortName)) {
                    CACHE.put(shortName, RawMessageParser.parse(e.content()));
                }
            }
        }
        Email found = CACHE.get(name);
        if (found == null) {
            throw new IllegalStateException("maildir/" + name + " is not in the archive");
        }
        return found;
    }
}
