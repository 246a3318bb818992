package io.github.stormmc.benchmarks.runner;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/** All successful runs of a sweep grouped into {@link Point}s, with lookups the report needs. */
final class Summary {

    static final String STORM_MC = "storm-mc";
    static final String APACHE_STORM = "apache-storm";
    static final String LIMIT = "limit";
    static final String FLINK = "flink";
    /** The engines Storm-MC is compared with, in report order. */
    static final List<String> PEERS = List.of(APACHE_STORM, FLINK);

    private final Map<String, Point> points = new LinkedHashMap<>();
    private final int failedRuns;

    Summary(List<Map<String, String>> rows) {
        Map<String, List<Map<String, String>>> groups = new LinkedHashMap<>();
        int failed = 0;
        for (Map<String, String> r : rows) {
            if (!"ok".equals(r.get("status"))) {
                failed++;
                continue;
            }
            String key = Point.key(r.get("topology"), r.get("variant"), r.get("mode"), r.get("engine"),
                    Integer.parseInt(r.get("parallelism")));
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
        }
        groups.values().forEach(g -> {
            Point p = Point.of(g);
            points.put(p.key(), p);
        });
        this.failedRuns = failed;
    }

    Point get(String topology, String variant, String mode, String engine, int parallelism) {
        return points.get(Point.key(topology, variant, mode, engine, parallelism));
    }

    /** Distinct (topology, variant) pairs that have throughput runs, in first-seen order. */
    List<String[]> throughputSeries() {
        List<String[]> result = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        for (Point p : points.values()) {
            String id = p.topology() + "|" + p.variant();
            // Storm-MC unchained is shown beside its plain points, as one more engine, not as a series of its own
            if (p.mode().equals("throughput") && !p.engine().equals(LIMIT) && !p.variant().equals(RunSpec.UNCHAINED)
                    && !seen.contains(id)) {
                seen.add(id);
                result.add(new String[] {p.topology(), p.variant()});
            }
        }
        return result;
    }

    List<Integer> parallelisms(String topology, String variant, String mode) {
        TreeSet<Integer> set = new TreeSet<>();
        for (Point p : points.values()) {
            if (p.topology().equals(topology) && p.variant().equals(variant) && p.mode().equals(mode)
                    && !p.engine().equals(LIMIT)) {
                set.add(p.parallelism());
            }
        }
        return new ArrayList<>(set);
    }

    /** Every point, in first-seen order. */
    List<Point> all() {
        return List.copyOf(points.values());
    }

    List<Point> byMode(String mode) {
        return points.values().stream().filter(p -> p.mode().equals(mode)).toList();
    }

    /** Storm-MC median / Apache Storm median at one point; NaN when either side is missing. */
    double ratio(String topology, String variant, String mode, int parallelism) {
        return ratio(topology, variant, mode, parallelism, APACHE_STORM);
    }

    /** Storm-MC median / the peer engine's median at one point; NaN when either side is missing. */
    double ratio(String topology, String variant, String mode, int parallelism, String peer) {
        Point mc = get(topology, variant, mode, STORM_MC, parallelism);
        Point other = get(topology, variant, mode, peer, parallelism);
        if (mc == null || other == null || other.throughput() <= 0) {
            return Double.NaN;
        }
        return mc.throughput() / other.throughput();
    }

    /** True when the sweep ran the engine at any point of the topology and variant. */
    boolean has(String topology, String variant, String engine) {
        return points.values().stream().anyMatch(p -> p.topology().equals(topology) && p.variant().equals(variant)
                && p.engine().equals(engine));
    }

    int failedRuns() {
        return failedRuns;
    }
}
