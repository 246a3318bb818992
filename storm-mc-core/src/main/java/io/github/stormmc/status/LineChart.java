package io.github.stormmc.status;

import java.util.List;
import java.util.Locale;
import java.util.function.DoubleUnaryOperator;
import java.util.function.ToDoubleFunction;

/**
 * A small line chart of one series over the last minutes, as inline SVG: no script, no external resource. The x axis
 * spans the points' own times, the y axis runs from 0 to the series' largest value (or to {@code ceiling} when one is
 * given). A NaN value leaves a gap. The latest value and the largest are written above the line.
 */
final class LineChart {
    static final int WIDTH = 240;
    static final int HEIGHT = 64;
    private static final int TOP = 16;
    private static final int BOTTOM = 4;
    private static final int SIDE = 2;

    private LineChart() {
    }

    /**
     * @param kind      what is drawn, for the page's styles and tests: rate, latency, queue, heap or gc
     * @param ceiling   the top of the y axis, or NaN to scale to the largest value
     * @param format    how a value is written
     */
    static <P extends TimedPoint> String render(String kind, String component, List<P> points,
                                                ToDoubleFunction<P> value, double ceiling,
                                                java.util.function.DoubleFunction<String> format) {
        double max = 0;
        int drawn = 0;
        for (P p : points) {
            double v = value.applyAsDouble(p);
            if (!Double.isNaN(v)) {
                max = Math.max(max, v);
                drawn++;
            }
        }
        double top = Double.isNaN(ceiling) ? (max > 0 ? max : 1) : ceiling;
        double last = points.isEmpty() ? Double.NaN : value.applyAsDouble(points.get(points.size() - 1));
        long first = points.isEmpty() ? 0 : points.get(0).nanos();
        long span = points.size() < 2 ? 1 : Math.max(1, points.get(points.size() - 1).nanos() - first);
        DoubleUnaryOperator y = v -> TOP + (HEIGHT - TOP - BOTTOM) * (1 - Math.min(1, v / top));
        StringBuilder path = new StringBuilder();
        StringBuilder area = new StringBuilder();
        boolean pen = false;
        double segmentStart = 0;
        double x = 0;
        for (P p : points) {
            double v = value.applyAsDouble(p);
            x = points.size() < 2 ? WIDTH - SIDE : SIDE + (WIDTH - 2.0 * SIDE) * (p.nanos() - first) / span;
            if (Double.isNaN(v)) {
                if (pen) {
                    area.append(String.format(Locale.ROOT, "L%.1f %d L%.1f %dZ", x, HEIGHT - BOTTOM, segmentStart,
                        HEIGHT - BOTTOM));
                }
                pen = false;
                continue;
            }
            String at = String.format(Locale.ROOT, "%.1f %.1f", x, y.applyAsDouble(v));
            if (!pen) {
                segmentStart = x;
                area.append(String.format(Locale.ROOT, "M%.1f %d L", x, HEIGHT - BOTTOM)).append(at).append(' ');
                path.append('M').append(at).append(' ');
            } else {
                area.append('L').append(at).append(' ');
                path.append('L').append(at).append(' ');
            }
            pen = true;
        }
        if (pen) {
            area.append(String.format(Locale.ROOT, "L%.1f %d L%.1f %dZ", x, HEIGHT - BOTTOM, segmentStart,
                HEIGHT - BOTTOM));
        }
        String lastText = Double.isNaN(last) ? "–" : format.apply(last);
        StringBuilder svg = new StringBuilder();
        svg.append("<svg class=\"chart ").append(kind).append("\" data-chart=\"").append(kind)
            .append("\" data-component=\"").append(Html.esc(component)).append("\" data-points=\"").append(drawn)
            .append("\" width=\"").append(WIDTH).append("\" height=\"").append(HEIGHT).append("\" viewBox=\"0 0 ")
            .append(WIDTH).append(' ').append(HEIGHT).append("\" role=\"img\"><title>")
            .append(Html.esc(component)).append(' ').append(kind).append(": now ").append(Html.esc(lastText))
            .append(", highest ").append(Html.esc(format.apply(max))).append(" over the last ")
            .append(points.size()).append(" samples</title>")
            .append("<line x1=\"0\" x2=\"").append(WIDTH).append("\" y1=\"").append(HEIGHT - BOTTOM).append("\" y2=\"")
            .append(HEIGHT - BOTTOM).append("\" class=\"axis\"/>");
        if (drawn > 0) {
            svg.append("<path class=\"area\" d=\"").append(area.toString().trim()).append("\"/>")
                .append("<path class=\"line\" d=\"").append(path.toString().trim()).append("\"/>");
        }
        svg.append("<text x=\"").append(SIDE).append("\" y=\"11\" class=\"now\">").append(Html.esc(lastText))
            .append("</text><text x=\"").append(WIDTH - SIDE).append("\" y=\"11\" class=\"max\" text-anchor=\"end\">")
            .append("max ").append(Html.esc(format.apply(max))).append("</text></svg>");
        return svg.toString();
    }
}
