package io.github.stormmc.status;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Page sections shared by the topology and component pages: executor table and error list. */
final class Sections {
    private static final int ERRORS_SHOWN = 10;

    private Sections() {
    }

    static String executors(List<ExecutorView> executors, boolean withComponent, String topologyId) {
        StringBuilder sb = new StringBuilder("<div class=\"scroll\"><table class=\"executors\"><thead><tr><th>Executor</th>");
        if (withComponent) {
            sb.append("<th>Component</th>");
        }
        sb.append("<th class=\"n\">Tasks</th><th class=\"n\">Emitted</th><th class=\"n\">Emit rate</th>")
            .append("<th class=\"n\">Transferred</th><th class=\"n\">Executed</th><th class=\"n\">Exec rate</th>")
            .append("<th class=\"n\">Acked</th><th class=\"n\">Failed</th><th class=\"n\">Latency</th>")
            .append("<th class=\"n\">Capacity</th><th class=\"n\">Queue</th><th class=\"n\">Overflow</th>")
            .append("<th class=\"n\">Failures</th><th class=\"n\">Restarts</th><th class=\"n\">Uptime</th></tr></thead>")
            .append("<tbody>");
        for (ExecutorView e : executors) {
            sb.append("<tr data-executor=\"").append(Html.esc(e.componentId() + e.id())).append("\"><td>")
                .append(Html.esc(e.id())).append("</td>");
            if (withComponent) {
                sb.append("<td><a href=\"/topology/").append(Html.url(topologyId)).append("/component/")
                    .append(Html.url(e.componentId())).append("\">").append(Html.esc(e.componentId()))
                    .append("</a></td>");
            }
            sb.append(Html.numTd("tasks", Integer.toString(e.tasks())))
                .append(Html.numTd("emitted", Html.count(e.emitted())))
                .append(Html.numTd("emit-rate", Html.rate(e.emitRate())))
                .append(Html.numTd("transferred", Html.count(e.transferred())))
                .append(Html.numTd("executed", e.spout() ? "" : Html.count(e.executed())))
                .append(Html.numTd("execute-rate", e.spout() ? "" : Html.rate(e.executeRate())))
                .append(Html.numTd("acked", Html.count(e.acked())))
                .append(Html.numTd("failed", Html.count(e.failed())))
                .append(Html.numTd("latency", Html.ms(e.latencyMs())))
                .append(e.spout() ? Html.numTd("capacity", "") : Html.bar("capacity", e.capacity(), Html.fixed3(e.capacity())))
                .append(Html.bar("queue", e.queueFill(), Html.count(e.queuePopulation()) + " / "
                    + Html.count(e.queueCapacity())))
                .append(Html.numTd("overflow", Html.count(e.queueOverflow())))
                .append(Html.numTd("failures", Html.count(e.failures())))
                .append(Html.numTd("restarts", Html.count(e.restarts())))
                .append(Html.numTd("uptime", StormUiJson.prettyUptime(e.uptimeSecs())))
                .append("</tr>");
        }
        return sb.append("</tbody></table></div>").toString();
    }

    /** The newest errors first, each with its full stack trace folded under its first line. */
    static String errors(List<ErrorView> all) {
        if (all.isEmpty()) {
            return "<p class=\"muted\" id=\"no-errors\">No errors reported.</p>";
        }
        List<ErrorView> newest = new ArrayList<>(all);
        newest.sort(Comparator.comparingInt(ErrorView::timeSecs).reversed());
        long now = System.currentTimeMillis();
        StringBuilder sb = new StringBuilder("<div id=\"errors\">");
        int i = 0;
        for (ErrorView e : newest.subList(0, Math.min(ERRORS_SHOWN, newest.size()))) {
            sb.append("<details class=\"error\" id=\"error-").append(i++).append('-').append(e.timeSecs())
                .append("\" data-component=\"").append(Html.esc(e.component())).append("\"><summary><span class=\"err\">")
                .append(Html.esc(e.headline())).append("</span> <span class=\"muted\">in ").append(Html.esc(e.component()))
                .append(", ").append(StormUiJson.prettyUptime(e.lapsedSecs(now))).append(" ago</span></summary><pre>")
                .append(Html.esc(e.trace())).append("</pre></details>");
        }
        if (newest.size() > ERRORS_SHOWN) {
            sb.append("<p class=\"muted\">").append(newest.size() - ERRORS_SHOWN).append(" older errors not shown.</p>");
        }
        return sb.append("</div>").toString();
    }
}
