package org.apache.storm.windowing;

import java.io.Serializable;
import org.apache.storm.tuple.Tuple;

/** Reads the event time (ms) of a tuple for event-time windows. */
public interface TimestampExtractor extends Serializable {

    long extractTimestamp(Tuple tuple);
}
