package org.apache.storm.metric;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.apache.storm.metrics2.SimpleGauge;
import org.junit.jupiter.api.Test;

/** SimpleGauge reports the last value set. */
class SimpleGaugeTest {

    @Test
    void reportsTheLastValueSet() {
        SimpleGauge<Long> gauge = new SimpleGauge<>(1L);
        assertEquals(1L, gauge.getValue());
        gauge.set(5L);
        assertEquals(5L, gauge.getValue());
    }
}
