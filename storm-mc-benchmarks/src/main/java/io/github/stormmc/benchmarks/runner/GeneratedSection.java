package io.github.stormmc.benchmarks.runner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Replaces the text between the generated-section markers of a Markdown page, leaving the rest untouched. */
final class GeneratedSection {

    static final String BEGIN = "<!-- BEGIN GENERATED: bin/storm-mc-bench report -->";
    /** The README's short table, from the same sweep as docs/benchmarks.md. */
    static final String HOW_FAST = "<!-- BEGIN GENERATED: how fast, by bin/storm-mc-bench report -->";
    static final String END = "<!-- END GENERATED -->";

    private GeneratedSection() {
    }

    /** Returns false (and changes nothing) when the page lacks the markers. */
    static boolean replace(Path page, String content) throws IOException {
        return replace(page, BEGIN, content);
    }

    /** Replaces what lies between the given begin marker and the first end marker after it. */
    static boolean replace(Path page, String beginMarker, String content) throws IOException {
        String text = Files.readString(page, StandardCharsets.UTF_8);
        int begin = text.indexOf(beginMarker);
        int end = begin < 0 ? -1 : text.indexOf(END, begin);
        if (begin < 0 || end < begin) {
            return false;
        }
        String updated = text.substring(0, begin + beginMarker.length()) + "\n" + content + text.substring(end);
        if (!updated.equals(text)) {
            Files.writeString(page, updated, StandardCharsets.UTF_8);
        }
        return true;
    }
}
