package io.github.stormmc.benchmarks.runner;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A small line chart in SVG: a figure (throughput, CPU per tuple) against parallelism or executors per core, one line
 * per engine with optional min–max whiskers, and optional horizontal reference lines (the single-thread limit).
 * Self-contained, so no plotting library is needed.
 */
final class SvgPlot {

    private static final int WIDTH = 760;
    private static final int HEIGHT = 420;
    private static final int LEFT = 90;
    private static final int RIGHT = 210;
    private static final int TOP = 40;
    private static final int BOTTOM = 60;

    /** One line: y values (NaN = missing) at the plot's x values, with optional whisker bounds. */
    record Series(String name, String color, boolean dashed, double[] y, double[] low, double[] high) {
    }

    private final String title;
    private final String yLabel;
    private final String xLabel;
    private final double[] x;
    private final List<Series> series = new ArrayList<>();

    /** Against parallelism. */
    SvgPlot(String title, String yLabel, int[] x) {
        this(title, yLabel, "parallelism (executors per component)", java.util.Arrays.stream(x).asDoubleStream()
                .toArray());
    }

    /** Against any x, given in ascending order. */
    SvgPlot(String title, String yLabel, String xLabel, double[] x) {
        this.title = title;
        this.yLabel = yLabel;
        this.xLabel = xLabel;
        this.x = x;
    }

    SvgPlot add(Series s) {
        series.add(s);
        return this;
    }

    String render() {
        double yMax = 0;
        for (Series s : series) {
            if (s.dashed()) {
                continue;
            }
            for (double[] values : new double[][] {s.y(), s.high()}) {
                if (values == null) {
                    continue;
                }
                for (double v : values) {
                    if (!Double.isNaN(v)) {
                        yMax = Math.max(yMax, v);
                    }
                }
            }
        }
        // A reference line far above the data would flatten it; such a line is named in the legend instead.
        double dataMax = yMax;
        List<Series> offScale = new ArrayList<>();
        for (Series s : series) {
            if (s.dashed()) {
                double v = s.y()[0];
                if (dataMax > 0 && v > 2.5 * dataMax) {
                    offScale.add(s);
                } else if (!Double.isNaN(v)) {
                    yMax = Math.max(yMax, v);
                }
            }
        }
        double step = niceStep(yMax <= 0 ? 1 : yMax / 5);
        double top = Math.max(step, Math.ceil(yMax / step) * step);
        double xMin = x[0];
        double xMax = x[x.length - 1];
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">%n", WIDTH, HEIGHT, WIDTH, HEIGHT));
        svg.append(String.format("<rect width=\"%d\" height=\"%d\" fill=\"white\"/>%n", WIDTH, HEIGHT));
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"22\" font-size=\"15\" font-weight=\"bold\">%s</text>%n",
                LEFT, escape(title)));
        int plotW = WIDTH - LEFT - RIGHT;
        int plotH = HEIGHT - TOP - BOTTOM;
        for (double v = 0; v <= top + step / 2; v += step) {
            double py = TOP + plotH - v / top * plotH;
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>%n",
                    LEFT, py, LEFT + plotW, py));
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>%n",
                    LEFT - 6, py + 4, Format.compact(v)));
        }
        for (double xv : x) {
            double px = px(xv, xMin, xMax, plotW);
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>%n",
                    px, TOP + plotH + 18, Format.compact(xv)));
        }
        svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\""
                + " stroke=\"#444\"/>%n", LEFT, TOP, plotW, plotH));
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>%n",
                LEFT + plotW / 2, HEIGHT - 18, escape(xLabel)));
        svg.append(String.format(Locale.ROOT, "<text transform=\"translate(18,%d) rotate(-90)\""
                + " text-anchor=\"middle\">%s</text>%n", TOP + plotH / 2, escape(yLabel)));
        int legendY = TOP + 10;
        for (Series s : series) {
            if (offScale.contains(s)) {
                svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" fill=\"%s\">%s: %s</text>%n",
                        LEFT + plotW + 12, legendY + 4, s.color(), escape(s.name()), Format.compact(s.y()[0])));
                svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" fill=\"%s\">(above the chart)</text>%n",
                        LEFT + plotW + 12, legendY + 20, s.color()));
                legendY += 40;
                continue;
            }
            String dash = s.dashed() ? " stroke-dasharray=\"6,4\"" : "";
            StringBuilder path = new StringBuilder();
            for (int i = 0; i < x.length; i++) {
                if (Double.isNaN(s.y()[i])) {
                    continue;
                }
                double px = px(x[i], xMin, xMax, plotW);
                double py = TOP + plotH - s.y()[i] / top * plotH;
                path.append(path.length() == 0 ? "M" : " L").append(String.format(Locale.ROOT, "%.1f %.1f", px, py));
                if (!s.dashed()) {
                    svg.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"%s\"/>%n",
                            px, py, s.color()));
                }
                if (s.low() != null && !Double.isNaN(s.low()[i]) && !Double.isNaN(s.high()[i])) {
                    double lo = TOP + plotH - s.low()[i] / top * plotH;
                    double hi = TOP + plotH - s.high()[i] / top * plotH;
                    svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\""
                            + " stroke=\"%s\" stroke-width=\"1\"/>%n", px, lo, px, hi, s.color()));
                }
            }
            svg.append(String.format("<path d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s/>%n",
                    path, s.color(), dash));
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\""
                    + " stroke-width=\"2\"%s/>%n", LEFT + plotW + 12, legendY, LEFT + plotW + 36, legendY,
                    s.color(), dash));
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">%s</text>%n", LEFT + plotW + 42,
                    legendY + 4, escape(s.name())));
            legendY += 20;
        }
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static double px(double xv, double xMin, double xMax, int plotW) {
        double span = xMax > xMin ? xMax - xMin : 1;
        double margin = 0.04 * plotW;
        return LEFT + margin + (xv - xMin) / span * (plotW - 2 * margin);
    }

    /** 1, 2 or 5 times a power of ten, at least the given raw step. */
    static double niceStep(double raw) {
        double power = Math.pow(10, Math.floor(Math.log10(raw)));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * power >= raw) {
                return m * power;
            }
        }
        return 10 * power;
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
