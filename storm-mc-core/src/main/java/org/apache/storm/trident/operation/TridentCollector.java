package org.apache.storm.trident.operation;

import java.util.List;

/** Receives the values an operation emits; the engine appends them to the input tuple's fields. */
public interface TridentCollector {
    void emit(List<Object> values);

    void flush();

    void reportError(Throwable t);
}
