package io.github.stormmc.trident.processor;

import org.apache.storm.trident.tuple.TridentTuple;

/** Where a processor's output goes: a child processor in the same bolt, or a stream to other bolts. */
public interface TupleSink {
    void accept(BatchRun batch, TridentTuple tuple);
}
