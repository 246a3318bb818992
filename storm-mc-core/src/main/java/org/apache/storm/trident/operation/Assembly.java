package org.apache.storm.trident.operation;

import org.apache.storm.trident.Stream;

/** A reusable piece of stream wiring, applied with {@code Stream.applyAssembly}. */
public interface Assembly {
    Stream apply(Stream input);
}
