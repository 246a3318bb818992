package io.github.stormmc.benchmarks.runner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * runs.csv: one row per child run, appended as soon as the run ends so an interrupted sweep keeps what it measured.
 * The report is computed from this file alone.
 */
final class RunsCsv {

    static final List<String> COLUMNS = List.of("seq", "rep", "engine", "topology", "variant", "mode", "parallelism",
            "offered_rate", "rate_basis", "status", "steady_s", "steady_capped", "measured_s", "throughput", "spout_rate", "acked", "failed",
            "cpu_pct", "cpu_ns_per_tuple", "thread_cpu_ns", "sys_cpu_pct", "ctx_switches_per_ktuple", "rss_mb_avg", "rss_mb_max", "live_heap_mb",
            "alloc_bytes_per_tuple", "threads_avg", "threads_max", "threads_baseline",
            "threads_submit", "engine_threads", "executors", "startup_ms", "submitted_ms", "lat_count", "lat_p50_us",
            "lat_p99_us", "lat_p999_us", "lat_max_us", "lat_hop1_p50_us", "lat_hop1_p99_us", "counts", "wall_s", "java",
            "cores", "engine_jar", "error");

    private final Path file;

    RunsCsv(Path file) {
        this.file = file;
    }

    void start() throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, String.join(",", COLUMNS) + "\n", StandardCharsets.UTF_8);
    }

    void append(int seq, RunSpec spec, Map<String, String> result) throws IOException {
        Map<String, String> row = new LinkedHashMap<>(result);
        row.put("seq", Integer.toString(seq));
        row.put("rep", Integer.toString(spec.rep()));
        row.put("engine", spec.engine());
        row.put("topology", spec.topology());
        row.put("variant", spec.variant());
        row.put("mode", spec.mode());
        row.put("parallelism", Integer.toString(spec.parallelism()));
        row.put("offered_rate", Long.toString(spec.rate()));
        row.put("counts", joined(result, "count."));
        row.put("thread_cpu_ns", joined(result, "thread_cpu_ns."));
        List<String> cells = new ArrayList<>();
        for (String c : COLUMNS) {
            cells.add(escape(row.getOrDefault(c, "")));
        }
        Files.writeString(file, String.join(",", cells) + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
    }

    /** The result's {@code PREFIXname} entries as {@code name=value;...}, in the result's order. */
    static String joined(Map<String, String> result, String prefix) {
        StringBuilder cell = new StringBuilder();
        for (Map.Entry<String, String> e : result.entrySet()) {
            if (e.getKey().startsWith(prefix)) {
                if (cell.length() > 0) {
                    cell.append(';');
                }
                cell.append(e.getKey().substring(prefix.length())).append('=').append(e.getValue());
            }
        }
        return cell.toString();
    }

    static String escape(String v) {
        if (v == null || v.equals("null")) {
            return "";
        }
        if (v.contains(",") || v.contains("\"") || v.contains("\n")) {
            return "\"" + v.replace("\"", "\"\"") + "\"";
        }
        return v;
    }

    /** Every row as column name → value. */
    static List<Map<String, String>> read(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        List<Map<String, String>> rows = new ArrayList<>();
        if (lines.isEmpty()) {
            return rows;
        }
        List<String> header = split(lines.get(0));
        for (String line : lines.subList(1, lines.size())) {
            if (line.isBlank()) {
                continue;
            }
            List<String> cells = split(line);
            Map<String, String> row = new LinkedHashMap<>();
            for (int i = 0; i < header.size(); i++) {
                row.put(header.get(i), i < cells.size() ? cells.get(i) : "");
            }
            rows.add(row);
        }
        return rows;
    }

    static List<String> split(String line) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cell.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                cells.add(cell.toString());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        cells.add(cell.toString());
        return cells;
    }
}
