package io.github.stormmc.benchmarks.harness;

import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.storm.LocalCluster;

/**
 * Storm-MC's status page, started beside the benchmark's cluster, and a thread that scrapes its Prometheus
 * {@code /metrics} at a fixed period as a Prometheus server would: what monitoring costs a topology. Reached by
 * reflection, since the harness must also run on Apache Storm's classpath, which has no status page.
 */
final class MetricsScraper implements AutoCloseable {

    private final AutoCloseable statusPage;
    private final Thread thread;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final URI metrics;
    private final long periodNanos;
    private volatile boolean stopped;
    // written by the scraping thread, read by the harness after it joined it
    private long scrapes;
    private long failures;
    private long totalNanos;
    private long totalBytes;
    private long lastSamples;

    private MetricsScraper(AutoCloseable statusPage, String url, int periodSecs) {
        this.statusPage = statusPage;
        this.metrics = URI.create(url.endsWith("/") ? url + "metrics" : url + "/metrics");
        this.periodNanos = TimeUnit.SECONDS.toNanos(periodSecs);
        this.thread = new Thread(this::loop, "bench-prometheus-scraper");
        this.thread.setDaemon(true);
    }

    /**
     * Starts the status page of {@code cluster}'s Storm-MC engine and the scraping thread; before the topology is
     * submitted, so that it registers the built-in metrics the page serves.
     */
    static MetricsScraper start(LocalCluster cluster, int periodSecs) throws Exception {
        Method stormMc;
        try {
            stormMc = cluster.getClass().getMethod("stormMc");
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException("--scrape-metrics needs Storm-MC: " + EngineInfo.name()
                    + " has no Prometheus endpoint");
        }
        Object engine = stormMc.invoke(cluster);
        Class<?> page = Class.forName("io.github.stormmc.status.StatusServer");
        AutoCloseable status = (AutoCloseable) page.getMethod("start", stormMc.getReturnType()).invoke(null, engine);
        String url = (String) page.getMethod("url").invoke(status);
        MetricsScraper scraper = new MetricsScraper(status, url, periodSecs);
        scraper.thread.start();
        return scraper;
    }

    private void loop() {
        HttpRequest request = HttpRequest.newBuilder(metrics).timeout(Duration.ofSeconds(10)).GET().build();
        long next = System.nanoTime();
        while (!stopped) {
            long start = System.nanoTime();
            try {
                HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() == 200) {
                    scrapes++;
                    totalNanos += System.nanoTime() - start;
                    totalBytes += response.body().length();
                    lastSamples = response.body().lines().filter(l -> !l.isEmpty() && l.charAt(0) != '#').count();
                } else {
                    failures++;
                }
            } catch (IOException e) {
                failures++;
            } catch (InterruptedException e) {
                return;
            }
            next += periodNanos;
            long wait = next - System.nanoTime();
            if (wait > 0) {
                try {
                    TimeUnit.NANOSECONDS.sleep(wait);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }

    /** Adds what the scrapes saw: how many, how long each took, how much each read. */
    void report(Map<String, Object> result) {
        result.put("scrape_period_s", TimeUnit.NANOSECONDS.toSeconds(periodNanos));
        result.put("scrapes", scrapes);
        result.put("scrape_failures", failures);
        result.put("scrape_ms_avg", scrapes == 0 ? 0 : MeasuredWindow.round(totalNanos / 1e6 / scrapes, 2));
        result.put("scrape_kb_avg", scrapes == 0 ? 0 : MeasuredWindow.round(totalBytes / 1024.0 / scrapes, 1));
        result.put("scrape_samples", lastSamples);
    }

    @Override
    public void close() throws Exception {
        stopped = true;
        thread.interrupt();
        thread.join(TimeUnit.SECONDS.toMillis(15));
        statusPage.close();
    }
}
