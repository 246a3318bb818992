package io.github.stormmc.status;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.github.stormmc.cluster.InProcessCluster;
import io.github.stormmc.config.StormMcConfig;
import io.github.stormmc.control.ControlToken;
import io.github.stormmc.control.RunDirectory;
import io.github.stormmc.control.RunFile;
import io.github.stormmc.json.Json;
import java.io.IOException;
import java.io.OutputStream;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The status page of an in-process cluster, served by the JDK's own HTTP server: HTML pages for people and Storm UI's
 * REST API ({@code /api/v1/...}) for scripts. Binds to {@code stormmc.status.host} (loopback by default) and
 * {@code stormmc.status.port}; when that port is taken it takes any free one, so {@link #url()} is the truth.
 * GET is read-only and open; Storm UI's POST actions (activate, deactivate, kill, logconfig) need the token that
 * the server writes to an owner-only run file ({@link RunDirectory}), so only the OS user who started it can use them.
 *
 * <pre>{@code
 * try (LocalCluster cluster = new LocalCluster();
 *      StatusServer status = StatusServer.start(cluster.stormMc())) {
 *     System.out.println("Status page: " + status.url());
 *     ...
 * }
 * }</pre>
 */
public final class StatusServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(StatusServer.class);

    private final HttpServer server;
    private final ExecutorService threads;
    private final RateSampler sampler;
    private final String url;
    private final String token;
    private volatile RunFile runFile;

    private StatusServer(HttpServer server, ExecutorService threads, RateSampler sampler, String url, String token) {
        this.server = server;
        this.threads = threads;
        this.sampler = sampler;
        this.url = url;
        this.token = token;
    }

    /** Starts the page with the cluster's {@code stormmc.status.*} settings. */
    public static StatusServer start(InProcessCluster cluster) throws IOException {
        return start(cluster, StatusSettings.of(cluster.daemonConf()));
    }

    public static StatusServer start(InProcessCluster cluster, StatusSettings settings) throws IOException {
        return start(cluster, settings, RunDirectory.configured());
    }

    /** Starts the page and publishes its run file in {@code runs}. */
    public static StatusServer start(InProcessCluster cluster, StatusSettings settings, RunDirectory runs)
            throws IOException {
        // /metrics serves Storm's built-in metrics: topologies submitted from now on register them
        cluster.daemonConf().putIfAbsent(StormMcConfig.METRICS_V2_BUILTIN, true);
        HttpServer server;
        try {
            server = HttpServer.create(new InetSocketAddress(settings.host(), settings.port()), 16);
        } catch (BindException e) {
            if (settings.port() == 0) {
                throw e;
            }
            LOG.warn("Status page: port {} on {} is taken ({}); using a free port instead", settings.port(),
                settings.host(), e.getMessage());
            server = HttpServer.create(new InetSocketAddress(settings.host(), 0), 16);
        }
        AtomicInteger counter = new AtomicInteger();
        ExecutorService threads = Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "stormmc-status-http-" + counter.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        RateSampler sampler = new RateSampler(cluster, System::nanoTime);
        sampler.start(settings.refreshSecs() * 1000L);
        StatusRoutes routes = new StatusRoutes(cluster, sampler, settings.refreshSecs());
        HostCheck hosts = new HostCheck(settings.host(), machineName());
        String token = ControlToken.generate();
        ActionGuard guard = new ActionGuard(token, hosts, server.getAddress().getPort());
        StatusActions actions = new StatusActions(cluster);
        server.createContext("/", exchange -> handle(exchange, routes, hosts, guard, actions));
        server.setExecutor(threads);
        server.start();
        String host = settings.host().contains(":") ? "[" + settings.host() + "]" : settings.host();
        if ("0.0.0.0".equals(settings.host()) || "::".equals(settings.host())) {
            host = "localhost";
        }
        String url = "http://" + host + ":" + server.getAddress().getPort() + "/";
        LOG.info("Status page at {}", url);
        StatusServer status = new StatusServer(server, threads, sampler, url, token);
        try {
            status.runFile = runs.publish(url, status.port(), token, System.currentTimeMillis());
        } catch (IOException | RuntimeException e) {
            // the page still serves GET; only the command line and POST actions need the file
            LOG.warn("Status page: could not write the run file in {} ({}); bin/storm-mc list/kill/... will not "
                + "find this JVM", runs.path(), e.toString());
        }
        return status;
    }

    /** The token POST actions must carry in {@value ControlToken#HEADER}. */
    public String token() {
        return token;
    }

    /** This server's run file, or null when it could not be written. */
    public RunFile runFile() {
        return runFile;
    }

    /** The page's address, e.g. {@code http://127.0.0.1:8080/}. */
    public String url() {
        return url;
    }

    public int port() {
        return server.getAddress().getPort();
    }

    private static String machineName() {
        try {
            return java.net.InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return null;
        }
    }

    private static void handle(HttpExchange exchange, StatusRoutes routes, HostCheck hosts, ActionGuard guard,
                               StatusActions actions) throws IOException {
        try (exchange) {
            StatusRoutes.Response response;
            String host = exchange.getRequestHeaders().getFirst("Host");
            String method = exchange.getRequestMethod();
            List<String> path = StatusRoutes.segments(exchange.getRequestURI().getRawPath());
            List<String> api = path.size() >= 2 && path.get(0).equals("api") && path.get(1).equals("v1")
                ? path.subList(2, path.size()) : List.of();
            boolean action = ActionGuard.isAction(api);
            boolean logConfig = action && api.size() == 3 && api.get(2).equals("logconfig");
            if (!hosts.allows(host)) {
                response = StatusRoutes.Response.error(403, "Forbidden", "Host '" + host + "' is not this status"
                    + " page's address: use localhost, an IP address or the configured stormmc.status.host");
            } else if ("GET".equals(method) || "HEAD".equals(method)) {
                if (action && !logConfig) {
                    exchange.getResponseHeaders().set("Allow", "POST");
                    response = StatusRoutes.Response.error(405, "Method Not Allowed",
                        "This action changes the topology: send it as POST with the " + ControlToken.HEADER + " header");
                } else {
                    response = safely(exchange, () -> logConfig ? actions.getLogConfig(api.get(1))
                        : routes.route(exchange.getRequestURI()));
                }
            } else if ("POST".equals(method) && action) {
                String refusal = guard.refusal(exchange.getRequestHeaders().getFirst("Origin"),
                    exchange.getRequestHeaders().getFirst(ControlToken.HEADER));
                if (refusal != null) {
                    response = StatusRoutes.Response.error(403, "Forbidden", refusal);
                } else {
                    String body = readBody(exchange);
                    response = safely(exchange, () -> actions.post(api, body));
                }
            } else {
                exchange.getResponseHeaders().set("Allow", "GET, HEAD");
                response = StatusRoutes.Response.error(405, "Method Not Allowed", "Only GET, and POST on the"
                    + " topology actions (/api/v1/topology/{id}/activate, deactivate, kill/{wait}, logconfig,"
                    + " profiling/dumpjstack/{host-port}, profiling/dumpheap/{host-port}), are supported");
            }
            byte[] body = response.body().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", response.contentType());
            exchange.getResponseHeaders().set("Cache-Control", "no-store");
            boolean head = "HEAD".equals(exchange.getRequestMethod());
            exchange.sendResponseHeaders(response.status(), head ? -1 : body.length);
            if (!head) {
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
        }
    }

    private static StatusRoutes.Response safely(HttpExchange exchange,
                                                java.util.function.Supplier<StatusRoutes.Response> route) {
        try {
            return route.get();
        } catch (RuntimeException e) {
            LOG.warn("Status page request {} failed", exchange.getRequestURI(), e);
            return StatusRoutes.Response.error(500, "Internal Server Error", e.toString());
        }
    }

    /** The request body, at most 64 KiB: an action's body is a few hundred bytes. */
    private static String readBody(HttpExchange exchange) throws IOException {
        byte[] body = exchange.getRequestBody().readNBytes(64 * 1024);
        return new String(body, StandardCharsets.UTF_8);
    }

    /** Stops the server and its sampler and deletes the run file; requests in progress get a second to finish. */
    @Override
    public void close() {
        RunFile file = runFile;
        if (file != null) {
            RunDirectory.deleteQuietly(file.path());
        }
        server.stop(1);
        threads.shutdownNow();
        sampler.close();
    }

    static String json(Object value) {
        return Json.write(value);
    }
}
