package org.apache.storm.trident.operation;

import java.io.Serializable;
import org.apache.storm.trident.tuple.TridentTuple;

/** Observes each tuple of a stream without changing it ({@code Stream.peek}). */
public interface Consumer extends Serializable {
    void accept(TridentTuple input);
}
