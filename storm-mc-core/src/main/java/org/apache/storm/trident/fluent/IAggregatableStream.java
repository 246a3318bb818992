package org.apache.storm.trident.fluent;

import org.apache.storm.trident.Stream;
import org.apache.storm.trident.operation.Aggregator;
import org.apache.storm.trident.operation.Function;
import org.apache.storm.tuple.Fields;

/** A stream, grouped or not, that aggregations can be declared on. */
public interface IAggregatableStream {
    IAggregatableStream each(Fields inputFields, Function function, Fields functionFields);

    IAggregatableStream partitionAggregate(Fields inputFields, Aggregator agg, Fields functionFields);

    Stream toStream();

    Fields getOutputFields();
}
