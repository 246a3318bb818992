package org.apache.storm.state;

import org.apache.storm.tuple.Tuple;

/** State fed from a state spout's stream. */
public interface ISubscribedState {

    void set(Object id, Tuple tuple);

    void remove(Object id);
}
