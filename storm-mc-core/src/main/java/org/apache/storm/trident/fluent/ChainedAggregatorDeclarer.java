package org.apache.storm.trident.fluent;

import io.github.stormmc.trident.TridentPlan;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.apache.storm.trident.Stream;
import org.apache.storm.trident.operation.Aggregator;
import org.apache.storm.trident.operation.CombinerAggregator;
import org.apache.storm.trident.operation.ReducerAggregator;
import org.apache.storm.trident.operation.impl.SingleEmitAggregator;
import org.apache.storm.tuple.Fields;

/**
 * Collects several aggregators to run over the same tuples ({@code chainedAgg()}); {@link #chainEnd()} declares them
 * as one aggregation whose output is their output fields side by side. A chain is either all partition aggregators
 * or all full ones.
 */
@SuppressWarnings("rawtypes")
public class ChainedAggregatorDeclarer implements ChainedFullAggregatorDeclarer, ChainedPartitionAggregatorDeclarer {
    List<AggSpec> aggs = new ArrayList<>();
    IAggregatableStream stream;
    AggType type = null;
    GlobalAggregationScheme globalScheme;

    public ChainedAggregatorDeclarer(IAggregatableStream stream, GlobalAggregationScheme globalScheme) {
        this.stream = stream;
        this.globalScheme = globalScheme;
    }

    @Override
    @SuppressWarnings("unchecked")
    public Stream chainEnd() {
        if (aggs.isEmpty()) {
            throw new IllegalArgumentException("chainedAgg() needs at least one aggregator before chainEnd()");
        }
        List<Aggregator> aggregators = new ArrayList<>();
        List<Fields> inputs = new ArrayList<>();
        List<String> inFields = new ArrayList<>();
        List<String> outFields = new ArrayList<>();
        for (AggSpec spec : aggs) {
            Fields in = spec.inFields == null ? new Fields() : spec.inFields;
            aggregators.add(spec.agg);
            inputs.add(in);
            for (String f : in) {
                if (!inFields.contains(f)) {
                    inFields.add(f);
                }
            }
            outFields.addAll(spec.outFields.toList());
        }
        if (new HashSet<>(outFields).size() != outFields.size()) {
            throw new IllegalArgumentException("Output fields of chained aggregators must be distinct: " + outFields);
        }
        Aggregator combined = aggregators.size() == 1 && inputs.get(0).toList().equals(inFields)
                ? aggregators.get(0) : TridentPlan.chain(aggregators, inputs);
        IAggregatableStream result = stream;
        if (type == AggType.FULL) {
            result = globalScheme.aggPartition(result);
            SingleEmitAggregator.BatchToPartition single = globalScheme.singleEmitPartitioner();
            if (single != null) {
                combined = new SingleEmitAggregator(combined, single);
            }
        }
        return result.partitionAggregate(new Fields(inFields), combined, new Fields(outFields)).toStream();
    }

    private ChainedAggregatorDeclarer add(AggType kind, Fields inputFields, Aggregator agg, Fields functionFields) {
        if (type != null && type != kind) {
            throw new IllegalArgumentException("Cannot mix partitionAggregate and aggregate in one chainedAgg()");
        }
        type = kind;
        aggs.add(new AggSpec(inputFields, agg, functionFields));
        return this;
    }

    @Override
    public ChainedPartitionAggregatorDeclarer partitionAggregate(Aggregator agg, Fields functionFields) {
        return partitionAggregate(null, agg, functionFields);
    }

    @Override
    public ChainedPartitionAggregatorDeclarer partitionAggregate(Fields inputFields, Aggregator agg,
                                                                 Fields functionFields) {
        return add(AggType.PARTITION, inputFields, agg, functionFields);
    }

    @Override
    public ChainedPartitionAggregatorDeclarer partitionAggregate(CombinerAggregator agg, Fields functionFields) {
        return partitionAggregate(null, agg, functionFields);
    }

    @Override
    public ChainedPartitionAggregatorDeclarer partitionAggregate(Fields inputFields, CombinerAggregator agg,
                                                                 Fields functionFields) {
        return add(AggType.PARTITION, inputFields, TridentPlan.asAggregator(agg), functionFields);
    }

    @Override
    public ChainedPartitionAggregatorDeclarer partitionAggregate(ReducerAggregator agg, Fields functionFields) {
        return partitionAggregate(null, agg, functionFields);
    }

    @Override
    public ChainedPartitionAggregatorDeclarer partitionAggregate(Fields inputFields, ReducerAggregator agg,
                                                                 Fields functionFields) {
        return add(AggType.PARTITION, inputFields, TridentPlan.asAggregator(agg), functionFields);
    }

    @Override
    public ChainedFullAggregatorDeclarer aggregate(Aggregator agg, Fields functionFields) {
        return aggregate(null, agg, functionFields);
    }

    @Override
    public ChainedFullAggregatorDeclarer aggregate(Fields inputFields, Aggregator agg, Fields functionFields) {
        return add(AggType.FULL, inputFields, agg, functionFields);
    }

    @Override
    public ChainedFullAggregatorDeclarer aggregate(CombinerAggregator agg, Fields functionFields) {
        return aggregate(null, agg, functionFields);
    }

    @Override
    public ChainedFullAggregatorDeclarer aggregate(Fields inputFields, CombinerAggregator agg, Fields functionFields) {
        return add(AggType.FULL, inputFields, TridentPlan.asAggregator(agg), functionFields);
    }

    @Override
    public ChainedFullAggregatorDeclarer aggregate(ReducerAggregator agg, Fields functionFields) {
        return aggregate(null, agg, functionFields);
    }

    @Override
    public ChainedFullAggregatorDeclarer aggregate(Fields inputFields, ReducerAggregator agg, Fields functionFields) {
        return add(AggType.FULL, inputFields, TridentPlan.asAggregator(agg), functionFields);
    }

    enum AggType { PARTITION, FULL }

    static class AggSpec {
        final Fields inFields;
        final Aggregator agg;
        final Fields outFields;

        AggSpec(Fields inFields, Aggregator agg, Fields outFields) {
            this.inFields = inFields;
            this.agg = agg;
            this.outFields = outFields;
        }
    }
}
