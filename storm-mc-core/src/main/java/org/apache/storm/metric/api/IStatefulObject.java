package org.apache.storm.metric.api;

/** An object that can report its current state as a metric value. */
public interface IStatefulObject {

    Object getState();
}
