package io.github.stormmc.compat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Renders coverage as console text and as the Markdown table embedded in docs/compatibility.md. */
final class CoverageReport {

    static final String BEGIN = "<!-- api-coverage:begin -->";
    static final String END = "<!-- api-coverage:end -->";

    private final List<ClassCoverage> classes;

    CoverageReport(List<ClassCoverage> classes) {
        this.classes = classes;
    }

    int matched() {
        return classes.stream().mapToInt(ClassCoverage::matchedCount).sum();
    }

    int total() {
        return classes.stream().mapToInt(ClassCoverage::total).sum();
    }

    String summary() {
        return "API compatibility: " + matched() + " of " + total() + " members ("
            + ClassCoverage.percent(matched(), total()) + ") across " + classes.size() + " classes";
    }

    /** Per-class figures followed by every excluded and missing member. */
    String console() {
        StringBuilder out = new StringBuilder();
        for (ClassCoverage c : classes) {
            out.append(String.format("%-62s %4d/%-4d %7s  excluded %d, missing %d%n", c.className(),
                c.matchedCount(), c.total(), ClassCoverage.percent(c.matchedCount(), c.total()),
                c.excluded().size(), c.missing().size()));
            c.excluded().forEach((key, reason) ->
                out.append("    not provided (").append(reason).append("): ").append(key).append('\n'));
            c.missing().forEach((key, why) ->
                out.append("    MISSING ").append(key).append(": ").append(why).append('\n'));
        }
        return out.append(summary()).append('\n').toString();
    }

    List<String> markdown() {
        List<String> lines = new ArrayList<>();
        lines.add("| Class | Matched | Excluded | Missing | Coverage |");
        lines.add("|---|---:|---:|---:|---:|");
        int excluded = 0;
        int missing = 0;
        for (ClassCoverage c : classes) {
            lines.add("| `" + c.className() + "` | " + c.matchedCount() + " | " + c.excluded().size() + " | "
                + c.missing().size() + " | " + ClassCoverage.percent(c.matchedCount(), c.total()) + " |");
            excluded += c.excluded().size();
            missing += c.missing().size();
        }
        lines.add("| **Total (" + classes.size() + " classes)** | **" + matched() + "** | **" + excluded
            + "** | **" + missing + "** | **" + ClassCoverage.percent(matched(), total()) + "** |");
        lines.add("");
        lines.add(summary() + ".");
        Map<String, Integer> byReason = new TreeMap<>();
        classes.forEach(c -> c.excluded().values().forEach(reason -> byReason.merge(reason, 1, Integer::sum)));
        if (!byReason.isEmpty()) {
            lines.add("");
            lines.add("Deliberately not provided (from `compat/exclusions.txt`):");
            lines.add("");
            byReason.forEach((reason, count) -> lines.add("- " + reason + ": " + count
                + (count == 1 ? " member" : " members")));
        }
        return lines;
    }

    void writeMarkdown(Path file) {
        try {
            Files.createDirectories(file.getParent());
            Files.write(file, markdown(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** Replaces the text between the api-coverage markers, leaving the rest of the document alone. */
    void updateDocument(Path doc) {
        try {
            String text = Files.readString(doc, StandardCharsets.UTF_8);
            int begin = text.indexOf(BEGIN);
            int end = text.indexOf(END);
            if (begin < 0 || end < begin) {
                throw new IllegalStateException(doc + " lacks the " + BEGIN + " ... " + END + " markers");
            }
            String section = BEGIN + "\n" + String.join("\n", markdown()) + "\n";
            Files.writeString(doc, text.substring(0, begin) + section + text.substring(end), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot update " + doc, e);
        }
    }
}
