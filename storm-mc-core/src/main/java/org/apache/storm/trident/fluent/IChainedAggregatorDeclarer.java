package org.apache.storm.trident.fluent;

import org.apache.storm.trident.Stream;

/** Ends a chain of aggregators. */
public interface IChainedAggregatorDeclarer {
    Stream chainEnd();
}
