package org.apache.storm.serialization;

import org.apache.storm.tuple.Tuple;

/** Turns a tuple into bytes. */
public interface ITupleSerializer {
    byte[] serialize(Tuple tuple);
}
