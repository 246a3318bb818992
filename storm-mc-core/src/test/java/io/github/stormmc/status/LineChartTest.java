package io.github.stormmc.status;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The topology page's charts: the history the sampler keeps, and the SVG drawn from it. */
class LineChartTest {

    private static ComponentHistory.Point at(int second, double rate, double latencyMs, double fill) {
        return new ComponentHistory.Point(second * 1_000_000_000L, rate, latencyMs, fill);
    }

    @Test
    void aGapInTheSeriesBreaksTheLine() {
        List<ComponentHistory.Point> points = List.of(at(0, 100, 1, 0), at(2, 300, Double.NaN, 0.5),
            at(4, 200, 2, 1));
        String rate = LineChart.render("rate", "split", points, ComponentHistory.Point::rate, Double.NaN, Html::rate);
        assertTrue(rate.startsWith("<svg class=\"chart rate\" data-chart=\"rate\" data-component=\"split\""
            + " data-points=\"3\""), rate);
        // x from 2 to 238 over 4 s; y from 16 (the largest value) to 60 (zero)
        assertTrue(rate.contains("<path class=\"line\" d=\"M2.0 45.3 L120.0 16.0 L238.0 30.7\"/>"), rate);
        assertTrue(rate.contains(">200/s</text>") && rate.contains(">max 300/s</text>"), rate);
        String latency = LineChart.render("latency", "split", points, ComponentHistory.Point::latencyMs, Double.NaN,
            Html::ms);
        assertTrue(latency.contains("data-points=\"2\""), latency);
        assertTrue(latency.contains("<path class=\"line\" d=\"M2.0 38.0 M238.0 16.0\"/>"), latency);
        String queue = LineChart.render("queue", "split", points, ComponentHistory.Point::queueFill, 1.0,
            Html::percent);
        assertTrue(queue.contains("<path class=\"line\" d=\"M2.0 60.0 L120.0 38.0 L238.0 16.0\"/>"), queue);
    }

    @Test
    void theFrontPageChartsTheHeapAgainstItsMaxAndTheShareOfTimeInGc() {
        List<JvmHistory.Point> jvm = List.of(new JvmHistory.Point(0, 100, 200, 400, Double.NaN),
            new JvmHistory.Point(2_000_000_000L, 300, 400, 400, 0.25));
        String html = IndexPage.jvmCharts(jvm);
        // used: 100 then 300 MB of a 400 MB heap; y from 16 (400) to 60 (zero)
        assertTrue(html.contains("data-component=\"heap used\" data-points=\"2\""), html);
        assertTrue(html.contains("<path class=\"line\" d=\"M2.0 49.0 L238.0 27.0\"/>"), html);
        assertTrue(html.contains(">300 MB</text>") && html.contains(">400 MB</text>"), html);
        // GC: no share for the first period, a quarter of the second
        assertTrue(html.contains("data-component=\"time in GC\" data-points=\"1\""), html);
        assertTrue(html.contains(">25.0%</text>"), html);

        JvmHistory history = new JvmHistory();
        history.sample(1_000_000_000L);
        history.sample(3_000_000_000L);
        List<JvmHistory.Point> sampled = history.points();
        assertEquals(2, sampled.size());
        assertTrue(Double.isNaN(sampled.get(0).gcShare()));
        assertTrue(sampled.get(1).gcShare() >= 0 && sampled.get(1).gcShare() <= 1, sampled.toString());
        assertTrue(sampled.get(1).heapUsedMb() > 0 && sampled.get(1).heapCommittedMb() >= sampled.get(1).heapUsedMb());
    }

    @Test
    void noHistoryDrawsAnEmptyChart() {
        String svg = LineChart.render("rate", "a<b", List.of(), ComponentHistory.Point::rate, Double.NaN, Html::rate);
        assertTrue(svg.contains("data-component=\"a&lt;b\" data-points=\"0\""), svg);
        assertFalse(svg.contains("class=\"line\""), svg);
        assertTrue(svg.contains(">–</text>"), svg);
    }

    @Test
    void theHistoryKeepsTheLastPointsOfTopologiesStillRunning() {
        ComponentHistory h = new ComponentHistory();
        List<ComponentHistory.Point> expected = new ArrayList<>();
        for (int i = 0; i < ComponentHistory.POINTS + 5; i++) {
            ComponentHistory.Point p = at(i, i, i, 0);
            h.add("t1", "split", p);
            if (i >= 5) {
                expected.add(p);
            }
        }
        h.add("t2", "count", at(0, 1, 1, 0));
        assertEquals(Map.of("split", expected), h.of("t1"));
        h.retain(Set.of("t1"));
        assertEquals(Map.of(), h.of("t2"));
        assertEquals(ComponentHistory.POINTS, h.of("t1").get("split").size());
    }
}
