package org.apache.storm.trident.operation;

import java.io.Serializable;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Values;

/** One-to-many transformation: each returned value list replaces the tuple. */
public interface FlatMapFunction extends Serializable {
    Iterable<Values> execute(TridentTuple input);
}
