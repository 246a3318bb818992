package org.apache.storm.metrics2;

import com.codahale.metrics.Gauge;

/** The mean of the last three values added (missing ones count as 0). Thread-safe. */
public class RollingAverageGauge implements Gauge<Double> {
    private final double[] samples = new double[3];
    private int next;

    @Override
    public synchronized Double getValue() {
        return (samples[0] + samples[1] + samples[2]) / 3.0;
    }

    public synchronized void addValue(double value) {
        samples[next] = value;
        next = (next + 1) % samples.length;
    }
}
