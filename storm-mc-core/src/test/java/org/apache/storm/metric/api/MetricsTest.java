package org.apache.storm.metric.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.apache.storm.metric.api.rpc.CountShellMetric;
import org.junit.jupiter.api.Test;

class MetricsTest {

    @Test
    void countMetricReportsLongAndResets() {
        CountMetric count = new CountMetric();
        count.incr();
        count.incrBy(4);
        assertEquals(5L, count.getValueAndReset());
        assertEquals(0L, count.getValueAndReset());
    }

    @Test
    void multiCountMetricKeepsKeysWithZero() {
        MultiCountMetric multi = new MultiCountMetric();
        multi.scope("a").incr();
        multi.scope("a").incr();
        multi.scope("b").incrBy(3);
        assertEquals(Map.of("a", 2L, "b", 3L), multi.getValueAndReset());
        assertEquals(Map.of("a", 0L, "b", 0L), multi.getValueAndReset());
    }

    @Test
    void meanReducerAveragesNumbersAndIsNullWhenEmpty() {
        ReducedMetric mean = new ReducedMetric(new MeanReducer());
        assertNull(mean.getValueAndReset());
        mean.update(1);
        mean.update(2L);
        mean.update(4.5);
        assertEquals(2.5, mean.getValueAndReset());
        assertNull(mean.getValueAndReset());
        RuntimeException e = assertThrows(RuntimeException.class, () -> mean.update("x"));
        assertEquals("MeanReducer::reduce called with unsupported input type `class java.lang.String`."
            + " Supported types are Double, Long, Integer.", e.getMessage());
    }

    @Test
    void multiReducedMetricLeavesOutEmptyKeys() {
        MultiReducedMetric multi = new MultiReducedMetric(new MeanReducer());
        multi.scope("z").update(2);
        multi.scope("y");
        assertEquals(Map.of("z", 2.0), multi.getValueAndReset());
    }

    @Test
    void combinedAssignableAndStateMetrics() {
        CombinedMetric sum = new CombinedMetric(new ICombiner<Integer>() {
            @Override
            public Integer identity() {
                return 0;
            }

            @Override
            public Integer combine(Integer a, Integer b) {
                return a + b;
            }
        });
        sum.update(2);
        sum.update(3);
        assertEquals(5, sum.getValueAndReset());
        assertEquals(0, sum.getValueAndReset());

        AssignableMetric assignable = new AssignableMetric(3);
        assertEquals(3, assignable.getValueAndReset());
        assignable.setValue("x");
        assertEquals("x", assignable.getValueAndReset());
        assertEquals("x", assignable.getValueAndReset());

        assertEquals("state", new StateMetric(() -> "state").getValueAndReset());
        assertEquals(Map.of(), ((IMetric) () -> 1).getDimensions());

        CountShellMetric shell = new CountShellMetric();
        shell.updateMetricFromRPC(4L);
        assertEquals(4L, shell.getValueAndReset());
    }

    @Test
    void consumerValueTypes() {
        assertEquals("TASK_INFO: { host: h:6700 comp: c[3]}",
            new IMetricsConsumer.TaskInfo("h", 6700, "c", 3, 1000L, 60).toString());
        assertEquals("[n=5]", new IMetricsConsumer.DataPoint("n", 5).toString());
        assertEquals("[n=5, {k=v}]", new IMetricsConsumer.DataPoint("n", 5, Map.of("k", "v")).toString());
        assertEquals(Map.of(), new IMetricsConsumer.DataPoint("n", 5).dimensions);
        assertNull(new IMetricsConsumer.DataPoint().dimensions);
        assertEquals(new IMetricsConsumer.DataPoint("n", 5), new IMetricsConsumer.DataPoint("n", 5, Map.of()));
        assertEquals(105865, new IMetricsConsumer.DataPoint("n", 5).hashCode());
    }
}
