package org.apache.storm.trident.fluent;

import org.apache.storm.trident.operation.Aggregator;
import org.apache.storm.trident.operation.CombinerAggregator;
import org.apache.storm.trident.operation.ReducerAggregator;
import org.apache.storm.tuple.Fields;

/** A chain of full (whole batch or whole group) aggregators. */
public interface ChainedFullAggregatorDeclarer extends IChainedAggregatorDeclarer {
    ChainedFullAggregatorDeclarer aggregate(Aggregator agg, Fields functionFields);

    ChainedFullAggregatorDeclarer aggregate(Fields inputFields, Aggregator agg, Fields functionFields);

    ChainedFullAggregatorDeclarer aggregate(CombinerAggregator agg, Fields functionFields);

    ChainedFullAggregatorDeclarer aggregate(Fields inputFields, CombinerAggregator agg, Fields functionFields);

    ChainedFullAggregatorDeclarer aggregate(ReducerAggregator agg, Fields functionFields);

    ChainedFullAggregatorDeclarer aggregate(Fields inputFields, ReducerAggregator agg, Fields functionFields);
}
