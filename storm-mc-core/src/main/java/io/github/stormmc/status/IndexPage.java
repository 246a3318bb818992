package io.github.stormmc.status;

import java.util.List;

/** The front page: one row per running topology. */
final class IndexPage {

    private IndexPage() {
    }

    static String render(List<TopologyView> topologies, int refreshSecs) {
        return render(topologies, refreshSecs, List.of());
    }

    static String render(List<TopologyView> topologies, int refreshSecs, List<JvmHistory.Point> jvm) {
        StringBuilder sb = new StringBuilder("<h1>Topologies</h1><div class=\"sub\">Storm-MC runs each topology in "
            + "this JVM: one worker, one thread per executor.</div>");
        if (topologies.isEmpty()) {
            sb.append("<p class=\"muted\" id=\"no-topologies\">No topology is running.</p>");
        } else {
            sb.append("<table id=\"topologies\"><thead><tr><th>Name</th><th>Id</th><th>Status</th><th>Uptime</th>")
                .append("<th class=\"n\">Executors</th><th class=\"n\">Tasks</th><th class=\"n\">Emitted</th>")
                .append("<th class=\"n\">Acked</th><th class=\"n\">Failed</th><th class=\"n\">Errors</th>")
                .append("<th class=\"n\">Restarts</th></tr></thead><tbody>");
            for (TopologyView t : topologies) {
                sb.append("<tr data-topology=\"").append(Html.esc(t.name())).append("\"><td><a href=\"/topology/")
                    .append(Html.url(t.id())).append("\">").append(Html.esc(t.name())).append("</a></td>")
                    .append(Html.td("id", Html.esc(t.id())))
                    .append("<td><span class=\"status ").append(t.status()).append("\">").append(t.status())
                    .append("</span></td>")
                    .append(Html.td("uptime", StormUiJson.prettyUptime(t.uptimeSecs())))
                    .append(Html.numTd("executors", Integer.toString(t.executorCount())))
                    .append(Html.numTd("tasks", Integer.toString(t.tasks())))
                    .append(Html.numTd("emitted", Html.count(t.emitted())))
                    .append(Html.numTd("acked", Html.count(t.acked())))
                    .append(Html.numTd("failed", Html.count(t.failed())))
                    .append(Html.numTd("errors", Html.count(t.errorCount())))
                    .append(Html.numTd("restarts", Html.count(t.restarts())))
                    .append("</tr>");
            }
            sb.append("</tbody></table>");
        }
        sb.append(jvmCharts(jvm));
        return PageLayout.page("Topologies", "topologies", sb.toString(), refreshSecs);
    }

    /** Heap used (against the heap's max), committed, and the share of time spent in GC, over the last minutes. */
    static String jvmCharts(List<JvmHistory.Point> jvm) {
        double max = jvm.isEmpty() ? Double.NaN : jvm.get(jvm.size() - 1).heapMaxMb();
        return "<h2>JVM</h2><div class=\"scroll\"><table id=\"jvm\"><thead><tr><th>Heap used (MB)</th>"
            + "<th>Heap committed (MB)</th><th>Time in GC</th></tr></thead><tbody><tr><td>"
            + LineChart.render("heap", "heap used", jvm, JvmHistory.Point::heapUsedMb, max, JvmCharts::mb)
            + "</td><td>"
            + LineChart.render("heap", "heap committed", jvm, JvmHistory.Point::heapCommittedMb, max, JvmCharts::mb)
            + "</td><td>"
            + LineChart.render("gc", "time in GC", jvm, JvmHistory.Point::gcShare, 1.0, JvmCharts::percent)
            + "</td></tr></tbody></table></div>";
    }

    /** Value formats of the JVM charts. */
    private static final class JvmCharts {
        static String mb(double v) {
            return String.format(java.util.Locale.ROOT, "%.0f MB", v);
        }

        static String percent(double v) {
            return String.format(java.util.Locale.ROOT, "%.1f%%", v * 100);
        }
    }
}
