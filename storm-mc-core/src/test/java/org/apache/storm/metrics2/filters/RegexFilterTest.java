package org.apache.storm.metrics2.filters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.codahale.metrics.Counter;
import java.util.Map;
import org.apache.storm.metrics2.RollingAverageGauge;
import org.junit.jupiter.api.Test;

class RegexFilterTest {

    @Test
    void matchesWholeNamesOnly() {
        RegexFilter filter = new RegexFilter();
        filter.prepare(Map.of("expression", "storm\\.worker\\..*-count"));
        assertTrue(filter.matches("storm.worker.wc.count.__ack-count", new Counter()));
        assertFalse(filter.matches("x.storm.worker.wc.__ack-count.m1", new Counter()));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new RegexFilter().prepare(Map.of()));
        assertEquals("RegexFilter needs an 'expression' entry in its filter conf", e.getMessage());
    }

    @Test
    void rollingAverageIsTheMeanOfTheLastThreeValues() {
        RollingAverageGauge gauge = new RollingAverageGauge();
        assertEquals(0.0, gauge.getValue());
        gauge.addValue(3);
        assertEquals(1.0, gauge.getValue());
        gauge.addValue(6);
        gauge.addValue(9);
        assertEquals(6.0, gauge.getValue());
        gauge.addValue(30);
        assertEquals(15.0, gauge.getValue());
    }
}
