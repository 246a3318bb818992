package io.github.stormmc.status;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The last minutes of each component, one point per sampling period: its rate (spouts: emitted; bolts: executed,
 * tuples/s), its average latency over the period (spouts: complete; bolts: execute; NaN when none was sampled) and
 * the fullest receive queue among its executors. Kept for {@link #POINTS} periods, in memory only.
 */
final class ComponentHistory {

    /** Five minutes at the default two-second period. */
    static final int POINTS = 150;

    /** One sampling period of one component; {@code nanos} is the sampler's clock at its end. */
    record Point(long nanos, double rate, double latencyMs, double queueFill) implements TimedPoint {
    }

    private final Map<String, Map<String, Deque<Point>>> byTopology = new HashMap<>();

    synchronized void add(String topologyId, String component, Point p) {
        Deque<Point> points = byTopology.computeIfAbsent(topologyId, k -> new TreeMap<>())
            .computeIfAbsent(component, k -> new ArrayDeque<>());
        points.addLast(p);
        while (points.size() > POINTS) {
            points.removeFirst();
        }
    }

    /** Every component's points of one topology, oldest first, components by name. */
    synchronized Map<String, List<Point>> of(String topologyId) {
        Map<String, List<Point>> copy = new TreeMap<>();
        byTopology.getOrDefault(topologyId, Map.of()).forEach((c, points) -> copy.put(c, new ArrayList<>(points)));
        return copy;
    }

    /** Forgets topologies that are gone. */
    synchronized void retain(Set<String> topologyIds) {
        byTopology.keySet().retainAll(topologyIds);
    }
}
