package io.github.stormmc.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps docs/architecture.md and the source tree honest: engine packages depend on each other one way, no API class
 * and engine class import each other, and every engine package is in the architecture's package table.
 */
class ArchitectureTest {
    private static final Path SOURCES = Path.of("src/main/java");
    private static final Path ENGINE = SOURCES.resolve("io/github/stormmc");
    private static final Pattern ENGINE_IMPORT = Pattern.compile("import (io\\.github\\.stormmc\\.[a-z.]+\\.[A-Z]\\w*);");
    private static final Pattern API_IMPORT = Pattern.compile("import (org\\.apache\\.storm\\.[a-z.]*[A-Z]\\w*);");

    private static Map<String, String> sources(Path root) throws IOException {
        Map<String, String> byClass = new TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String name = SOURCES.relativize(f).toString().replace('/', '.').replaceAll("\\.java$", "");
                byClass.put(name, Files.readString(f));
            }
        }
        return byClass;
    }

    private static String topPackage(String engineClass) {
        return engineClass.split("\\.")[3];
    }

    @Test
    void enginePackagesDependOneWay() throws IOException {
        Map<String, Set<String>> deps = new TreeMap<>();
        for (Map.Entry<String, String> e : sources(ENGINE).entrySet()) {
            String from = topPackage(e.getKey());
            Set<String> to = deps.computeIfAbsent(from, k -> new TreeSet<>());
            Matcher m = ENGINE_IMPORT.matcher(e.getValue());
            while (m.find()) {
                String target = topPackage(m.group(1));
                if (!target.equals(from)) {
                    to.add(target);
                }
            }
        }
        List<String> cycles = new ArrayList<>();
        for (String start : deps.keySet()) {
            // a cycle through start: start reaches itself
            Deque<List<String>> paths = new ArrayDeque<>();
            paths.add(List.of(start));
            Set<String> seen = new TreeSet<>();
            while (!paths.isEmpty()) {
                List<String> path = paths.poll();
                for (String next : deps.getOrDefault(path.get(path.size() - 1), Set.of())) {
                    if (next.equals(start)) {
                        cycles.add(String.join(" -> ", path) + " -> " + start);
                    } else if (seen.add(next)) {
                        List<String> longer = new ArrayList<>(path);
                        longer.add(next);
                        paths.add(longer);
                    }
                }
            }
        }
        assertEquals(List.of(), cycles, "engine package cycles");
    }

    @Test
    void noApiClassAndEngineClassImportEachOther() throws IOException {
        Map<String, String> engine = sources(ENGINE);
        Map<String, String> api = sources(SOURCES.resolve("org/apache/storm"));
        List<String> loops = new ArrayList<>();
        for (Map.Entry<String, String> e : engine.entrySet()) {
            Matcher m = API_IMPORT.matcher(e.getValue());
            while (m.find()) {
                String apiClass = m.group(1);
                String apiSource = api.get(apiClass);
                if (apiSource != null && apiSource.contains("import " + e.getKey() + ";")) {
                    loops.add(e.getKey() + " <-> " + apiClass);
                }
            }
        }
        assertEquals(List.of(), loops, "API <-> engine import loops");
    }

    @Test
    void everyEnginePackageIsInTheArchitecturesPackageTable() throws IOException {
        String doc = Files.readString(Path.of("../docs/architecture.md"));
        Map<String, Boolean> listed = new HashMap<>();
        try (Stream<Path> dirs = Files.list(ENGINE)) {
            for (Path d : dirs.filter(Files::isDirectory).toList()) {
                String name = d.getFileName().toString();
                listed.put(name, doc.contains("| `" + name + "` |"));
            }
        }
        List<String> missing = listed.entrySet().stream().filter(e -> !e.getValue()).map(Map.Entry::getKey).sorted()
            .toList();
        assertTrue(missing.isEmpty(), "engine packages missing from docs/architecture.md: " + missing);
    }
}
