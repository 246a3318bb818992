package io.github.stormmc.benchmarks.runner;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.Map;

/** Facts about the machine and JDK recorded with every sweep. */
final class MachineInfo {

    private MachineInfo() {
    }

    static Map<String, String> collect() {
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("date", ZonedDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ISO_LOCAL_DATE_TIME)
                .replaceAll("\\.\\d+$", "") + "Z");
        facts.put("cores", Integer.toString(Runtime.getRuntime().availableProcessors()));
        facts.put("cpu", firstValue(Path.of("/proc/cpuinfo"), "model name", "unknown"));
        String memKb = firstValue(Path.of("/proc/meminfo"), "MemTotal", "");
        facts.put("memory", memKb.isEmpty() ? "unknown"
                : String.format("%.1f GiB", Long.parseLong(memKb.replaceAll("[^0-9]", "")) / 1024.0 / 1024.0));
        facts.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch"));
        facts.put("jdk", System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"));
        facts.put("commit", System.getProperty("stormmc.bench.commit", "unknown"));
        return facts;
    }

    private static String firstValue(Path file, String key, String fallback) {
        try {
            for (String line : Files.readAllLines(file)) {
                if (line.startsWith(key)) {
                    int colon = line.indexOf(':');
                    return colon < 0 ? fallback : line.substring(colon + 1).trim();
                }
            }
        } catch (IOException | RuntimeException e) {
            return fallback;
        }
        return fallback;
    }
}
