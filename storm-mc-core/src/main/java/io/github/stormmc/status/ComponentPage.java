package io.github.stormmc.status;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One component: totals, its inputs and outputs by stream, Storm's built-in metrics for it, its executors and its
 * errors with stack traces.
 */
final class ComponentPage {

    private ComponentPage() {
    }

    static String render(TopologyView t, ComponentView c, int refreshSecs) {
        StringBuilder sb = new StringBuilder();
        sb.append("<h1 id=\"component-name\">").append(Html.esc(c.id())).append("</h1><div class=\"sub\">")
            .append(c.spout() ? "spout" : "bolt").append(" of <a href=\"/topology/").append(Html.url(t.id()))
            .append("\">").append(Html.esc(t.name())).append("</a> · ").append(c.executors().size())
            .append(" executors, ").append(c.tasks()).append(" tasks · <a href=\"/api/v1/topology/")
            .append(Html.url(t.id())).append("/component/").append(Html.url(c.id())).append("\">JSON</a></div>");
        sb.append("<div class=\"cards\" id=\"totals\">");
        if (!c.spout()) {
            sb.append(TopologyPage.card("executed", "Executed", Html.count(c.executed())))
                .append(TopologyPage.card("execute-rate", "Exec rate", Html.rate(c.executeRate())));
        }
        sb.append(TopologyPage.card("emitted", "Emitted", Html.count(c.emitted())))
            .append(TopologyPage.card("emit-rate", "Emit rate", Html.rate(c.emitRate())))
            .append(TopologyPage.card("acked", "Acked", Html.count(c.acked())))
            .append(TopologyPage.card("failed", "Failed", Html.count(c.failed())))
            .append(TopologyPage.card("latency", c.spout() ? "Complete latency" : "Execute latency",
                Html.ms(c.latencyMs())));
        if (!c.spout()) {
            sb.append(TopologyPage.card("capacity", "Capacity", Html.fixed3(c.capacity())));
        }
        sb.append(TopologyPage.card("failures", "Failures", Html.count(c.failures())))
            .append(TopologyPage.card("restarts", "Restarts", Html.count(c.restarts())))
            .append(TopologyPage.card("errors", "Errors", Html.count(c.errors().size()))).append("</div>");
        if (!c.spout()) {
            sb.append("<h2>Inputs</h2>").append(inputs(c));
        }
        sb.append("<h2>Outputs</h2>").append(outputs(c));
        sb.append("<h2>Built-in metrics</h2><div class=\"sub\">Storm's built-in metric names, as metrics consumers "
            + "receive them (there per reporting bucket; here as totals since the start).</div>").append(builtins(c));
        sb.append("<h2>Executors</h2>").append(Sections.executors(c.executors(), false, t.id()));
        sb.append("<h2>Errors</h2>").append(Sections.errors(c.errors()));
        String crumbs = "<a href=\"/\">topologies</a> / <a href=\"/topology/" + Html.url(t.id()) + "\">"
            + Html.esc(t.name()) + "</a> / " + Html.esc(c.id());
        return PageLayout.page(c.id() + " · " + t.name(), crumbs, sb.toString(), refreshSecs);
    }

    private static String inputs(ComponentView c) {
        StringBuilder sb = new StringBuilder("<table id=\"inputs\"><thead><tr><th>Component</th><th>Stream</th>")
            .append("<th class=\"n\">Executed</th><th class=\"n\">Acked</th><th class=\"n\">Failed</th>")
            .append("<th class=\"n\">Execute latency</th></tr></thead><tbody>");
        for (Map.Entry<StreamKey, Long> in : c.executedByInput().entrySet()) {
            StreamKey k = in.getKey();
            sb.append("<tr data-input=\"").append(Html.esc(k.toString())).append("\">")
                .append(Html.td("component", Html.esc(k.component()))).append(Html.td("stream", Html.esc(k.stream())))
                .append(Html.numTd("executed", Html.count(in.getValue())))
                .append(Html.numTd("acked", Html.count(c.ackedByKey().getOrDefault(k, 0L))))
                .append(Html.numTd("failed", Html.count(c.failedByKey().getOrDefault(k, 0L))))
                .append(Html.numTd("execute-latency", Html.ms(c.latencyMsByKey().getOrDefault(k, 0.0))))
                .append("</tr>");
        }
        return sb.append("</tbody></table>").toString();
    }

    private static String outputs(ComponentView c) {
        StringBuilder sb = new StringBuilder("<table id=\"outputs\"><thead><tr><th>Stream</th>")
            .append("<th class=\"n\">Emitted</th><th class=\"n\">Transferred</th>");
        if (c.spout()) {
            sb.append("<th class=\"n\">Acked</th><th class=\"n\">Failed</th><th class=\"n\">Complete latency</th>");
        }
        sb.append("</tr></thead><tbody>");
        for (Map.Entry<StreamKey, Long> out : c.emittedByStream().entrySet()) {
            StreamKey k = out.getKey();
            sb.append("<tr data-stream=\"").append(Html.esc(k.stream())).append("\">")
                .append(Html.td("stream", Html.esc(k.stream())))
                .append(Html.numTd("emitted", Html.count(out.getValue())))
                .append(Html.numTd("transferred", Html.count(c.transferredByStream().getOrDefault(k, 0L))));
            if (c.spout()) {
                sb.append(Html.numTd("acked", Html.count(c.ackedByKey().getOrDefault(k, 0L))))
                    .append(Html.numTd("failed", Html.count(c.failedByKey().getOrDefault(k, 0L))))
                    .append(Html.numTd("complete-latency", Html.ms(c.latencyMsByKey().getOrDefault(k, 0.0))));
            }
            sb.append("</tr>");
        }
        return sb.append("</tbody></table>").toString();
    }

    /** Storm's built-in metric names with this component's values, keyed as Storm keys them. */
    static Map<String, Map<String, String>> builtinMetrics(ComponentView c) {
        Map<String, Map<String, String>> metrics = new LinkedHashMap<>();
        metrics.put("__emit-count", counts(c.emittedByStream()));
        metrics.put("__transfer-count", counts(c.transferredByStream()));
        metrics.put("__ack-count", counts(c.ackedByKey()));
        metrics.put("__fail-count", counts(c.failedByKey()));
        if (c.spout()) {
            metrics.put("__complete-latency", latencies(c.latencyMsByKey()));
        } else {
            metrics.put("__execute-count", counts(c.executedByInput()));
            metrics.put("__execute-latency", latencies(c.latencyMsByKey()));
        }
        Map<String, String> receive = new LinkedHashMap<>();
        receive.put("capacity", Long.toString(c.queueCapacity()));
        receive.put("population", Long.toString(c.queuePopulation()));
        receive.put("overflow", Long.toString(c.queueOverflow()));
        metrics.put("__receive", receive);
        return metrics;
    }

    private static String builtins(ComponentView c) {
        StringBuilder sb = new StringBuilder("<table id=\"builtin-metrics\"><thead><tr><th>Metric</th><th>Key</th>")
            .append("<th class=\"n\">Value</th></tr></thead><tbody>");
        for (Map.Entry<String, Map<String, String>> m : builtinMetrics(c).entrySet()) {
            if (m.getValue().isEmpty()) {
                sb.append("<tr data-metric=\"").append(m.getKey()).append("\"><td>").append(m.getKey())
                    .append("</td><td class=\"muted\">none yet</td><td></td></tr>");
            }
            for (Map.Entry<String, String> v : m.getValue().entrySet()) {
                sb.append("<tr data-metric=\"").append(m.getKey()).append("\" data-key=\"").append(Html.esc(v.getKey()))
                    .append("\"><td>").append(m.getKey()).append("</td><td>").append(Html.esc(v.getKey()))
                    .append("</td><td class=\"n\" data-k=\"value\">").append(v.getValue()).append("</td></tr>");
            }
        }
        return sb.append("</tbody></table>").toString();
    }

    private static Map<String, String> counts(Map<StreamKey, Long> byKey) {
        Map<String, String> result = new LinkedHashMap<>();
        byKey.forEach((k, v) -> result.put(k.toString(), Long.toString(v)));
        return result;
    }

    private static Map<String, String> latencies(Map<StreamKey, Double> byKey) {
        Map<String, String> result = new LinkedHashMap<>();
        byKey.forEach((k, v) -> result.put(k.toString(), Html.fixed3(v)));
        return result;
    }
}
