package org.apache.storm.topology;

import org.apache.storm.tuple.Fields;

/** Declares the output streams of a component and their fields. */
public interface OutputFieldsDeclarer {

    /** Declares the default stream. */
    void declare(Fields fields);

    void declare(boolean direct, Fields fields);

    void declareStream(String streamId, Fields fields);

    void declareStream(String streamId, boolean direct, Fields fields);
}
