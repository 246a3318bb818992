package io.github.stormmc.status;

import io.github.stormmc.cluster.InProcessCluster;
import io.github.stormmc.cluster.RunningTopology;
import io.github.stormmc.metrics.WorkerHost;
import io.github.stormmc.prometheus.PrometheusText;
import io.github.stormmc.prometheus.RegistryScrape;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Maps a request path to a page or a Storm UI REST response. Query parameters as in Storm UI: {@code window}
 * ({@code :all-time} default), {@code sys} (1 includes hidden components and streams), {@code callback} (JSONP).
 * {@code /metrics} is the topologies' v2 metrics for Prometheus.
 */
final class StatusRoutes {
    private static final String HTML = "text/html; charset=utf-8";
    private static final String JSON = "application/json; charset=utf-8";
    private static final Pattern CALLBACK = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$.]*");

    private final InProcessCluster cluster;
    private final RateSampler sampler;
    private final int refreshSecs;

    StatusRoutes(InProcessCluster cluster, RateSampler sampler, int refreshSecs) {
        this.cluster = cluster;
        this.sampler = sampler;
        this.refreshSecs = refreshSecs;
    }

    record Response(int status, String contentType, String body) {
        static Response error(int status, String error, String message) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("error", error);
            m.put("errorMessage", message);
            return new Response(status, JSON, StatusServer.json(m));
        }
    }

    Response route(URI uri) {
        List<String> path = segments(uri.getRawPath());
        Map<String, String> query = query(uri.getRawQuery());
        boolean sys = "1".equals(query.get("sys")) || "true".equals(query.get("sys"));
        if (path.isEmpty()) {
            return new Response(200, HTML, IndexPage.render(views(sys), refreshSecs, sampler.jvmHistory()));
        }
        if (path.get(0).equals("topology") && (path.size() == 2 || path.size() == 4 && path.get(2).equals("component"))) {
            RunningTopology t = cluster.byId(path.get(1));
            if (t == null) {
                return notFoundPage("No running topology has the id " + path.get(1));
            }
            TopologyView view = TopologyViews.build(t, sampler, sys);
            if (path.size() == 2) {
                return new Response(200, HTML, TopologyPage.render(view, refreshSecs, sampler.history(view.id())));
            }
            ComponentView c = view.component(path.get(3));
            if (c == null) {
                return notFoundPage("Topology " + t.name() + " has no component " + path.get(3));
            }
            return new Response(200, HTML, ComponentPage.render(view, c, refreshSecs));
        }
        if (path.equals(List.of("metrics"))) {
            return new Response(200, PrometheusText.CONTENT_TYPE, PrometheusText.render(metricSources()));
        }
        if (path.size() >= 3 && path.get(0).equals("api") && path.get(1).equals("v1")) {
            return api(path.subList(2, path.size()), query, sys);
        }
        return notFoundPage("Nothing here: " + uri.getPath());
    }

    private Response api(List<String> path, Map<String, String> query, boolean sys) {
        String window = query.getOrDefault("window", StormUiJson.ALL_TIME);
        Map<String, Object> body;
        if (path.equals(List.of("cluster", "summary"))) {
            body = StormUiJson.clusterSummary(views(false));
        } else if (path.equals(List.of("topology", "summary"))) {
            body = StormUiJson.topologySummary(views(false));
        } else if (path.get(0).equals("topology") && (path.size() == 2
            || path.size() == 4 && path.get(2).equals("component"))) {
            RunningTopology t = cluster.byId(path.get(1));
            if (t == null) {
                return Response.error(404, "Not Found", "No running topology has the id " + path.get(1));
            }
            TopologyView view = TopologyViews.build(t, sampler, sys);
            if (!StormUiJson.supportsWindow(window, view.uptimeSecs())) {
                return Response.error(400, "Bad Request", "Storm-MC keeps exact counts since the start, not "
                    + "rolling windows: window=" + window + " is only answered while the uptime ("
                    + view.uptimeSecs() + " s) fits in it; use :all-time");
            }
            if (path.size() == 2) {
                body = StormUiJson.topology(view, window);
            } else {
                ComponentView c = view.component(path.get(3));
                if (c == null) {
                    return Response.error(404, "Not Found", "Topology " + t.name() + " has no component "
                        + path.get(3));
                }
                body = StormUiJson.component(view, c, window);
            }
        } else {
            return Response.error(404, "Not Found", "Storm-MC serves /api/v1/cluster/summary, "
                + "/api/v1/topology/summary, /api/v1/topology/{id} and /api/v1/topology/{id}/component/{component}");
        }
        String json = StatusServer.json(body);
        String callback = query.get("callback");
        if (callback != null && CALLBACK.matcher(callback).matches()) {
            return new Response(200, "application/javascript; charset=utf-8", callback + "(" + json + ");");
        }
        return new Response(200, JSON, json);
    }

    private List<TopologyView> views(boolean sys) {
        List<TopologyView> views = new ArrayList<>();
        for (RunningTopology t : cluster.topologies()) {
            views.add(TopologyViews.build(t, sampler, sys));
        }
        views.sort(java.util.Comparator.comparing(TopologyView::name));
        return views;
    }

    /** Read at scrape time: the registries hold the live metric objects. */
    private List<RegistryScrape.Source> metricSources() {
        List<RegistryScrape.Source> sources = new ArrayList<>();
        for (RunningTopology t : cluster.topologies()) {
            sources.add(new RegistryScrape.Source(t.name(), t.id(), WorkerHost.name(),
                t.plan().componentToSortedTasks().keySet(), t.worker().metricRegistry()));
        }
        sources.sort(java.util.Comparator.comparing(RegistryScrape.Source::topologyName));
        return sources;
    }

    private Response notFoundPage(String message) {
        return new Response(404, HTML, PageLayout.page("Not found", "<a href=\"/\">topologies</a>",
            "<h1>Not found</h1><p>" + Html.esc(message) + "</p>", refreshSecs));
    }

    static List<String> segments(String rawPath) {
        List<String> result = new ArrayList<>();
        if (rawPath == null) {
            return result;
        }
        for (String s : rawPath.split("/")) {
            if (!s.isEmpty()) {
                result.add(URLDecoder.decode(s.replace("+", "%2B"), StandardCharsets.UTF_8));
            }
        }
        return result;
    }

    private static Map<String, String> query(String rawQuery) {
        Map<String, String> result = new HashMap<>();
        if (rawQuery == null) {
            return result;
        }
        for (String pair : rawQuery.split("&")) {
            int eq = pair.indexOf('=');
            String key = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
            String value = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
            result.put(key, value);
        }
        return result;
    }
}
