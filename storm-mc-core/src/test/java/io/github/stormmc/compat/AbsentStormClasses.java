package io.github.stormmc.compat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The public classes of storm-client and storm-server that Storm-MC does not provide, each with the reason that
 * api-class-rules.txt (a class rule) or exclusions.txt (a {@code Class#*} line) gives, rendered as the table of
 * docs/compatibility.md between the absent-classes markers. A nested class is listed on its own only when the class
 * enclosing it is provided; nested classes of a provided class are grouped per enclosing class.
 */
final class AbsentStormClasses {

    static final String BEGIN = "<!-- absent-classes:begin -->";
    static final String END = "<!-- absent-classes:end -->";

    private final SortedSet<String> publicClasses;
    private final SortedSet<String> clientClasses;
    private final Path ourClasses;
    private final ApiClassRules rules;
    private final Exclusions exclusions;

    AbsentStormClasses(SortedSet<String> publicClasses, SortedSet<String> clientClasses, Path ourClasses,
                       ApiClassRules rules, Exclusions exclusions) {
        this.publicClasses = publicClasses;
        this.clientClasses = clientClasses;
        this.ourClasses = ourClasses;
        this.rules = rules;
        this.exclusions = exclusions;
    }

    boolean provided(String className) {
        return Files.isRegularFile(ourClasses.resolve(className.replace('.', '/') + ".class"));
    }

    /** Absent classes to name: top-level ones, and nested ones whose enclosing class is provided. */
    SortedSet<String> absent() {
        SortedSet<String> absent = new TreeSet<>();
        for (String name : publicClasses) {
            int dollar = name.lastIndexOf('$');
            if (!provided(name) && (dollar < 0 || provided(name.substring(0, dollar)))) {
                absent.add(name);
            }
        }
        return absent;
    }

    /** Why a class is absent, or null when neither list explains it. */
    String reason(String className) {
        String reason = rules.reasonFor(className);
        return reason != null ? reason : exclusions.reasonFor(className + "#*");
    }

    /** Public classes that a class rule keeps out of the checked list although Storm-MC provides them. */
    List<String> providedButExcluded() {
        return publicClasses.stream().filter(this::provided).filter(c -> rules.reasonFor(c) != null).toList();
    }

    List<String> markdown() {
        Map<String, List<String>> nestedByOwner = new TreeMap<>();
        List<String> rows = new ArrayList<>();
        int topLevel = 0;
        for (String name : absent()) {
            int dollar = name.indexOf('$');
            if (dollar >= 0) {
                nestedByOwner.computeIfAbsent(name.substring(0, name.lastIndexOf('$')), k -> new ArrayList<>()).add(name);
                continue;
            }
            topLevel++;
            rows.add("| `" + name + "` | " + escape(reason(name)) + " |");
        }
        for (Map.Entry<String, List<String>> owner : nestedByOwner.entrySet()) {
            List<String> nested = owner.getValue();
            String names = nested.size() <= 6
                ? String.join(", ", nested.stream().map(n -> "`" + n.substring(owner.getKey().length()) + "`").toList())
                : nested.size() + " nested classes, e.g. `" + nested.get(0).substring(owner.getKey().length()) + "`";
            rows.add("| `" + owner.getKey() + "` nested: " + names + " | " + escape(reason(nested.get(0))) + " |");
        }
        long clientTotal = clientClasses.stream().filter(c -> c.indexOf('$') < 0).count();
        long clientAbsent = absent().stream().filter(c -> c.indexOf('$') < 0 && clientClasses.contains(c)).count();
        long serverTotal = publicClasses.stream().filter(c -> c.indexOf('$') < 0 && !clientClasses.contains(c)).count();
        List<String> lines = new ArrayList<>();
        lines.add("Of the " + clientTotal + " public top-level classes of storm-client 2.8.2, " + clientAbsent
            + " are not in storm-mc-core; of storm-server's " + serverTotal + ", " + (topLevel - clientAbsent)
            + ". Each is listed with its reason; the build fails when a class is absent without one here.");
        lines.add("");
        lines.add("| Class | Why Storm-MC does not provide it |");
        lines.add("|---|---|");
        lines.addAll(rows);
        return lines;
    }

    private static String escape(String text) {
        return text == null ? "(no reason given)" : text.replace("|", "\\|");
    }

    /** The table now in the document, or null when the markers are missing. */
    static List<String> inDocument(Path doc) {
        String text = read(doc);
        int begin = text.indexOf(BEGIN);
        int end = text.indexOf(END);
        if (begin < 0 || end < begin) {
            return null;
        }
        String section = text.substring(begin + BEGIN.length(), end).strip();
        return section.isEmpty() ? List.of() : List.of(section.split("\n", -1));
    }

    void updateDocument(Path doc) {
        String text = read(doc);
        int begin = text.indexOf(BEGIN);
        int end = text.indexOf(END);
        if (begin < 0 || end < begin) {
            throw new IllegalStateException(doc + " lacks the " + BEGIN + " ... " + END + " markers");
        }
        String section = BEGIN + "\n" + String.join("\n", markdown()) + "\n";
        try {
            Files.writeString(doc, text.substring(0, begin) + section + text.substring(end), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot update " + doc, e);
        }
    }

    private static String read(Path doc) {
        try {
            return Files.readString(doc, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + doc, e);
        }
    }
}
