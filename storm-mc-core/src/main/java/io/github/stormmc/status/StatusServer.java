package io.github.stormmc.status;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.github.stormmc.cluster.InProcessCluster;
import io.github.stormmc.json.Json;
import java.io.IOException;
import java.io.OutputStream;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The status page of an in-process cluster, served by the JDK's own HTTP server: HTML pages for people and Storm UI's
 * REST API ({@code /api/v1/...}) for scripts. Binds to {@code stormmc.status.host} (loopback by default) and
 * {@code stormmc.status.port}; when that port is taken it takes any free one, so {@link #url()} is the truth.
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

    private StatusServer(HttpServer server, ExecutorService threads, RateSampler sampler, String url) {
        this.server = server;
        this.threads = threads;
        this.sampler = sampler;
        this.url = url;
    }

    /** Starts the page with the cluster's {@code stormmc.status.*} settings. */
    public static StatusServer start(InProcessCluster cluster) throws IOException {
        return start(cluster, StatusSettings.of(cluster.daemonConf()));
    }

    public static StatusServer start(InProcessCluster cluster, StatusSettings settings) throws IOException {
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
        server.createContext("/", exchange -> handle(exchange, routes, hosts));
        server.setExecutor(threads);
        server.start();
        String host = settings.host().contains(":") ? "[" + settings.host() + "]" : settings.host();
        if ("0.0.0.0".equals(settings.host()) || "::".equals(settings.host())) {
            host = "localhost";
        }
        String url = "http://" + host + ":" + server.getAddress().getPort() + "/";
        LOG.info("Status page at {}", url);
        return new StatusServer(server, threads, sampler, url);
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

    private static void handle(HttpExchange exchange, StatusRoutes routes, HostCheck hosts) throws IOException {
        try (exchange) {
            StatusRoutes.Response response;
            String host = exchange.getRequestHeaders().getFirst("Host");
            if (!hosts.allows(host)) {
                response = StatusRoutes.Response.error(403, "Forbidden", "Host '" + host + "' is not this status"
                    + " page's address: use localhost, an IP address or the configured stormmc.status.host");
            } else if (!"GET".equals(exchange.getRequestMethod()) && !"HEAD".equals(exchange.getRequestMethod())) {
                response = StatusRoutes.Response.error(405, "Method Not Allowed",
                    "The Storm-MC status page is read-only: only GET is supported");
            } else {
                try {
                    response = routes.route(exchange.getRequestURI());
                } catch (RuntimeException e) {
                    LOG.warn("Status page request {} failed", exchange.getRequestURI(), e);
                    response = StatusRoutes.Response.error(500, "Internal Server Error", e.toString());
                }
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

    /** Stops the server and its sampler; requests in progress get a second to finish. */
    @Override
    public void close() {
        server.stop(1);
        threads.shutdownNow();
        sampler.close();
    }

    static String json(Object value) {
        return Json.write(value);
    }
}
