package org.apache.storm.metrics2;

import com.codahale.metrics.Gauge;

/** A gauge whose value may differ per reporter (e.g. a rate since that reporter last read it). */
public abstract class PerReporterGauge<T> implements Gauge<T> {

    public abstract T getValueForReporter(Object reporter);
}
