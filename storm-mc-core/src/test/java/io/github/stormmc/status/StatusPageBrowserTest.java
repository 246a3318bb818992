package io.github.stormmc.status;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.cluster.RunningTopology;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.storm.LocalCluster;
import org.junit.jupiter.api.Test;

/**
 * End to end: a finite topology runs, the status page is loaded in a real headless Chromium, and the numbers it
 * renders are the topology's known counts. Also saves a screenshot (target/status-page.png; with
 * -Dstormmc.status.screenshot=PATH also to PATH, which is how docs/images/status-page.png is refreshed).
 */
class StatusPageBrowserTest {
    private static final int N = 3000;
    private static final long W = SentenceTopology.words(N);

    @Test
    void pageShowsTheTopologysExactCounts() throws Exception {
        HeadlessChromium chromium = HeadlessChromium.ensureInstalled();
        try (LocalCluster cluster = new LocalCluster();
             StatusServer status = StatusServer.start(cluster.stormMc(), new StatusSettings("127.0.0.1", 0, 1))) {
            // A 100 ms pause per 100 sentences keeps it running ~3 s, so the screenshot shows rates on the edges.
            RunningTopology t = SentenceTopology.submit(cluster, "wordcount", N, 100_000_000);
            String topologyUrl = status.url() + "topology/" + t.id();
            awaitMovingEdges(topologyUrl);
            Path png = Paths.get("target", "status-page.png");
            chromium.screenshot(topologyUrl, png, 1440, 1180);
            String copy = System.getProperty("stormmc.status.screenshot");
            if (copy != null && !copy.isBlank()) {
                Files.copy(png, Paths.get(copy), StandardCopyOption.REPLACE_EXISTING);
            }

            SentenceTopology.awaitDone(t, N);
            String dom = chromium.dumpDom(topologyUrl);
            assertEquals("wordcount", text(dom, "<h1 id=\"topology-name\">([^<]*)</h1>"));
            assertEquals(count(N + W + W), card(dom, "emitted"));
            assertEquals(count(N + W), card(dom, "transferred"));
            assertEquals(count(N), card(dom, "acked"));
            assertEquals("0", card(dom, "failed"));
            assertEquals("6", card(dom, "executors"));
            assertEquals("1", card(dom, "errors"));
            assertEquals(count(N), cell(dom, "spouts", "sentences", "emitted"));
            assertEquals(count(N), cell(dom, "spouts", "sentences", "acked"));
            assertEquals("0", cell(dom, "spouts", "sentences", "failed"));
            assertEquals(count(N), cell(dom, "bolts", "split", "executed"));
            assertEquals(count(W), cell(dom, "bolts", "split", "emitted"));
            assertEquals(count(N), cell(dom, "bolts", "split", "acked"));
            assertEquals("2", cell(dom, "bolts", "split", "executors"));
            assertEquals(count(W), cell(dom, "bolts", "count", "executed"));
            assertEquals(count(W), cell(dom, "bolts", "count", "acked"));
            assertEquals("3", cell(dom, "bolts", "count", "executors"));
            assertTrue(dom.contains("<g class=\"edge\" data-source=\"sentences\" data-target=\"split\" "
                + "data-stream=\"default\"><title>sentences → split (stream default, shuffle grouping): " + count(N)
                + " executed</title>"), "no sentences → split edge in the graph");
            assertTrue(dom.contains("<title>split → count (stream default, fields grouping): " + count(W)
                + " executed</title>"), "no split → count edge in the graph");
            assertTrue(dom.contains("<span class=\"err\">java.lang.IllegalStateException: boom is not a word we count"
                + "</span>"), "last error not shown");

            // The last minutes, per component: a rate line with data, and the latency and queue charts beside it.
            for (String c : java.util.List.of("sentences", "split", "count")) {
                String chart = text(dom, "(?s)(<svg class=\"chart rate\" data-chart=\"rate\" data-component=\"" + c
                    + "\".*?</svg>)");
                int points = Integer.parseInt(text(chart, "data-points=\"(\\d+)\""));
                assertTrue(points >= 2, c + ": " + points + " points in " + chart);
                assertTrue(chart.contains("<path class=\"line\" d=\"M"), chart);
                assertTrue(!text(chart, "class=\"max\"[^>]*>max ([^<]*)</text>").equals("0/s"), chart);
                text(dom, "(<svg class=\"chart latency\" data-chart=\"latency\" data-component=\"" + c + "\")");
                text(dom, "(<svg class=\"chart queue\" data-chart=\"queue\" data-component=\"" + c + "\")");
            }

            String component = chromium.dumpDom(topologyUrl + "/component/split");
            assertEquals(count(N), card(component, "executed"));
            assertEquals(count(W), card(component, "emitted"));
            assertTrue(component.contains("\tat io.github.stormmc.status.SentenceTopology$SplitBolt.execute("),
                "stack trace not on the component page");
            assertEquals(Long.toString(W), metric(component, "__emit-count", "default"));
            assertEquals(Long.toString(N), metric(component, "__execute-count", "sentences:default"));
            assertEquals(Long.toString(N), metric(component, "__ack-count", "sentences:default"));
        }
    }

    /** Waits (bounded) until the page shows a non-zero rate on both edges, so the screenshot shows it moving. */
    private static void awaitMovingEdges(String url) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        Pattern rate = Pattern.compile("data-k=\"edge-rate\">([^<]*)</text>");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < deadline) {
            String html = http.send(HttpRequest.newBuilder(URI.create(url)).build(),
                HttpResponse.BodyHandlers.ofString()).body();
            Matcher m = rate.matcher(html);
            int moving = 0;
            while (m.find()) {
                if (!m.group(1).startsWith("0/s")) {
                    moving++;
                }
            }
            if (moving == 2) {
                return;
            }
            Thread.sleep(50);
        }
        // Not a failure: a very fast machine may finish before the sampler sees it run. The counts are checked later.
    }

    private static String count(long n) {
        return String.format(java.util.Locale.ROOT, "%,d", n);
    }

    private static String card(String dom, String field) {
        return text(dom, "<b data-k=\"" + field + "\">([^<]*)</b>");
    }

    private static String cell(String dom, String table, String component, String field) {
        String section = text(dom, "(?s)<table id=\"" + table + "\">(.*?)</table>");
        String row = text(section, "(?s)<tr data-component=\"" + component + "\">(.*?)</tr>");
        return text(row, "data-k=\"" + field + "\">([^<]*)</td>");
    }

    private static String metric(String dom, String metric, String key) {
        return text(dom, "<tr data-metric=\"" + metric + "\" data-key=\"" + key
            + "\"><td>[^<]*</td><td>[^<]*</td><td class=\"n\" data-k=\"value\">([^<]*)</td>");
    }

    private static String text(String html, String regex) {
        Matcher m = Pattern.compile(regex).matcher(html);
        assertTrue(m.find(), "nothing matches " + regex);
        return m.group(1);
    }
}
