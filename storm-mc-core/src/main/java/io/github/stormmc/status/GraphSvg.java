package io.github.stormmc.status;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Draws a topology as inline SVG: components in columns by their distance from a spout (cycles cut where they
 * close), subscriptions as arrows labelled with the rate the target executes them at. Edges back to an earlier or
 * the same column arc below the nodes.
 */
final class GraphSvg {
    private static final int NODE_W = 170;
    private static final int NODE_H = 58;
    private static final int COL_GAP = 120;
    private static final int ROW_GAP = 34;
    private static final int MARGIN = 24;

    private GraphSvg() {
    }

    static String render(TopologyView t) {
        List<ComponentView> components = t.components();
        Map<String, Integer> column = columns(components, t.edges());
        Map<Integer, Integer> rowsUsed = new HashMap<>();
        Map<String, int[]> pos = new HashMap<>();
        int maxRows = 1;
        int maxCol = 0;
        for (ComponentView c : components) {
            int col = column.get(c.id());
            int row = rowsUsed.merge(col, 1, Integer::sum) - 1;
            maxRows = Math.max(maxRows, row + 1);
            maxCol = Math.max(maxCol, col);
            pos.put(c.id(), new int[] {MARGIN + col * (NODE_W + COL_GAP), MARGIN + row * (NODE_H + ROW_GAP)});
        }
        boolean backEdges = t.edges().stream().anyMatch(e -> column.get(e.target()) <= column.get(e.source()));
        int width = 2 * MARGIN + (maxCol + 1) * NODE_W + maxCol * COL_GAP;
        int height = 2 * MARGIN + maxRows * NODE_H + (maxRows - 1) * ROW_GAP + (backEdges ? 50 : 0);
        StringBuilder svg = new StringBuilder();
        svg.append("<svg id=\"topology-graph\" xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width)
            .append("\" height=\"").append(height).append("\" viewBox=\"0 0 ").append(width).append(' ').append(height)
            .append("\" role=\"img\" aria-label=\"topology graph\">")
            .append("<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"11\" ")
            .append("markerHeight=\"11\" markerUnits=\"userSpaceOnUse\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#7b8794\"/>")
            .append("</marker></defs>");
        int bottom = height - MARGIN;
        for (EdgeView e : t.edges()) {
            edge(svg, e, pos.get(e.source()), pos.get(e.target()), column.get(e.target()) <= column.get(e.source()),
                bottom);
        }
        for (ComponentView c : components) {
            node(svg, c, pos.get(c.id()), t.id());
        }
        return svg.append("</svg>").toString();
    }

    private static void edge(StringBuilder svg, EdgeView e, int[] from, int[] to, boolean back, int bottom) {
        double strokeWidth = 1.5 + Math.min(4.5, Math.log10(1 + e.rate()));
        String path;
        double lx;
        double ly;
        if (!back) {
            int x1 = from[0] + NODE_W;
            int y1 = from[1] + NODE_H / 2;
            int x2 = to[0];
            int y2 = to[1] + NODE_H / 2;
            int mid = (x1 + x2) / 2;
            path = "M" + x1 + "," + y1 + " C" + mid + "," + y1 + " " + mid + "," + y2 + " " + x2 + "," + y2;
            lx = mid;
            ly = (y1 + y2) / 2.0 - 9;
        } else {
            int x1 = from[0] + NODE_W / 2;
            int y1 = from[1] + NODE_H;
            int x2 = to[0] + NODE_W / 2 + (from == to ? 30 : 0);
            int y2 = to[1] + NODE_H;
            path = "M" + x1 + "," + y1 + " C" + x1 + "," + bottom + " " + x2 + "," + bottom + " " + x2 + "," + y2;
            lx = (x1 + x2) / 2.0;
            ly = bottom - 8;
        }
        String label = Html.rate(e.rate()) + ("default".equals(e.stream()) ? "" : " · " + e.stream());
        svg.append("<g class=\"edge\" data-source=\"").append(Html.esc(e.source())).append("\" data-target=\"")
            .append(Html.esc(e.target())).append("\" data-stream=\"").append(Html.esc(e.stream())).append("\">")
            .append("<title>").append(Html.esc(e.source() + " → " + e.target() + " (stream " + e.stream() + ", "
                + e.grouping() + " grouping): " + Html.count(e.executed()) + " executed")).append("</title>")
            .append("<path d=\"").append(path).append("\" fill=\"none\" stroke=\"#9aa5b1\" stroke-width=\"")
            .append(String.format(Locale.ROOT, "%.1f", strokeWidth)).append("\" marker-end=\"url(#arrow)\"/>")
            .append("<text x=\"").append(String.format(Locale.ROOT, "%.0f", lx)).append("\" y=\"")
            .append(String.format(Locale.ROOT, "%.0f", ly)).append("\" text-anchor=\"middle\" font-size=\"12\" ")
            .append("fill=\"#334e68\" paint-order=\"stroke\" stroke=\"#fff\" stroke-width=\"4\" data-k=\"edge-rate\">")
            .append(Html.esc(label)).append("</text></g>");
    }

    private static void node(StringBuilder svg, ComponentView c, int[] p, String topologyId) {
        boolean hot = c.capacity() >= 0.8;
        String fill = c.spout() ? "#e7f0ff" : "#e9f7ef";
        String stroke = hot ? "#d1383d" : c.spout() ? "#4a7fd4" : "#3c9a62";
        String rate = c.spout() ? Html.rate(c.emitRate()) + " emitted"
            : Html.rate(c.executeRate()) + " exec · cap " + Html.fixed3(c.capacity());
        svg.append("<a href=\"/topology/").append(Html.url(topologyId)).append("/component/").append(Html.url(c.id()))
            .append("\"><g class=\"node\" data-component=\"").append(Html.esc(c.id())).append("\">")
            .append("<rect x=\"").append(p[0]).append("\" y=\"").append(p[1]).append("\" width=\"").append(NODE_W)
            .append("\" height=\"").append(NODE_H).append("\" rx=\"9\" fill=\"").append(fill).append("\" stroke=\"")
            .append(stroke).append("\" stroke-width=\"").append(hot ? 2.5 : 1.5).append("\"/>")
            .append("<text x=\"").append(p[0] + 12).append("\" y=\"").append(p[1] + 22)
            .append("\" font-size=\"14\" font-weight=\"600\" fill=\"#1d2733\">").append(Html.esc(c.id()))
            .append("</text><text x=\"").append(p[0] + NODE_W - 10).append("\" y=\"").append(p[1] + 22)
            .append("\" font-size=\"11\" text-anchor=\"end\" fill=\"#5b6b7c\">").append(c.spout() ? "spout" : "bolt")
            .append(" ×").append(c.executors().size()).append("</text>")
            .append("<text x=\"").append(p[0] + 12).append("\" y=\"").append(p[1] + 43)
            .append("\" font-size=\"12\" fill=\"#334e68\">").append(Html.esc(rate)).append("</text></g></a>");
    }

    /**
     * Longest distance from a spout along the edges, after dropping the edges that close a cycle (found by a
     * depth-first walk from the spouts: an edge back to a component still on the walk's path).
     */
    static Map<String, Integer> columns(List<ComponentView> components, List<EdgeView> edges) {
        Map<String, List<String>> outputs = new HashMap<>();
        for (EdgeView e : edges) {
            outputs.computeIfAbsent(e.source(), k -> new ArrayList<>()).add(e.target());
        }
        Set<String> backEdges = new HashSet<>();
        Map<String, Integer> state = new HashMap<>(); // 1 on the current path, 2 finished
        List<ComponentView> starts = new ArrayList<>(components);
        starts.sort((x, y) -> Boolean.compare(y.spout(), x.spout())); // spouts first, otherwise in given order
        for (ComponentView c : starts) {
            walk(c.id(), outputs, state, backEdges);
        }
        Map<String, List<String>> inputs = new HashMap<>();
        for (EdgeView e : edges) {
            if (!backEdges.contains(e.source() + "\u0000" + e.target())) {
                inputs.computeIfAbsent(e.target(), k -> new ArrayList<>()).add(e.source());
            }
        }
        Map<String, Integer> column = new HashMap<>();
        for (ComponentView c : components) {
            depth(c.id(), inputs, column);
        }
        return column;
    }

    private static void walk(String id, Map<String, List<String>> outputs, Map<String, Integer> state,
                             Set<String> backEdges) {
        if (state.containsKey(id)) {
            return;
        }
        state.put(id, 1);
        for (String target : outputs.getOrDefault(id, List.of())) {
            Integer s = state.get(target);
            if (s == null) {
                walk(target, outputs, state, backEdges);
            } else if (s == 1) {
                backEdges.add(id + "\u0000" + target);
            }
        }
        state.put(id, 2);
    }

    /** Longest path in the acyclic remainder, memoised. */
    private static int depth(String id, Map<String, List<String>> inputs, Map<String, Integer> column) {
        Integer known = column.get(id);
        if (known != null) {
            return known;
        }
        int d = 0;
        for (String source : inputs.getOrDefault(id, List.of())) {
            d = Math.max(d, depth(source, inputs, column) + 1);
        }
        column.put(id, d);
        return d;
    }
}
