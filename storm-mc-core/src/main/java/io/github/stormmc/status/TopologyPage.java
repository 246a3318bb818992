package io.github.stormmc.status;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One topology: totals, the graph, each component's last minutes as charts, spouts, bolts, every executor and the
 * latest errors.
 */
final class TopologyPage {

    private TopologyPage() {
    }

    static String render(TopologyView t, int refreshSecs) {
        return render(t, refreshSecs, Map.of());
    }

    static String render(TopologyView t, int refreshSecs, Map<String, List<ComponentHistory.Point>> history) {
        StringBuilder sb = new StringBuilder();
        sb.append("<h1 id=\"topology-name\">").append(Html.esc(t.name())).append("</h1><div class=\"sub\">")
            .append(Html.esc(t.id())).append(" · <span class=\"status ").append(t.status()).append("\">")
            .append(t.status()).append("</span> · up ").append(StormUiJson.prettyUptime(t.uptimeSecs()))
            .append(" · <a href=\"/api/v1/topology/").append(Html.url(t.id())).append("\">JSON</a></div>");
        sb.append("<div class=\"cards\" id=\"totals\">")
            .append(card("emitted", "Emitted", Html.count(t.emitted())))
            .append(card("transferred", "Transferred", Html.count(t.transferred())))
            .append(card("acked", "Acked", Html.count(t.acked())))
            .append(card("failed", "Failed", Html.count(t.failed())))
            .append(card("complete-latency", "Complete latency", Html.ms(t.completeLatencyMs())))
            .append(card("executors", "Executors", Integer.toString(t.executorCount())))
            .append(card("tasks", "Tasks", Integer.toString(t.tasks())))
            .append(card("errors", "Errors", Html.count(t.errorCount())))
            .append(card("restarts", "Restarts", Html.count(t.restarts())))
            .append("</div>");
        sb.append("<h2>Graph</h2><div class=\"graph\">").append(GraphSvg.render(t)).append("</div>");
        sb.append("<h2>Last minutes</h2>").append(charts(t, history));
        sb.append("<h2>Spouts</h2>").append(spouts(t));
        sb.append("<h2>Bolts</h2>").append(bolts(t));
        List<ExecutorView> executors = new ArrayList<>();
        t.components().forEach(c -> executors.addAll(c.executors()));
        sb.append("<h2>Executors</h2>").append(Sections.executors(executors, true, t.id()));
        List<ErrorView> errors = new ArrayList<>();
        t.components().forEach(c -> errors.addAll(c.errors()));
        sb.append("<h2>Last errors</h2>").append(Sections.errors(errors));
        String crumbs = "<a href=\"/\">topologies</a> / " + Html.esc(t.name());
        return PageLayout.page(t.name(), crumbs, sb.toString(), refreshSecs);
    }

    /**
     * One row per component: its rate (spouts emitted, bolts executed), latency (spouts complete, bolts execute) and
     * fullest receive queue over the history the sampler keeps, one point per refresh period.
     */
    static String charts(TopologyView t, Map<String, List<ComponentHistory.Point>> history) {
        StringBuilder sb = new StringBuilder("<div class=\"scroll\"><table id=\"charts\"><thead><tr><th>Component</th>")
            .append("<th>Tuples/s (spouts emitted, bolts executed)</th><th>Latency, ms (spouts complete, bolts")
            .append(" execute)</th><th>Queue fill</th></tr></thead><tbody>");
        List<ComponentView> components = new ArrayList<>(t.spouts());
        components.addAll(t.bolts());
        for (ComponentView c : components) {
            List<ComponentHistory.Point> points = history.getOrDefault(c.id(), List.of());
            sb.append("<tr data-component=\"").append(Html.esc(c.id())).append("\"><td>").append(Html.esc(c.id()))
                .append("</td><td>")
                .append(LineChart.render("rate", c.id(), points, ComponentHistory.Point::rate, Double.NaN, Html::rate))
                .append("</td><td>")
                .append(LineChart.render("latency", c.id(), points, ComponentHistory.Point::latencyMs, Double.NaN,
                    Html::ms))
                .append("</td><td>")
                .append(LineChart.render("queue", c.id(), points, ComponentHistory.Point::queueFill, 1.0,
                    Html::percent))
                .append("</td></tr>");
        }
        return sb.append("</tbody></table></div>").toString();
    }

    static String card(String field, String label, String value) {
        return "<div class=\"card\"><span>" + label + "</span><b data-k=\"" + field + "\">" + value + "</b></div>";
    }

    private static String spouts(TopologyView t) {
        StringBuilder sb = new StringBuilder("<div class=\"scroll\"><table id=\"spouts\"><thead><tr><th>Spout</th>")
            .append("<th class=\"n\">Executors</th><th class=\"n\">Tasks</th><th class=\"n\">Emitted</th>")
            .append("<th class=\"n\">Emit rate</th><th class=\"n\">Transferred</th><th class=\"n\">Acked</th>")
            .append("<th class=\"n\">Failed</th><th class=\"n\">Complete latency</th><th class=\"n\">Queue</th>")
            .append("<th class=\"n\">Failures</th><th class=\"n\">Restarts</th><th>Last error</th></tr></thead><tbody>");
        for (ComponentView c : t.spouts()) {
            sb.append(row(t, c))
                .append(Html.numTd("executors", Integer.toString(c.executors().size())))
                .append(Html.numTd("tasks", Integer.toString(c.tasks())))
                .append(Html.numTd("emitted", Html.count(c.emitted())))
                .append(Html.numTd("emit-rate", Html.rate(c.emitRate())))
                .append(Html.numTd("transferred", Html.count(c.transferred())))
                .append(Html.numTd("acked", Html.count(c.acked())))
                .append(Html.numTd("failed", Html.count(c.failed())))
                .append(Html.numTd("complete-latency", Html.ms(c.latencyMs())))
                .append(queue(c))
                .append(Html.numTd("failures", Html.count(c.failures())))
                .append(Html.numTd("restarts", Html.count(c.restarts())))
                .append(lastError(c)).append("</tr>");
        }
        return sb.append("</tbody></table></div>").toString();
    }

    private static String bolts(TopologyView t) {
        StringBuilder sb = new StringBuilder("<div class=\"scroll\"><table id=\"bolts\"><thead><tr><th>Bolt</th>")
            .append("<th class=\"n\">Executors</th><th class=\"n\">Tasks</th><th class=\"n\">Executed</th>")
            .append("<th class=\"n\">Exec rate</th><th class=\"n\">Emitted</th><th class=\"n\">Emit rate</th>")
            .append("<th class=\"n\">Acked</th><th class=\"n\">Failed</th><th class=\"n\">Execute latency</th>")
            .append("<th class=\"n\">Capacity</th><th class=\"n\">Queue</th><th class=\"n\">Failures</th>")
            .append("<th class=\"n\">Restarts</th>")
            .append("<th>Last error</th></tr></thead><tbody>");
        for (ComponentView c : t.bolts()) {
            sb.append(row(t, c))
                .append(Html.numTd("executors", Integer.toString(c.executors().size())))
                .append(Html.numTd("tasks", Integer.toString(c.tasks())))
                .append(Html.numTd("executed", Html.count(c.executed())))
                .append(Html.numTd("execute-rate", Html.rate(c.executeRate())))
                .append(Html.numTd("emitted", Html.count(c.emitted())))
                .append(Html.numTd("emit-rate", Html.rate(c.emitRate())))
                .append(Html.numTd("acked", Html.count(c.acked())))
                .append(Html.numTd("failed", Html.count(c.failed())))
                .append(Html.numTd("execute-latency", Html.ms(c.latencyMs())))
                .append(Html.bar("capacity", c.capacity(), Html.fixed3(c.capacity())))
                .append(queue(c))
                .append(Html.numTd("failures", Html.count(c.failures())))
                .append(Html.numTd("restarts", Html.count(c.restarts())))
                .append(lastError(c)).append("</tr>");
        }
        return sb.append("</tbody></table></div>").toString();
    }

    private static String row(TopologyView t, ComponentView c) {
        return "<tr data-component=\"" + Html.esc(c.id()) + "\"><td><a href=\"/topology/" + Html.url(t.id())
            + "/component/" + Html.url(c.id()) + "\">" + Html.esc(c.id()) + "</a></td>";
    }

    static String queue(ComponentView c) {
        return Html.bar("queue", c.queueFill(), Html.count(c.queuePopulation()) + " / " + Html.count(c.queueCapacity()));
    }

    private static String lastError(ComponentView c) {
        ErrorView e = c.lastError();
        return Html.td("last-error", e == null ? "" : "<span class=\"err\" title=\"" + Html.esc(e.headline()) + "\">"
            + Html.esc(abbreviate(e.headline())) + "</span>");
    }

    private static String abbreviate(String s) {
        return s.length() <= 48 ? s : s.substring(0, 47) + "…";
    }
}
