package io.github.stormmc.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Member;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The resource compatibility-rows.txt and docs/compatibility.md's feature table cannot drift apart. */
class CompatibilityRowsTest {

    private static final Path DOC = Path.of(System.getProperty("stormmc.repoRoot", "..")).resolve(
            "docs/compatibility.md");

    /** "status | feature" of every feature-table row that is partial, not, or differs from Storm. */
    private static List<String> documentedRows() throws Exception {
        List<String> rows = new ArrayList<>();
        boolean inFeatures = false;
        for (String line : Files.readAllLines(DOC)) {
            if (line.startsWith("## ")) {
                inFeatures = line.equals("## Features");
                continue;
            }
            if (!inFeatures || !line.startsWith("| ") || line.startsWith("| Storm feature") || line.startsWith("|---")) {
                continue;
            }
            List<String> cells = cells(line);
            String status = cells.get(1);
            if (status.equals("partial") || status.equals("not") || status.contains("differs from Storm")) {
                rows.add(status + " | " + cells.get(0));
            }
        }
        return rows;
    }

    /** A Markdown table row's cells; "\|" inside a cell is a literal bar. */
    private static List<String> cells(String line) {
        String[] parts = line.substring(1).split("(?<!\\\\)\\|", -1);
        return Arrays.stream(parts, 0, parts.length - 1).map(String::trim).toList();
    }

    @Test
    void everyPartialNotOrDifferingRowOfTheDocHasABlockAndNoBlockIsStale() throws Exception {
        List<String> resource = CompatibilityRows.load().stream().map(r -> r.status() + " | " + r.feature()).toList();
        assertFalse(documentedRows().isEmpty(), "no rows read from " + DOC);
        assertEquals(documentedRows(), resource, DOC + " and " + CompatibilityRows.RESOURCE + " disagree");
    }

    @Test
    void everyRowHasTriggersAndEveryTriggerNamesAClassOrMemberStormMcHas() throws Exception {
        for (CompatibilityRow row : CompatibilityRows.load()) {
            assertFalse(row.triggers().isEmpty(), "no trigger for " + row.feature());
            for (List<String> trigger : row.triggers()) {
                for (String term : trigger) {
                    if (term.startsWith("\"") || term.endsWith("*")) {
                        continue; // strings and prefixes name things Storm-MC need not have
                    }
                    int hash = term.indexOf('#');
                    Class<?> c = Class.forName(hash < 0 ? term : term.substring(0, hash), false,
                            getClass().getClassLoader());
                    if (hash > 0) {
                        String member = term.substring(hash + 1);
                        assertTrue(hasMember(c, member), term + " (row " + row.feature() + "): no such member");
                    }
                }
            }
        }
    }

    private static boolean hasMember(Class<?> type, String name) {
        Deque<Class<?>> queue = new ArrayDeque<>(List.of(type));
        while (!queue.isEmpty()) {
            Class<?> c = queue.poll();
            if (Stream.concat(Arrays.stream(c.getDeclaredMethods()), Arrays.stream(c.getDeclaredFields()))
                    .map(Member::getName).anyMatch(name::equals)) {
                return true;
            }
            if (c.getSuperclass() != null) {
                queue.add(c.getSuperclass());
            }
            queue.addAll(List.of(c.getInterfaces()));
        }
        return false;
    }

    @Test
    void aTriggerOutsideARowIsAnErrorNamingTheLine() {
        CheckException e = org.junit.jupiter.api.Assertions.assertThrows(CheckException.class,
                () -> CompatibilityRows.parse(List.of("# comment", "org.apache.storm.Config")));
        assertEquals(CompatibilityRows.RESOURCE + " line 2: a trigger must be indented under a row: "
                + "org.apache.storm.Config", e.getMessage());
    }
}
