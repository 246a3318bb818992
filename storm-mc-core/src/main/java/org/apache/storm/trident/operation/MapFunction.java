package org.apache.storm.trident.operation;

import java.io.Serializable;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Values;

/** One-to-one transformation: the returned values replace the tuple. */
public interface MapFunction extends Serializable {
    Values execute(TridentTuple input);
}
