package org.apache.storm.trident.operation;

import org.apache.storm.trident.tuple.TridentTuple;

/** Emits zero or more value lists per input tuple; they are appended to the input's fields. */
public interface Function extends EachOperation {
    void execute(TridentTuple tuple, TridentCollector collector);
}
